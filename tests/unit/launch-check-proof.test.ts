/**
 * @jest-environment node
 */
import { owner as shipped } from "@/content/owner";
import { STATISTIC_KEYS, type OwnerDetails } from "@/content/owner-types";
import {
  findImageProblems,
  findPlaceholders,
  ownerClips,
  ownerImages,
  type ImageFacts,
} from "@/lib/launch-check";
import { extraCrops } from "@/lib/launch-check-proof";
import { owner as launched } from "../fixtures/owner-launched";
import { ownerComplete as complete } from "../fixtures/owner-complete";

const LIVE_URL = "https://www.northlightfilms.co.uk";
const findings = (owner: OwnerDetails) =>
  findPlaceholders(owner, LIVE_URL).map(({ field, blocking }) => ({ field, blocking }));

describe("the launch check's proof: logos, faces and sources", () => {
  it("blocks a launch on the template's stand-in logos and client photos, and warns on its unsourced figures", () => {
    const found = findPlaceholders(shipped, LIVE_URL);
    const blocking = (field: string) => found.find((item) => item.field === field)?.blocking;
    shipped.clientLogos.forEach((client, index) => {
      expect(client.logo).toMatch(/^\/artwork\/stand-in-client-logo-[a-z-]+\.svg$/);
      expect(blocking(`clientLogos[${index}].logo`)).toBe(true);
    });
    expect(shipped.clientLogos.length).toBeGreaterThanOrEqual(4);
    expect(blocking("testimonials.mspDirector.photo")).toBe(true);
    expect(blocking("testimonials.vendorChannelLead.photo")).toBe(true);
    for (const key of STATISTIC_KEYS) expect(blocking(`statisticSources.${key}.citation`)).toBe(false);
    // An empty address is an answer (a printed source, the owner's own research), not a finding.
    expect(found.some((item) => item.field.endsWith(".url"))).toBe(false);
  });

  it("passes on the owner's own logos, photos and sources", () => {
    expect(findings(complete)).toEqual([]);
  });

  it("lets an owner with no logos to show leave the strip out", () => {
    expect(findings({ ...complete, clientLogos: [] })).toEqual([]);
  });

  it("refuses a logo with no client name (its alt text) or no file, and one stand-in left among real ones", () => {
    const [first, second, ...rest] = complete.clientLogos;
    if (!first || !second) throw new Error("the fixture needs two logos");
    const broken = {
      ...complete,
      clientLogos: [
        { ...first, name: " " },
        { ...second, logo: "" },
        ...rest,
        { name: "Atlas Distribution", logo: "/artwork/stand-in-client-logo-atlas.svg" },
      ],
    };
    expect(findings(broken)).toEqual([
      { field: "clientLogos[0].name", blocking: true },
      { field: "clientLogos[1].logo", blocking: true },
      { field: `clientLogos[${rest.length + 2}].logo`, blocking: true },
    ]);
  });

  it("only warns on a quote without a photo, which shows the client's initials", () => {
    const noPhoto = {
      ...complete,
      testimonials: {
        ...complete.testimonials,
        mspDirector: { ...complete.testimonials.mspDirector, photo: "" },
      },
    };
    expect(findings(noPhoto)).toEqual([{ field: "testimonials.mspDirector.photo", blocking: false }]);
  });

  it("warns on a figure without a source and on a source address that is not https://", () => {
    const unsourced = {
      ...complete,
      statisticSources: {
        ...complete.statisticSources,
        mspColdEmail: { citation: "", url: "" },
        vendorOnboarding: { citation: "Channel Pulse, 2024", url: "www.channelpulse.co.uk/report" },
      },
    };
    expect(findings(unsourced)).toEqual([
      { field: "statisticSources.mspColdEmail.citation", blocking: false },
      { field: "statisticSources.vendorOnboarding.url", blocking: false },
    ]);
  });

  it("checks the photos and logos on disk: missing files block, a small raster logo warns, SVGs have no size to check", () => {
    const present = new Map<string, ImageFacts>(
      ownerImages(launched).map(({ src }) => [src, { bytes: 50_000, width: 2000, height: 2000 }]),
    );
    for (const { src } of ownerClips(launched)) present.set(src, { bytes: 2_000_000 });
    present.delete("/people/alicia-brandt.jpg");
    present.set("/clients/pennine-networks.png", { bytes: 3_000, width: 200, height: 40 });
    present.set("/clients/harbourside-it.svg", { bytes: 400 });
    const found = findImageProblems(launched, (file) => present.get(file));
    // The vendor's channel director's photo is both her testimonial's and her film quote's.
    expect(found.map(({ field, blocking }) => ({ field, blocking }))).toEqual([
      { field: "testimonials.vendorChannelLead.photo", blocking: true },
      { field: "videos.partnerSummitHighlights.quote.photo", blocking: true },
      { field: "clientLogos[2].logo", blocking: false },
    ]);
    expect(found[2]?.what).toMatch(/200 px wide: at least 528 px/);
  });

  it("takes a film's client quote photo through the image step, square like a testimonial's face", () => {
    expect(ownerImages(launched).filter(({ field }) => field.startsWith("videos."))).toEqual([
      { field: "videos.coManagedExplainer.quote.photo", src: "/people/daniel-mercer.jpg", kind: "avatar" },
      {
        field: "videos.partnerSummitHighlights.quote.photo",
        src: "/people/alicia-brandt.jpg",
        kind: "avatar",
      },
    ]);
    // A quote without a photo names no file: its page shows the client's initials.
    expect(launched.videos.northbridgeTestimonial.quote?.photo).toBeUndefined();
    const small = new Map<string, ImageFacts>(
      ownerImages(launched).map(({ src }) => [src, { bytes: 50_000, width: 2000, height: 2000 }]),
    );
    for (const { src } of ownerClips(launched)) small.set(src, { bytes: 2_000_000 });
    // The MSP client's photo, which is also his testimonial's, too small for either face.
    small.set("/people/daniel-mercer.jpg", { bytes: 9_000, width: 200, height: 200 });
    expect(findImageProblems(launched, (file) => small.get(file))).toEqual([
      expect.objectContaining({ field: "testimonials.mspDirector.photo", blocking: false }),
      expect.objectContaining({ field: "videos.coManagedExplainer.quote.photo", blocking: false }),
    ]);
  });

  it("asks the build for the founder's face as a square crop of the portrait", () => {
    expect(extraCrops(launched)).toEqual([{ src: "/founder.png", kind: "avatar" }]);
  });
});
