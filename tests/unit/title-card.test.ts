/** @jest-environment node */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { FILM_WORDS } from "@/content/film-words";
import { VIDEO_KEYS } from "@/content/owner-types";
import { PORTFOLIO_CATEGORIES } from "@/content/portfolio-categories";
import { getCountry } from "@/lib/countries";
import { formatText } from "@/lib/format";
import {
  cardClient,
  TITLE_CARD_GRID as GRID,
  titleCardGround,
  titleCardLooks,
  titleCardShareGround,
  type PlacedLine,
  type TitleCardGap,
  type TitleCardLook,
  type TitleCardWords,
} from "@/lib/title-card";
import type { CardRequest } from "../support/draw-title-cards";
import { runSupportScript } from "../support/support-process";

/*
 * The still of a film without a frame of its own: its title card, set with the real lettering (the
 * brand's faces through HarfBuzz) in a child process (see the support script), for every film in
 * the catalogue and for titles and clients at the limits.
 */

type Line = PlacedLine & { width: number; cap: number; outline: string };
type Drawn = { svg: string; lines: Line[]; gaps: TitleCardGap[] } | { error: string };

const drawCards = (requests: CardRequest[]) =>
  runSupportScript<Drawn[]>("tests/support/draw-title-cards.ts", requests);

const labelOf = (category: string) => PORTFOLIO_CATEGORIES.find((c) => c.id === category)?.label ?? "";
const BRAND = "Human Channel Studio";

const catalogue = VIDEO_KEYS.map((key) => ({
  key,
  ...FILM_WORDS[key],
  category: FILM_WORDS[key].categories[0]!,
}));
const looks = titleCardLooks(catalogue);
const catalogueWords: TitleCardWords[] = catalogue.map((film) => ({
  title: film.title,
  category: film.category,
  categoryLabel: labelOf(film.category),
  client: cardClient(undefined, film.credit),
  brand: BRAND,
}));

/** Titles and names at the limits, each drawn in both layouts. */
const EXTREMES: TitleCardWords[] = [
  { title: "45 seconds on spotting a phish", category: "creative", categoryLabel: "Creative", brand: BRAND },
  {
    title: "Our chief revenue officer on the channel-first promise",
    category: "interviews",
    categoryLabel: "Interviews",
    client: "Łódź Managed Services",
    brand: BRAND,
  },
  {
    title:
      "A very long working title for a film the studio has not yet cut down to size, with a subtitle after it",
    category: "events",
    categoryLabel: "Events",
    client: "Northbridge Managed IT Services and Cloud Consultancy Group Limited",
    brand: "Northlight Films and Television Productions",
  },
  { title: "Uptime", category: "testimonial", categoryLabel: "Testimonials", client: "Atlas", brand: "NF" },
];
const extremeRequests: CardRequest[] = EXTREMES.flatMap((words) =>
  (["title-top", "title-foot"] as const).map((layout) => ({
    words,
    look: { palette: "ink", layout, device: "corners" } satisfies TitleCardLook,
  })),
);

let cards: Drawn[];
let extremes: Drawn[];
beforeAll(() => {
  const drawn = drawCards([
    ...catalogueWords.map((words, i) => ({ words, look: looks[i]! })),
    ...extremeRequests,
  ]);
  cards = drawn.slice(0, catalogueWords.length);
  extremes = drawn.slice(catalogueWords.length);
}, 60_000);

const set = (drawn: Drawn) => {
  if ("error" in drawn) throw new Error(drawn.error);
  return drawn;
};
const ofRole = (drawn: Drawn, role: Line["role"]) => set(drawn).lines.filter((line) => line.role === role);

/** The fill of the SVG's first shape: the card's ground. */
const groundOf = (svg: string) => svg.match(/<rect [^>]*fill="(#[0-9a-f]{6})"/)![1]!;

/** WCAG's contrast ratio of two colours given as #rrggbb. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("a film's title card", () => {
  it("carries the film's title, its category and its client, each line drawn in the picture", () => {
    cards.forEach((drawn, i) => {
      const words = catalogueWords[i]!;
      const { svg, lines } = set(drawn);
      expect(
        ofRole(drawn, "title")
          .map((line) => line.text)
          .join(" "),
      ).toBe(words.title);
      expect(ofRole(drawn, "category").map((line) => line.text)).toEqual([words.categoryLabel.toUpperCase()]);
      expect(ofRole(drawn, "client").map((line) => line.text)).toEqual(words.client ? [words.client] : []);
      expect(ofRole(drawn, "brand").map((line) => line.text)).toEqual([BRAND.toUpperCase()]);
      // Drawn as outlines (no <text>: sharp has no web fonts), each line where the layout puts it.
      expect(svg).toMatch(/^<svg [^>]*width="1280" height="720"/);
      expect(svg).not.toMatch(/<text|<image|href=/);
      for (const line of lines) expect(svg).toContain(`fill="${line.colour}" d="${line.outline}"`);
    });
    // The catalogue's credit stands in for the client until the owner names one.
    const northbridge = cards[VIDEO_KEYS.indexOf("northbridgeTestimonial")]!;
    expect(ofRole(northbridge, "client").map((line) => line.text)).toEqual(["Northbridge IT"]);
  });

  it("fits any title and any name inside the picture, never in the middle where the play control sits", async () => {
    const all = [...cards, ...extremes].map(set);
    for (const { lines } of all) {
      for (const line of lines) {
        const top = line.baseline - line.cap;
        const bottom = line.baseline + 0.24 * line.style.size;
        expect(line.x).toBeGreaterThanOrEqual(GRID.side);
        expect(line.x + line.width).toBeLessThanOrEqual(GRID.width - GRID.side + 0.5);
        expect(top).toBeGreaterThanOrEqual(GRID.top - 0.5);
        expect(bottom).toBeLessThanOrEqual(GRID.height - GRID.foot + 0.3 * line.style.size);
        expect(top > GRID.middleFoot || bottom < GRID.middleTop).toBe(true);
      }
      // The client's name never runs into the studio's, on the same baseline.
      const [client] = lines.filter((line) => line.role === "client");
      const [brand] = lines.filter((line) => line.role === "brand");
      if (client && brand && client.baseline === brand.baseline)
        expect(client.x + client.width).toBeLessThan(brand.x);
    }
    // In pixels too: across the middle the card is its ground and shape alone, nothing lettered.
    const samples: [Drawn, TitleCardLook][] = [
      [cards[0]!, looks[0]!],
      [extremes[3]!, extremeRequests[3]!.look],
      [extremes[4]!, extremeRequests[4]!.look],
    ];
    for (const [drawn, look] of samples) {
      const middle = {
        left: 0,
        top: GRID.middleTop,
        width: GRID.width,
        height: GRID.middleFoot - GRID.middleTop,
      };
      const card = await sharp(Buffer.from(set(drawn).svg))
        .extract(middle)
        .raw()
        .toBuffer();
      const ground = await sharp(Buffer.from(titleCardGround(look, GRID.width, GRID.height)))
        .extract(middle)
        .raw()
        .toBuffer();
      expect(card.equals(ground)).toBe(true);
    }
    // A short title is set large, the longest smaller, and every one stays a title: at least 52 units.
    const size = (drawn: Drawn) => ofRole(drawn, "title")[0]!.style.size;
    expect(size(extremes[0]!)).toBeGreaterThan(size(extremes[4]!));
    for (const drawn of [...cards, ...extremes.slice(0, 4), ...extremes.slice(6)])
      expect(size(drawn)).toBeGreaterThanOrEqual(52);
  });

  it("sets the title in balanced lines: never one word alone at the end, nor a line ending on an article or a figure", () => {
    for (const drawn of [...cards, ...extremes.slice(0, 4)]) {
      const lines = ofRole(drawn, "title");
      const words = lines.map((line) => line.text.split(" "));
      if (lines.length > 1 && words.flat().length >= 3)
        expect(words[words.length - 1]!.length).toBeGreaterThan(1);
      for (const line of words.slice(0, -1)) expect(line[line.length - 1]).not.toMatch(/^(a|an|the|\d+%?)$/i);
      if (lines.length > 1) {
        const widths = lines.map((line) => line.width);
        expect(Math.min(...widths) / Math.max(...widths)).toBeGreaterThan(0.4);
      }
    }
    const titleOf = (key: (typeof VIDEO_KEYS)[number]) =>
      ofRole(cards[VIDEO_KEYS.indexOf(key)]!, "title").map((line) => line.text);
    // A figure stays with what it counts; a line rather breaks at the colon.
    expect(titleOf("vendorExample4")).toEqual(["Your First 90 Days", "as a Partner"]);
    expect(titleOf("northbridgeTestimonial")).toEqual(["Northbridge IT:", "Onboarding Time Cut in Half"]);
  });

  it("is drawn on the brand's palette, every line readable on its ground", () => {
    const tokens = new Set(
      [...readFileSync("app/globals.css", "utf8").matchAll(/--color-[a-z0-9-]+:\s*(#[0-9a-f]{6})/gi)].map(
        (m) => m[1]!.toLowerCase(),
      ),
    );
    for (const drawn of cards) {
      const { svg, lines } = set(drawn);
      for (const colour of svg.match(/#[0-9a-f]{6}/gi)!) expect(tokens).toContain(colour.toLowerCase());
      const ground = groundOf(svg);
      for (const line of lines) expect(contrast(line.colour, ground)).toBeGreaterThanOrEqual(4.5);
    }
    // The share card sets the studio's name and the title in white over the card's share background.
    for (const look of looks) {
      const share = titleCardShareGround(look, 1200, 630);
      expect(share).toMatch(/^<svg [^>]*width="1200" height="630"/);
      expect(contrast("#ffffff", groundOf(share))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("differs from film to film: a category's films take its looks in turn, and no two cards are alike", () => {
    expect(new Set(cards.map((drawn) => set(drawn).svg)).size).toBe(cards.length);
    const groupBy = <T>(items: readonly T[], keyOf: (item: T, index: number) => string) => {
      const groups = new Map<string, T[]>();
      items.forEach((item, index) =>
        groups.set(keyOf(item, index), [...(groups.get(keyOf(item, index)) ?? []), item]),
      );
      return groups;
    };
    const byCategory = groupBy(looks, (_, i) => catalogue[i]!.category);
    for (const used of byCategory.values()) {
      const keys = used.map((look) => `${look.palette}/${look.layout}/${look.device}`);
      // Twelve looks a category: distinct while any is left.
      expect(new Set(keys).size).toBe(Math.min(keys.length, 12));
      // Its two palettes and both layouts each used about as often as the other.
      for (const part of ["palette", "layout"] as const) {
        const counts = [...groupBy(used, (look) => look[part]).values()].map((group) => group.length);
        if (used.length > 1) expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      }
    }
    // The same catalogue gives the same looks; a look depends on the catalogue, not on the build's films.
    expect(titleCardLooks(catalogue)).toEqual(looks);
    expect(new Set(looks.map((look) => look.palette)).size).toBeGreaterThanOrEqual(6);
  });

  it("is one picture for both countries, so no title has a spelling that changes between them", () => {
    for (const words of catalogueWords)
      for (const text of [words.title, words.categoryLabel, words.client ?? ""])
        expect(formatText(text, getCountry("US"))).toBe(text);
  });

  it("names the owner's client when given, else the catalogue's credit, else no one", () => {
    expect(cardClient("Harbourside IT", { name: "Channel Partner Summit" })).toBe("Harbourside IT");
    expect(cardClient("  ", { name: "Channel Partner Summit" })).toBe("Channel Partner Summit");
    expect(cardClient(undefined, undefined)).toBeUndefined();
  });

  it("sets a card without the letters its faces lack, never a box or an error, names them, and sets Latin Extended names", () => {
    const arabic = "شركة هاربرسايد 🎬";
    const [named, mixed, greekBrand, marked] = drawCards([
      { words: { ...catalogueWords[0]!, client: arabic }, look: looks[0]! },
      {
        words: { ...catalogueWords[1]!, title: "Acme 🎬 株式会社 launch", client: "Acme 🎬" },
        look: looks[1]!,
      },
      { words: { ...catalogueWords[2]!, brand: "Ωmega Films" }, look: looks[2]! },
      // Vowel signs on the letters: they go with them.
      { words: { ...catalogueWords[3]!, client: "Acme شركةٌ مُحَمَّد" }, look: looks[3]! },
    ]);
    expect(ofRole(marked!, "client").map((line) => line.text)).toEqual(["Acme"]);
    // Nothing of the Arabic name can be drawn: the card goes without its client line.
    expect(ofRole(named!, "client")).toEqual([]);
    expect(set(named!).gaps).toEqual([
      { part: "client", text: arabic, letters: [...new Set(arabic.replace(/ /g, ""))] },
    ]);
    expect(
      ofRole(named!, "title")
        .map((line) => line.text)
        .join(" "),
    ).toBe(catalogueWords[0]!.title);
    expect(
      ofRole(mixed!, "title")
        .map((line) => line.text)
        .join(" "),
    ).toBe("Acme launch");
    expect(ofRole(mixed!, "client").map((line) => line.text)).toEqual(["Acme"]);
    expect(set(mixed!).gaps.map(({ part, letters }) => [part, letters])).toEqual([
      ["title", ["🎬", "株", "式", "会", "社"]],
      ["client", ["🎬"]],
    ]);
    // Drawn in capitals: the owner's own letter is named.
    expect(set(greekBrand!).gaps).toEqual([{ part: "brand", text: "Ωmega Films", letters: ["Ω"] }]);
    expect(ofRole(greekBrand!, "brand").map((line) => line.text)).toEqual(["MEGA FILMS"]);
    expect(ofRole(extremes[2]!, "client").map((line) => line.text)).toEqual(["Łódź Managed Services"]);
    expect(set(extremes[2]!).gaps).toEqual([]);
  });

  it("gives an empty title no lines and every other line its place, with no NaN or Infinity in the picture", () => {
    const [empty] = drawCards([{ words: { ...catalogueWords[0]!, title: " " }, look: looks[0]! }]);
    expect(ofRole(empty!, "title")).toEqual([]);
    expect(ofRole(empty!, "category")).toHaveLength(1);
    expect(set(empty!).svg).not.toMatch(/NaN|Infinity/);
    for (const line of set(empty!).lines) expect(Number.isFinite(line.baseline + line.style.size)).toBe(true);
  });
});
