/**
 * @jest-environment node
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { usPricedItems } from "@/content/msp-pricing";
import { owner as shipped } from "@/content/owner";
import { POST_KEYS, VIDEO_KEYS, type OwnerDetails } from "@/content/owner-types";
import {
  describeHidden,
  findImageProblems,
  findPlaceholders,
  hiddenOnLaunch,
  ownerContentTable,
  type ImageFacts,
} from "@/lib/launch-check";
import { TEMPLATE_STAND_INS } from "@/lib/template-stand-ins";
import { owner as launched } from "../fixtures/owner-launched";
import { OWNER_FILE_MISTAKES } from "../../scripts/launch-gate.mjs";
import { ownerComplete as complete } from "../fixtures/owner-complete";
import { closedOrigin } from "../support/closed-origin";

const LIVE_URL = "https://www.northlightfilms.co.uk";
const fields = (owner: OwnerDetails, siteUrl?: string) =>
  findPlaceholders(owner, siteUrl).map((item) => item.field);

describe("the launch check", () => {
  it("lists every stand-in the template ships with, site URL first", () => {
    const found = fields(shipped, undefined);
    expect(found[0]).toBe("siteUrl");
    for (const field of [
      "brand.name",
      "email",
      "profiles.linkedIn",
      "podcast.apple",
      "scheduling.workspace",
    ]) {
      expect(found).toContain(field);
    }
    for (const field of [
      "founder.name",
      "founder.portrait",
      "founder.role",
      "founder.heading",
      "founder.bio",
      "figures.mspNetwork",
      "figures.yearsInChannel",
      "podcast.name",
      "podcast.description",
      "podcast.about",
      "testimonials.mspDirector.quote",
      "testimonials.vendorChannelLead.name",
      "carouselPosts.outgrownIt.title",
      "carouselPosts.founderStory.artwork",
      "eventPhotos.keynote",
      "legal.companyName",
      "legal.address",
      "legal.registration",
    ]) {
      expect(found).toContain(field);
    }
    for (const key of VIDEO_KEYS) expect(found).toContain(`videos.${key}`);
    for (const key of POST_KEYS) expect(found).toContain(`posts.${key}`);
    expect(found).toContain("carouselImpressions.outgrownIt");
  });

  it("blocks a launch on the story, figures, quotes and company presented as the owner's, and warns on the example posts", () => {
    const blocking = (field: string) =>
      findPlaceholders(shipped, undefined).find((item) => item.field === field)?.blocking;
    for (const field of [
      "founder.bio",
      "figures.mspNetwork",
      "testimonials.mspDirector.quote",
      "podcast.name",
      "legal.companyName",
      "legal.address",
      "legal.registration",
    ])
      expect(blocking(field)).toBe(true);
    expect(blocking("carouselPosts.outgrownIt.title")).toBe(false);
    expect(blocking("carouselPosts.outgrownIt.artwork")).toBe(false);
  });

  it("only warns on a video or post not supplied yet, since a launch leaves its cards out", () => {
    const found = findPlaceholders(shipped, undefined);
    const videosAndPosts = found.filter((item) => /^(videos|posts)\./.test(item.field));
    expect(videosAndPosts).toHaveLength(VIDEO_KEYS.length + POST_KEYS.length);
    for (const item of videosAndPosts) expect(item.blocking).toBe(false);
  });

  it("names the cards a launch leaves out, on every page each shows on", () => {
    expect(hiddenOnLaunch(complete)).toEqual([]);
    expect(hiddenOnLaunch(launched).map(describeHidden)).toEqual([
      "Home page (/): “Why a Manufacturer Switched MSPs”",
      "Portfolio (/portfolio/): “Why a Manufacturer Switched MSPs”",
      "MSP solutions (/msp-solutions/): “Meet the Help Desk Team”",
    ]);
    const noPostAddress = { ...complete, posts: { ...complete.posts, multiChannelAds: "" } };
    expect(hiddenOnLaunch(noPostAddress).map(describeHidden)).toEqual([
      "Home page (/): “Multi-channel ad campaign”",
    ]);
  });

  it("knows the template's copy as content/owner.ts ships it", () => {
    expect(shipped.founder).toMatchObject(TEMPLATE_STAND_INS.founder);
    expect(shipped.figures).toEqual(TEMPLATE_STAND_INS.figures);
    expect(shipped.podcast).toMatchObject(TEMPLATE_STAND_INS.podcast);
    expect(shipped.testimonials).toEqual(TEMPLATE_STAND_INS.testimonials);
    expect(shipped.clientLogos).toEqual(TEMPLATE_STAND_INS.clientLogos);
    expect(shipped.carouselImpressions).toEqual(TEMPLATE_STAND_INS.carouselImpressions);
    expect(shipped.carouselPosts).toEqual(TEMPLATE_STAND_INS.carouselPosts);
    expect(shipped.legal).toMatchObject(TEMPLATE_STAND_INS.legal);
  });

  it("says where each one is and what to put there", () => {
    for (const item of findPlaceholders(shipped, undefined)) {
      expect(item.file).toMatch(/^content\/owner\.ts/);
      expect(item.what.length).toBeGreaterThan(10);
    }
  });

  it("passes on an owner's real-looking details", () => {
    expect(findPlaceholders(complete, LIVE_URL)).toEqual([]);
    // The owner's own siteUrl is enough when no SITE_URL is given.
    expect(findPlaceholders(complete, undefined)).toEqual([]);
    // The launched fixture's unsourced statistic, two videos still to come and the films it has not
    // timed or summed up yet are warnings, not must-haves.
    const found = findPlaceholders(launched, LIVE_URL);
    expect(found.every((item) => !item.blocking)).toBe(true);
    expect(found.map(({ field }) => field).filter((field) => !/\.(duration|summary)$/.test(field))).toEqual([
      "statisticSources.mspTestimonialRoi.citation",
      "videos.manufacturerTestimonial",
      "videos.mspExample4",
    ]);
  });

  it("lists each film with an id but no running time or no summary, as a warning", () => {
    const found = fields(launched, LIVE_URL);
    // Neither given.
    expect(found).toEqual(
      expect.arrayContaining(["videos.onboardingExplainer.duration", "videos.onboardingExplainer.summary"]),
    );
    // A running time but no summary, and the other way round.
    expect(found).toContain("videos.coManagedExplainer.summary");
    expect(found).not.toContain("videos.coManagedExplainer.duration");
    // Both given.
    expect(found).not.toContain("videos.northbridgeTestimonial.duration");
    expect(found).not.toContain("videos.northbridgeTestimonial.summary");
    // A film without an id is not shown, so not listed for either.
    expect(found.filter((field) => field.startsWith("videos.manufacturerTestimonial."))).toEqual([]);
    const timed = launched.videos.coManagedExplainer;
    const emptySummary = {
      ...complete,
      videos: { ...complete.videos, coManagedExplainer: { ...timed, summary: ["  "] } },
    };
    expect(findPlaceholders(emptySummary, LIVE_URL)).toEqual([
      expect.objectContaining({ field: "videos.coManagedExplainer.summary", blocking: false }),
    ]);
  });

  it("requires the day every film that will show was published, and reads its running time", () => {
    const withoutDate = {
      ...complete,
      videos: { ...complete.videos, mspExample3: { ...complete.videos.mspExample3, uploadDate: "" } },
    };
    expect(findPlaceholders(withoutDate, LIVE_URL)).toEqual([
      expect.objectContaining({ field: "videos.mspExample3.uploadDate", blocking: true }),
    ]);
    const impossibleDay = {
      ...complete,
      videos: {
        ...complete.videos,
        mspExample3: { ...complete.videos.mspExample3, uploadDate: "2025-02-30" },
      },
    };
    expect(fields(impossibleDay, LIVE_URL)).toEqual(["videos.mspExample3.uploadDate"]);
    // A film a launch leaves out (no id) needs no date.
    expect(fields(launched, LIVE_URL)).not.toContain("videos.manufacturerTestimonial.uploadDate");
    const unreadableLength = {
      ...complete,
      videos: { ...complete.videos, mspExample3: { ...complete.videos.mspExample3, duration: "92 seconds" } },
    };
    expect(findPlaceholders(unreadableLength, LIVE_URL)).toEqual([
      expect.objectContaining({ field: "videos.mspExample3.duration", blocking: false }),
    ]);
  });

  it("counts SITE_URL on a reserved example domain, and the owner's example.com when it is unset", () => {
    expect(fields(complete, "https://staging.example.com")).toEqual(["siteUrl"]);
    expect(fields({ ...complete, siteUrl: "https://www.example.com" }, undefined)).toEqual(["siteUrl"]);
    expect(fields({ ...complete, siteUrl: "https://www.example.com" }, LIVE_URL)).toEqual([]);
  });

  it("catches a single stand-in left among real values, and a malformed one", () => {
    const oneVideoMissing = {
      ...complete,
      videos: { ...complete.videos, mspExample3: { id: "", uploadDate: "" } },
    };
    expect(fields(oneVideoMissing, LIVE_URL)).toEqual(["videos.mspExample3"]);
    const pastedAddress = {
      ...complete,
      videos: { ...complete.videos, mspExample3: { id: "https://youtu.be/dQw4w9WgXcQ", uploadDate: "" } },
    };
    expect(fields(pastedAddress, LIVE_URL)).toEqual(["videos.mspExample3"]);
    const templateName = { ...complete, founder: { ...complete.founder, name: "Sarah Whitfield" } };
    expect(fields(templateName, LIVE_URL)).toEqual(["founder.name"]);
    const exampleEmail = { ...complete, email: "hello@studio.example" };
    expect(fields(exampleEmail, LIVE_URL)).toEqual(["email"]);
    const templateBio = { ...complete, founder: { ...complete.founder, bio: [...shipped.founder.bio] } };
    expect(fields(templateBio, LIVE_URL)).toEqual(["founder.bio"]);
    const templateFigure = { ...complete, figures: { ...complete.figures, yearsInChannel: "10+" } };
    expect(fields(templateFigure, LIVE_URL)).toEqual(["figures.yearsInChannel"]);
    const templateQuote = {
      ...complete,
      testimonials: {
        ...complete.testimonials,
        mspDirector: { ...complete.testimonials.mspDirector, quote: shipped.testimonials.mspDirector.quote },
      },
    };
    expect(fields(templateQuote, LIVE_URL)).toEqual(["testimonials.mspDirector.quote"]);
    const templateShow = { ...complete, podcast: { ...complete.podcast, name: "Harvest" } };
    expect(fields(templateShow, LIVE_URL)).toEqual(["podcast.name"]);
    const templateCompany = {
      ...complete,
      legal: {
        ...complete.legal,
        companyName: shipped.legal.companyName,
        address: [...shipped.legal.address],
      },
    };
    expect(fields(templateCompany, LIVE_URL)).toEqual(["legal.companyName", "legal.address"]);
    const templateRegistration = {
      ...complete,
      legal: { ...complete.legal, registration: shipped.legal.registration },
    };
    expect(fields(templateRegistration, LIVE_URL)).toEqual(["legal.registration"]);
    // A business with no company number says so with "", which is an answer, not a stand-in.
    const noRegistration = { ...complete, legal: { ...complete.legal, registration: "" } };
    expect(fields(noRegistration, LIVE_URL)).toEqual([]);
    const noCompany = { ...complete, legal: { ...complete.legal, companyName: " " } };
    expect(fields(noCompany, LIVE_URL)).toEqual(["legal.companyName"]);
    // Analytics off is an answer; a chosen service no tracker can start from is not.
    expect(fields({ ...complete, analytics: null }, LIVE_URL)).toEqual([]);
    expect(
      fields({ ...complete, analytics: { provider: "plausible", domain: "studio.example" } }, LIVE_URL),
    ).toEqual([]);
    const umamiOverHttp = {
      provider: "umami",
      websiteId: "abc",
      host: "http://stats.studio.example",
    } as const;
    expect(fields({ ...complete, analytics: umamiOverHttp }, LIVE_URL)).toEqual(["analytics"]);
    expect(fields({ ...complete, analytics: { provider: "cloudflare", token: " " } }, LIVE_URL)).toEqual([
      "analytics",
    ]);
    // The owner's story counts as theirs once any of it is their own.
    const editedBio = {
      ...complete,
      founder: { ...complete.founder, bio: [shipped.founder.bio[0] ?? "", "My own words."] },
    };
    expect(fields(editedBio, LIVE_URL)).toEqual([]);
  });
});

describe("the launch check's values written wrongly", () => {
  const found = (owner: OwnerDetails, siteUrl?: string) =>
    findPlaceholders(owner, siteUrl).map(({ field, what, wrong }) => ({ field, what, wrong }));

  it("names a site URL without https://, an email without @, a film's address for its id and a date day first as wrong, saying what to write", () => {
    expect(found({ ...complete, siteUrl: "www.northlightfilms.co.uk" }, undefined)).toEqual([
      {
        field: "siteUrl",
        what: '"www.northlightfilms.co.uk" has no https:// at its start: write "https://www.northlightfilms.co.uk"',
        wrong: true,
      },
    ]);
    expect(found(complete, "http://www.northlightfilms.co.uk")).toEqual([
      {
        field: "siteUrl",
        what: '"http://www.northlightfilms.co.uk" starts http://: write "https://www.northlightfilms.co.uk"',
        wrong: true,
      },
    ]);
    expect(found({ ...complete, email: "hello.northlightfilms.co.uk" }, LIVE_URL)).toEqual([
      {
        field: "email",
        what: '"hello.northlightfilms.co.uk" has no @: an email address is written like "hello@yourstudio.co.uk"',
        wrong: true,
      },
    ]);
    const video = (id: string, uploadDate = "2025-03-14") => ({
      ...complete,
      videos: { ...complete.videos, mspExample3: { ...complete.videos.mspExample3, id, uploadDate } },
    });
    expect(found(video("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42"), LIVE_URL)).toEqual([
      {
        field: "videos.mspExample3",
        what: '"https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42" is the film\'s address, not its id: write "dQw4w9WgXcQ"',
        wrong: true,
      },
    ]);
    expect(found(video("dQw4w9WgXc"), LIVE_URL)).toEqual([
      expect.objectContaining({
        field: "videos.mspExample3",
        what: expect.stringMatching(/^"dQw4w9WgXc" is not a YouTube id: .* \(this has 10\)$/),
        wrong: true,
      }),
    ]);
    expect(found(video("dQw4w9WgXcQ", "14/03/2025"), LIVE_URL)).toEqual([
      {
        field: "videos.mspExample3.uploadDate",
        what: '"14/03/2025" is written day first: write it year-month-day, "2025-03-14"',
        wrong: true,
      },
    ]);
    expect(found(video("dQw4w9WgXcQ", "2025-02-30"), LIVE_URL)).toEqual([
      {
        field: "videos.mspExample3.uploadDate",
        what: '"2025-02-30" is not a day on the calendar',
        wrong: true,
      },
    ]);
    // Not written yet is still a stand-in, as before.
    expect(found(video("dQw4w9WgXcQ", ""), LIVE_URL)).toEqual([
      expect.objectContaining({ field: "videos.mspExample3.uploadDate", wrong: undefined }),
    ]);
  });
});

describe("the launch check's image files", () => {
  const launchedImages = (): Map<string, ImageFacts> =>
    new Map<string, ImageFacts>([
      ["/founder.png", { bytes: 200_000, width: 1000, height: 1200 }],
      ...Object.values(launched.eventPhotos).map((photo): [string, ImageFacts] => [
        photo.src,
        { bytes: 400_000, width: 1800, height: 1200 },
      ]),
      ...Object.values(launched.carouselPosts).map((post): [string, ImageFacts] => [
        post.artwork,
        { bytes: 150_000, width: 1080, height: 1080 },
      ]),
      ...Object.values(launched.videoPosters ?? {}).map((src): [string, ImageFacts] => [
        src ?? "",
        { bytes: 120_000, width: 1280, height: 720 },
      ]),
      [launched.showreel.poster, { bytes: 120_000, width: 1920, height: 1080 }],
      ...Object.values(launched.testimonials).map((person): [string, ImageFacts] => [
        person.photo,
        { bytes: 60_000, width: 640, height: 640 },
      ]),
      // The fixture's logos: SVGs (no pixels to check) and PNGs wide enough for the strip.
      ...launched.clientLogos.map((client): [string, ImageFacts] => [
        client.logo,
        client.logo.endsWith(".svg") ? { bytes: 400 } : { bytes: 6_000, width: 806, height: 160 },
      ]),
      [launched.showreel.mp4, { bytes: 2_500_000 }],
      [launched.showreel.webm, { bytes: 1_800_000 }],
      [launched.showreel.captions, { bytes: 400 }],
      ...Object.values(launched.solutionFilms ?? {}).flatMap((film): [string, ImageFacts][] => [
        [film.poster, { bytes: 90_000, width: 1920, height: 1080 }],
        [film.mp4, { bytes: 1_500_000 }],
      ]),
    ]);

  it("finds nothing when every image is there at a useful size", () => {
    const facts = launchedImages();
    expect(findImageProblems(launched, (file) => facts.get(file))).toEqual([]);
  });

  it("blocks on an image whose file is not in the public folder", () => {
    const facts = launchedImages();
    facts.delete("/events/panel.png");
    expect(findImageProblems(launched, (file) => facts.get(file))).toEqual([
      {
        file: "content/owner.ts",
        field: "eventPhotos.panel",
        what: "No file at public/events/panel.png: add the image there",
        blocking: true,
      },
    ]);
  });

  it("warns on a phone's full-size photo and on one too small for the layout", () => {
    const facts = launchedImages();
    facts.set("/founder.png", { bytes: 6.2 * 1024 * 1024, width: 4032, height: 3024 });
    facts.set("/events/keynote.png", { bytes: 90_000, width: 640, height: 427 });
    const found = findImageProblems(launched, (file) => facts.get(file));
    expect(found.map(({ field, blocking }) => ({ field, blocking }))).toEqual([
      { field: "founder.portrait", blocking: false },
      { field: "eventPhotos.keynote", blocking: false },
    ]);
    expect(found[0]?.what).toMatch(/6\.2 MB.*1000 × 1200 px, 5:6/);
    expect(found[1]?.what).toMatch(/640 px wide: at least 1600 px/);
  });

  it("blocks on a showreel clip that is named but not there, and warns on one too heavy to loop", () => {
    const facts = launchedImages();
    facts.delete(launched.showreel.webm);
    facts.set(launched.showreel.mp4, { bytes: 12 * 1024 * 1024 });
    expect(findImageProblems(launched, (file) => facts.get(file))).toEqual([
      expect.objectContaining({
        field: "showreel.mp4",
        blocking: false,
        what: expect.stringMatching(/12\.0 MB/),
      }),
      expect.objectContaining({ field: "showreel.webm", blocking: true }),
    ]);
    // With no films at all there is nothing to find: the heroes show their still.
    const noFilm = { mp4: "", webm: "", poster: "", description: "", captions: "" };
    const noFilms = { ...launched, showreel: noFilm, solutionFilms: {} };
    expect(findImageProblems(noFilms, (file) => facts.get(file))).toEqual([]);
  });

  it("blocks on a solutions page's film, poster or captions file that is named but not there", () => {
    const facts = launchedImages();
    const msp = launched.solutionFilms?.mspSolutions;
    facts.delete(msp?.poster ?? "");
    facts.delete(msp?.mp4 ?? "");
    facts.delete(launched.showreel.captions);
    expect(findImageProblems(launched, (file) => facts.get(file))).toEqual([
      expect.objectContaining({ field: "solutionFilms.mspSolutions.poster", blocking: true }),
      expect.objectContaining({ field: "showreel.captions", blocking: true }),
      expect.objectContaining({ field: "solutionFilms.mspSolutions.mp4", blocking: true }),
    ]);
  });

  it("checks an owner's video poster against the 16:9 card's size", () => {
    const facts = launchedImages();
    facts.set("/posters/helpdesk-film-parody.png", { bytes: 60_000, width: 640, height: 360 });
    const found = findImageProblems(launched, (file) => facts.get(file));
    expect(found.map(({ field, blocking }) => ({ field, blocking }))).toEqual([
      { field: "videoPosters.helpdeskFilmParody", blocking: false },
    ]);
    expect(found[0]?.what).toMatch(/640 px wide: at least 1280 px.*1280 × 720 px, 16:9/);
  });

  it("finds every image the template ships with in public/, vector artwork with no size to check", () => {
    const facts = (file: string) => (existsSync(`public${file}`) ? { bytes: 1 } : undefined);
    expect(findImageProblems(shipped, facts)).toEqual([]);
  });
});

describe("npm run check:launch", () => {
  // YouTube's image host out of reach, as offline: the check asks it which films get a thumbnail.
  let thumbnailOrigin = "";
  beforeAll(async () => {
    thumbnailOrigin = await closedOrigin();
  });
  const run = (args: string[], siteUrl?: string) => {
    const env = { ...process.env, SITE_URL: siteUrl ?? "", YOUTUBE_THUMBNAIL_ORIGIN: thumbnailOrigin };
    try {
      return {
        code: 0,
        out: execFileSync("npx", ["tsx", "scripts/check-launch.ts", ...args], { env }).toString(),
      };
    } catch (error) {
      const failed = error as { status: number; stdout: Buffer };
      return { code: failed.status, out: failed.stdout.toString() };
    }
  };

  it("fails today with the full list", () => {
    const { code, out } = run([]);
    expect(code).toBe(1);
    const expected = findPlaceholders(shipped, undefined);
    expect(out).toContain(`${expected.filter((item) => item.blocking).length} placeholder(s)`);
    expect(out).toContain(`${expected.filter((item) => !item.blocking).length} warning(s)`);
    for (const item of expected)
      expect(out).toMatch(new RegExp(`^  ${item.field.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `, "m"));
    // The verdict and the first things to fix open the report and close it.
    const lines = out.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^Not ready to launch: .* Fix these first: siteUrl, .*listed below\)\.$/);
    expect(lines.at(-1)).toBe(lines[0]!.replace("listed below", "listed above"));
  }, 90_000);

  it("counts the launched fixture's images as missing where they are not", () => {
    const { code, out } = run(
      ["--owner", "tests/fixtures/owner-launched.ts", "--public", "public"],
      LIVE_URL,
    );
    expect(code).toBe(1);
    expect(out).toContain("No file at public/founder.png");
  }, 90_000);

  it("passes on the launched fixture, its images read from the folder it names and sized to fit", () => {
    const { code, out } = run(["--owner", "tests/fixtures/owner-launched.ts"], LIVE_URL);
    expect(out).toMatch(/^Ready to launch/);
    // Its warnings are its unsourced statistic, saying what a launch shows in its place, the two
    // videos still to come, with the cards a launch leaves out for them, and the films without a
    // running time or a summary, one line each, as every other warning is listed.
    expect(out).toContain(`${findPlaceholders(launched, LIVE_URL).length} warning(s)`);
    expect(out).toMatch(/^ {2}videos\.onboardingExplainer\.duration +Its running time as YouTube shows it/m);
    expect(out).toMatch(/^ {2}videos\.onboardingExplainer\.summary +A few sentences on the film/m);
    expect(out).toMatch(/^ {2}statisticSources\.mspTestimonialRoi\.citation .*proof from your films/m);
    expect(out).toMatch(/^ {2}videos\.manufacturerTestimonial /m);
    expect(out).toMatch(/^ {2}videos\.mspExample4 /m);
    expect(out).toContain("On a launch, 3 card(s) are left out");
    expect(out).toContain("MSP solutions (/msp-solutions/): “Meet the Help Desk Team”");
    // And, for review, the words of the videos it shows, with the file they are written in.
    expect(out).toMatch(/^Read the words of the \d+ video\(s\) a launch shows/m);
    expect(out).toMatch(/^content\/film-words\.ts$/m);
    expect(out).toContain("\n  MSP pricing (/msp-pricing/): “Mission: Uptime, a Film Parody”\n");
    // Every US price a visitor will see, the one the fixture sets and the rest rounded by the rule.
    expect(out).toMatch(/^ {2}usPrices\.essential +Essential package: \$1,250 a month, set by you$/m);
    expect(out).toMatch(
      /^ {2}usPrices\.growth +Growth package: \$3,195 a month, rounded from £2,495 × 1\.27 = \$3,168\.65$/m,
    );
    expect(out.match(/^ {2}usPrices\./gm)).toHaveLength(usPricedItems.length);
    expect(out).toContain("MSP packages “from” on /pricing/: $1,250 a month, the lowest (Essential package)");
    expect(code).toBe(0);
  }, 90_000);
});

describe("npm run check:launch on an owner file with mistakes", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "owner-file-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** content/owner.ts with one edit, in a folder of its own, still reading its types from content/. */
  const ownerWith = (from: string, to: string) => {
    const text = readFileSync("content/owner.ts", "utf8");
    expect(text).toContain(from);
    const file = join(dir, "owner.ts");
    writeFileSync(
      file,
      text.replace(from, to).replace('from "./owner-types"', `from "${resolve("content/owner-types")}"`),
    );
    return file;
  };
  const check = (file: string) => {
    try {
      return {
        code: 0,
        out: execFileSync("npx", ["tsx", "scripts/check-launch.ts", "--owner", file]).toString(),
      };
    } catch (error) {
      const failed = error as { status: number; stdout: Buffer; stderr: Buffer };
      return { code: failed.status, out: failed.stdout.toString() + failed.stderr.toString() };
    }
  };

  it("gives a quote left open as its line and what to write, with no stack trace", () => {
    const file = ownerWith('    name: "Human Channel Studio",', '    name: "Acme Video,');
    const { code, out } = check(file);
    expect(code).toBe(OWNER_FILE_MISTAKES);
    expect(out.trimEnd().split("\n")).toEqual([
      `${relative(process.cwd(), file)} cannot be read yet: one mistake to fix first.`,
      `  ${relative(process.cwd(), file)}, line 21: this text has no closing quote.`,
      '    Write it as: name: "Acme Video",',
    ]);
  }, 60_000);

  it("gives a missing comma, a number where text goes and a misspelt field their lines and fixes", () => {
    const comma = check(ownerWith('    name: "Human Channel Studio",', '    name: "Human Channel Studio"'));
    expect(comma.code).toBe(OWNER_FILE_MISTAKES);
    expect(comma.out).toContain(
      ', line 21: this line needs a comma at its end.\n    Write it as: name: "Human Channel Studio",',
    );
    const kinds = check(ownerWith('    mspNetwork: "1000+",', "    mspNetwork: 1000,"));
    expect(kinds.out).toMatch(
      /, line \d+: `figures\.mspNetwork` must be text in quotes, and here it is a number\.\n {4}Write it as: mspNetwork: "1000",/,
    );
    const spelling = check(ownerWith('    name: "Sarah Whitfield",', '    nmae: "Sarah Whitfield",'));
    expect(spelling.out).toMatch(
      /, line \d+: there is no field `nmae` here: it is spelt `name`\.\n {4}Write it as: name: "Sarah Whitfield",/,
    );
    for (const { out } of [comma, kinds, spelling]) expect(out).not.toMatch(/^\s+at /m);
  }, 120_000);

  it("stops the build before Next runs, with the same lines", () => {
    const file = ownerWith('    name: "Human Channel Studio",', '    name: "Acme Video,');
    const build = spawnSync(process.execPath, ["scripts/build.mjs"], {
      encoding: "utf8",
      env: { ...process.env, OWNER_MODULE: file },
    });
    expect(build.status).toBe(1);
    expect(build.stderr).toContain(
      `, line 21: this text has no closing quote.\n    Write it as: name: "Acme Video",`,
    );
    expect(build.stderr.trimEnd().split("\n").at(-1)).toBe(
      "Build stopped: fix the lines above in the owner file, then build again.",
    );
    expect(build.stdout + build.stderr).not.toMatch(/^\s+at |next build|Creating an optimized/m);
  }, 60_000);
});

describe("the owner guide's launch check table", () => {
  // Prettier pads the guide's columns, so rows are compared cell by cell, not character by character.
  const cells = (table: string) =>
    table
      .split("\n")
      .filter((line) => line.startsWith("|") && !/^\|[\s|:-]+\|$/.test(line))
      .map((line) =>
        line
          .split("|")
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );

  it("is the table the launch check's rules write", () => {
    const guide = readFileSync("docs/owner-guide.md", "utf8");
    const section = guide.split("## What the launch check looks for")[1]?.split("\n## ")[0] ?? "";
    const table = section
      .split("\n")
      .filter((line) => line.startsWith("|"))
      .join("\n");
    expect(cells(table)).toEqual(cells(ownerContentTable()));
  });
});
