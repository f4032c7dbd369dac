/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { owner as shipped } from "@/content/owner";
import type { OwnerDetails } from "@/content/owner-types";
import { listedVideos } from "@/content/video-listing";
import { findPlaceholders } from "@/lib/launch-check";
import { VIDEO_PLACEMENTS } from "@/lib/owner-placements";
import { staleAltTexts } from "@/lib/stale-alt-texts";
import { TEMPLATE_STAND_INS } from "@/lib/template-stand-ins";
import { videoReviewLines, videosToReview } from "@/lib/video-review";
import { owner as launched } from "../fixtures/owner-launched";
import { ownerComplete as complete } from "../fixtures/owner-complete";

/*
 * What the launch check asks the owner to read before a launch: an alt text left describing the
 * template's picture after the picture was replaced, and the words of every video a launch shows.
 */

const photo = (key: keyof OwnerDetails["eventPhotos"], change: Partial<{ src: string; alt: string }>) => ({
  ...complete,
  eventPhotos: { ...complete.eventPhotos, [key]: { ...complete.eventPhotos[key], ...change } },
});

describe("alt texts the owner may have missed", () => {
  it("knows the template's event photos and portrait as content/owner.ts ships them", () => {
    expect(shipped.eventPhotos).toEqual(TEMPLATE_STAND_INS.eventPhotos);
    expect(shipped.founder.portraitAlt).toBe(TEMPLATE_STAND_INS.founder.portraitAlt);
  });

  it("finds none while the pictures are the template's, or when each of the owner's has its own words", () => {
    expect(staleAltTexts(shipped)).toEqual([]);
    expect(staleAltTexts(launched)).toEqual([]);
  });

  it("blocks a launch on an event photo of the owner's that keeps the template's alt text", () => {
    const kept = photo("keynote", { alt: TEMPLATE_STAND_INS.eventPhotos.keynote.alt });
    const found = findPlaceholders(kept, "https://www.northlightfilms.co.uk");
    expect(found).toEqual([
      expect.objectContaining({ field: "eventPhotos.keynote.alt", blocking: true, file: "content/owner.ts" }),
    ]);
    expect(found[0]!.what).toMatch(/eventPhotos\.keynote\.src .*template's artwork/);
  });

  it("reports an empty alt text on the owner's photo, but not the template's alt beside the template's picture", () => {
    expect(staleAltTexts(photo("panel", { alt: "  " })).map((item) => item.field)).toEqual([
      "eventPhotos.panel.alt",
    ]);
    const template = TEMPLATE_STAND_INS.eventPhotos.booth;
    expect(staleAltTexts(photo("booth", template))).toEqual([]);
  });

  it("reads the carousel's artwork and the founder's portrait the same way, once per field", () => {
    const post = TEMPLATE_STAND_INS.carouselPosts.summitRecap;
    const posts = {
      ...launched,
      carouselPosts: {
        ...launched.carouselPosts,
        summitRecap: { ...launched.carouselPosts.summitRecap, artworkAlt: post.artworkAlt },
      },
    };
    expect(staleAltTexts(posts).map((item) => item.field)).toEqual(["carouselPosts.summitRecap.artworkAlt"]);

    const portrait = {
      ...complete,
      founder: { ...complete.founder, portraitAlt: TEMPLATE_STAND_INS.founder.portraitAlt },
    };
    const found = findPlaceholders(portrait, "https://www.northlightfilms.co.uk").map((item) => item.field);
    expect(found).toEqual(["founder.portraitAlt"]);
  });
});

describe("names read aloud as a client's photo or logo", () => {
  const [template0, template1] = TEMPLATE_STAND_INS.clientLogos;
  const person = (
    key: keyof OwnerDetails["testimonials"],
    change: Partial<{ name: string; photo: string }>,
  ) => ({
    ...complete,
    testimonials: { ...complete.testimonials, [key]: { ...complete.testimonials[key], ...change } },
  });
  const logos = (list: OwnerDetails["clientLogos"]) => ({ ...complete, clientLogos: list });
  const found = (owner: OwnerDetails) => findPlaceholders(owner, "https://www.northlightfilms.co.uk");

  it("knows the template's made-up clients as content/owner.ts ships them, and finds none among them", () => {
    expect(shipped.clientLogos).toEqual(TEMPLATE_STAND_INS.clientLogos);
    expect(staleAltTexts(shipped).filter((item) => /^(testimonials|clientLogos)/.test(item.field))).toEqual(
      [],
    );
  });

  it("blocks a launch on the owner's logo still named for one of the template's clients, wherever it sits", () => {
    const [first, second, ...rest] = complete.clientLogos;
    if (!first || !second || !template0 || !template1) throw new Error("needs two logos");
    const kept = logos([
      { ...first, name: template1.name },
      second,
      { ...rest[0]!, name: ` ${template0.name.toUpperCase()} ` },
    ]);
    expect(found(kept)).toEqual([
      expect.objectContaining({ field: "clientLogos[0].name", blocking: true, file: "content/owner.ts" }),
      expect.objectContaining({ field: "clientLogos[2].name", blocking: true }),
    ]);
    expect(found(kept)[0]!.what).toMatch(
      new RegExp(`clientLogos\\[0\\]\\.logo is yours.*template's made-up client, ${template1.name}`),
    );
  });

  it("leaves a stand-in logo file and an empty name to the proof rules, each reported once", () => {
    const [first, second] = complete.clientLogos;
    if (!first || !second || !template0) throw new Error("needs two logos");
    const list = logos([template0, { ...second, name: "" }]);
    expect(staleAltTexts(list).filter((item) => item.field.startsWith("clientLogos"))).toEqual([]);
    expect(found(list).map((item) => item.field)).toEqual(["clientLogos[0].logo", "clientLogos[1].name"]);
  });

  it("blocks a launch on the owner's client photo under a made-up client's name, reporting the name once", () => {
    const priya = TEMPLATE_STAND_INS.testimonials.vendorChannelLead.name;
    const swapped = person("mspDirector", { name: priya });
    expect(found(swapped)).toEqual([
      expect.objectContaining({ field: "testimonials.mspDirector.name", blocking: true }),
    ]);
    expect(found(swapped)[0]!.what).toMatch(
      new RegExp(`testimonials\\.mspDirector\\.photo is yours.*made-up client, ${priya}`),
    );
    // The same quote's own template name is already refused as the template's words: one finding.
    const kept = person("mspDirector", { name: TEMPLATE_STAND_INS.testimonials.mspDirector.name });
    expect(found(kept).map((item) => item.field)).toEqual(["testimonials.mspDirector.name"]);
  });

  it("does not read a name as alt text where no photo of the owner's shows", () => {
    const james = TEMPLATE_STAND_INS.testimonials.mspDirector.name;
    expect(staleAltTexts(person("vendorChannelLead", { name: james, photo: "" }))).toEqual([]);
    const standIn = TEMPLATE_STAND_INS.testimonials.vendorChannelLead.photo;
    expect(staleAltTexts(person("vendorChannelLead", { name: james, photo: standIn }))).toEqual([]);
  });
});

describe("the words of the videos a launch shows", () => {
  const listed = listedVideos();

  it("lists the template's cards, each with the file whose text holds its title and description", () => {
    expect(listed.length).toBeGreaterThan(40);
    for (const video of listed) {
      const source = readFileSync(video.file, "utf8");
      expect(source).toContain(video.title);
      expect(source).toContain(video.description);
    }
  });

  it("finds a listed card at every place an owner video shows", () => {
    for (const places of Object.values(VIDEO_PLACEMENTS))
      for (const place of places)
        expect(listed.some((video) => video.page === place.page && video.title === place.card)).toBe(true);
  });

  it("lists nothing while no video has an id", () => {
    expect(videosToReview(shipped.videos, listed)).toEqual([]);
    expect(videoReviewLines([])).toEqual([]);
  });

  it("lists each video whose id is supplied once, with the file its words are in and the pages it shows on", () => {
    const videos = {
      ...shipped.videos,
      helpdeskFilmParody: { id: "zJr4i0B3JrT", uploadDate: "2025-01-14" },
      mspFilmParody: { id: "WzUOT7ugaOk", uploadDate: "2025-02-03" },
    };
    const review = videosToReview(videos, listed);
    expect(review).toEqual([
      expect.objectContaining({
        file: "content/film-words.ts",
        title: "Mission: Impossible Helpdesk",
        pages: ["/", "/portfolio/"],
      }),
      expect.objectContaining({ file: "content/film-words.ts", title: "Mission: Uptime, a Film Parody" }),
    ]);
    const lines = videoReviewLines(review);
    expect(lines[0]).toMatch(/^Read the words of the 2 video\(s\) a launch shows/);
    expect(lines.filter((line) => line === "content/film-words.ts")).toHaveLength(1);
    expect(lines).toContain("  MSP pricing (/msp-pricing/): “Mission: Uptime, a Film Parody”");
    expect(lines).toContain(`      ${review[1]!.description}`);
  });

  it("leaves out, for the launched fixture, only the two videos still to come", () => {
    const review = videosToReview(launched.videos, listed);
    const titles = review.map((video) => video.title);
    expect(titles).not.toContain("Why a Manufacturer Switched MSPs");
    expect(titles).not.toContain("Meet the Help Desk Team");
    expect(review.flatMap((video) => video.pages)).toHaveLength(listed.length - 3);
  });
});
