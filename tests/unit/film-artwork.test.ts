import { FILM_WORDS } from "@/content/film-words";
import { VIDEO_KEYS } from "@/content/owner-types";
import { artworkChoice, artworkChoices, filmArtworkSvg } from "@/lib/film-artwork";
import { BRAND_COLOURS } from "@/components/seo/brand-colours";

const films = VIDEO_KEYS.map((key) => FILM_WORDS[key]);

describe("a film's designed artwork", () => {
  it("is the same picture for the same film on every build", () => {
    const film = FILM_WORDS.northbridgeTestimonial;
    expect(filmArtworkSvg(film)).toBe(filmArtworkSvg({ ...film, categories: [...film.categories] }));
  });

  it("gives every film in the catalogue a picture of its own, never one design for all", () => {
    const choices = artworkChoices(films);
    const keys = choices.map((c) => `${c.motif}/${c.variant}/${c.palette}/${c.mirrored}`);
    expect(new Set(keys).size).toBe(films.length);
    const svgs = films.map((film, index) => filmArtworkSvg(film, choices[index]));
    expect(new Set(svgs).size).toBe(films.length);
    // Films of one category spread over its pictures: none drawn twice before each is drawn once.
    for (const motif of new Set(choices.map((c) => c.motif))) {
      const variants = choices.filter((c) => c.motif === motif).map((c) => c.variant);
      const counts = [...new Set(variants)].map((v) => variants.filter((x) => x === v).length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
    // Several palettes and pictures across the catalogue, not one look.
    expect(new Set(choices.map((c) => c.palette)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(choices.map((c) => `${c.motif}/${c.variant}`)).size).toBeGreaterThanOrEqual(12);
  });

  it("draws what the film's first category is about", () => {
    expect(artworkChoice({ title: "X", categories: ["events", "interviews"] }).motif).toBe("events");
    expect(artworkChoice({ title: "X", categories: ["screencast"] }).motif).toBe("screencast");
    expect(artworkChoice({ title: "X", categories: [] }).motif).toBe("explainer");
  });

  it("is a 16:9 picture in the brand's colours, with no lettering", () => {
    const svg = filmArtworkSvg(FILM_WORDS.partnerSummitHighlights);
    expect(svg).toMatch(/^<svg [^>]*width="1280" height="720"/);
    expect(svg).not.toMatch(/<text|<image|href=/);
    const brand = new Set(Object.values(BRAND_COLOURS).map((hex) => hex.toLowerCase()));
    const used = new Set(svg.match(/#[0-9a-f]{6}/gi)?.map((hex) => hex.toLowerCase()));
    // The ink, paper and accent the site uses everywhere are among the picture's colours.
    expect([...used].filter((hex) => brand.has(hex)).length).toBeGreaterThanOrEqual(2);
  });
});
