import { FILM_WORDS } from "@/content/film-words";
import { mspStatisticCopy } from "@/content/msp-solutions";
import { figureFor, statisticBand } from "@/content/statistic-figures";
import type { Statistic } from "@/content/types";
import { vendorStatisticCopy } from "@/content/vendor-solutions";
import type { VideoKey } from "@/content/owner-types";
import type * as MspModule from "@/content/msp-solutions";
import type * as OwnerModule from "@/content/owner";
import { owner as launched } from "../fixtures/owner-launched";

/*
 * What a solutions page's statistics band shows in each slot: the statistic with its citation, or,
 * in a launch, a figure from the studio's films in place of one the owner gives no source for.
 */

const statistic: Statistic = {
  id: "roi",
  value: { text: "72%" },
  label: "ROI improvement with video testimonials",
  detail: "Happy clients on camera outsell any brochure.",
  source: { citation: "", url: "" },
  proof: {
    value: "20 minutes",
    label: "of a client's time makes a testimonial",
    detail: "A relaxed remote interview.",
    films: ["manufacturerTestimonial", "mspTabTestimonial", "northbridgeTestimonial"],
  },
};

const cited = { citation: "Video in B2B, Buyer Study 2025", url: "https://www.videoinb2b.co.uk/2025" };

/** A build in which only these films have a page. */
const pagesFor =
  (...keys: VideoKey[]) =>
  (key: VideoKey) =>
    keys.includes(key) ? { title: FILM_WORDS[key].title, path: `/work/${key}/` } : undefined;

const everyPage = pagesFor(...(Object.keys(FILM_WORDS) as VideoKey[]));

describe("figureFor", () => {
  it("shows a cited statistic with its citation, in a launch and in a preview", () => {
    for (const launch of [true, false]) {
      const figure = figureFor({ ...statistic, source: cited }, launch, everyPage);
      expect(figure).toEqual({
        kind: "statistic",
        id: "roi",
        value: { text: "72%" },
        label: statistic.label,
        detail: statistic.detail,
        source: cited,
      });
    }
  });

  it("keeps an unsourced statistic in a preview, so the owner sees the spec's figure", () => {
    const figure = figureFor(statistic, false, everyPage);
    expect(figure.kind).toBe("statistic");
    expect(figure.value).toEqual({ text: "72%" });
  });

  it("shows the film proof in a launch in place of an unsourced statistic, linked to its first film", () => {
    expect(figureFor(statistic, true, everyPage)).toEqual({
      kind: "proof",
      id: "roi",
      value: { text: "20 minutes" },
      label: statistic.proof.label,
      detail: statistic.proof.detail,
      film: { title: FILM_WORDS.manufacturerTestimonial.title, path: "/work/manufacturerTestimonial/" },
    });
  });

  it("counts a blank citation, or an address alone, as no source", () => {
    for (const source of [
      { citation: "  ", url: "" },
      { citation: "", url: "https://www.videoinb2b.co.uk/2025" },
    ])
      expect(figureFor({ ...statistic, source }, true, everyPage).kind).toBe("proof");
  });

  it("links the first of the proof's films this build has a page for, and none when it has none", () => {
    const later = figureFor(statistic, true, pagesFor("northbridgeTestimonial", "mspTabTestimonial"));
    expect(later).toMatchObject({ kind: "proof", film: { path: "/work/mspTabTestimonial/" } });
    const none = figureFor(statistic, true, pagesFor("coManagedExplainer"));
    expect(none).toMatchObject({ kind: "proof", value: { text: "20 minutes" }, film: undefined });
  });
});

describe("statisticBand", () => {
  const band = { heading: "The Market", proofHeading: "What Our Films Do", items: [statistic, statistic] };

  it("keeps the statistics' heading while any statistic shows, and takes the proof's once none does", () => {
    const mixed = { ...band, items: [{ ...statistic, source: cited }, statistic] };
    expect(statisticBand(mixed, true, everyPage).heading).toBe("The Market");
    expect(statisticBand(mixed, true, everyPage).items.map((item) => item.kind)).toEqual([
      "statistic",
      "proof",
    ]);
    expect(statisticBand(band, false, everyPage).heading).toBe("The Market");
    expect(statisticBand(band, true, everyPage).heading).toBe("What Our Films Do");
  });
});

describe("the solutions pages' film proof", () => {
  for (const [page, copy] of [
    ["/msp-solutions/", mspStatisticCopy],
    ["/vendor-solutions/", vendorStatisticCopy],
  ] as const) {
    it(`gives each of ${page}'s three statistics its own figure and films`, () => {
      expect(copy.items).toHaveLength(3);
      const proofs = copy.items.map((item) => item.proof);
      expect(new Set(proofs.map((proof) => proof.value)).size).toBe(3);
      const films = proofs.flatMap((proof) => proof.films);
      expect(new Set(films).size).toBe(films.length);
      for (const proof of proofs) expect(proof.films.length).toBeGreaterThan(0);
      expect(copy.proofHeading).not.toBe(copy.heading);
    });
  }

  /** /msp-solutions/'s band as a launch of this owner builds it, through the real film catalogue. */
  function mspBandFor(owner: (typeof OwnerModule)["owner"], launch: boolean) {
    let solutions: typeof MspModule | undefined;
    jest.isolateModules(() => {
      jest.doMock("@/lib/launch-export", () => ({ IS_LAUNCH_EXPORT: launch }));
      jest.doMock("@/content/owner", () => ({ owner }));
      solutions = jest.requireActual<typeof MspModule>("@/content/msp-solutions");
    });
    return solutions!.mspStatistics;
  }

  it("shows the launched owner's cited statistics and, for the unsourced one, proof from a film it has", () => {
    const band = mspBandFor(launched as (typeof OwnerModule)["owner"], true);
    expect(band.heading).toBe(mspStatisticCopy.heading);
    const [competition, coldEmail, roi] = band.items;
    expect(competition).toMatchObject({
      kind: "statistic",
      source: launched.statisticSources.mspCompetition,
    });
    expect(coldEmail).toMatchObject({ kind: "statistic", value: { text: "95%" } });
    // The fixture has no id for the proof's first film, so its second links instead.
    expect(launched.videos.manufacturerTestimonial.id).toBe("");
    expect(roi).toMatchObject({
      kind: "proof",
      value: { text: "20 minutes" },
      film: {
        title: FILM_WORDS.mspTabTestimonial.title,
        path: expect.stringMatching(/^\/work\/client-story-/),
      },
    });
  });

  it("shows the same owner's three statistics, the unsourced one too, in a preview", () => {
    const band = mspBandFor(launched as (typeof OwnerModule)["owner"], false);
    expect(band.items.map((item) => [item.kind, item.value])).toEqual([
      ["statistic", { text: "60%" }],
      ["statistic", { text: "95%" }],
      ["statistic", { text: "72%" }],
    ]);
  });
});
