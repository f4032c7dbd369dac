import type { APIRequestContext, Page } from "@playwright/test";
import { bookAudit, bookConsultation } from "@/content/calls-to-action";
import { FILM_WORDS } from "@/content/film-words";
import { films } from "@/content/films";
import { navigationCopy } from "@/content/navigation";
import { VIDEO_KEYS, type VideoKey } from "@/content/owner-types";
import { portfolioItems } from "@/content/portfolio";
import { PLAYER_ANSWER_MS } from "@/components/video/player-answer";
import { ROUTES } from "@/lib/routes";
import { clockDuration, durationSeconds, isoDuration } from "@/lib/video-facts";
import { axeViolations } from "./accessibility";
import { fakePlausible, reportsNamed } from "./analytics-provider";
import { expect, rememberCountry, test, LAUNCHED } from "./fixtures";
import { imagesSettled, scrollThrough } from "./helpers";
import { pausedClock } from "./paused-clock";
import { expectImagesLoaded } from "./proof";
import { launchedOwner } from "./launched-owner";
import { problemsAcrossWidths } from "./layout-problems";
import { sitemapProblems } from "./sitemap-schema";
import { AMERICAN, BRITISH, wordsIn, readableText } from "./spelling-check";
import { answerNow, PLAYER, standInForPlayer, standInHeardListening } from "./youtube-stand-in";

/*
 * Every film's own page (/work/<slug>/), on both exports: one per film on the portfolio, each
 * described to search engines (VideoObject, breadcrumb, a sitemap video entry with its content
 * date, its own share card, and the player in the page's HTML), its case study as far as the
 * owner tells it, its running time as m:ss, and the one call to action.
 */

const LIVE = "https://www.northlightfilms.co.uk";

/** The film pages the portfolio's cards link to, in the pre-rendered HTML. */
async function portfolioFilmLinks(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get(ROUTES.portfolio)).text();
  return [...html.matchAll(/<a [^>]*href="(\/work\/[^"]+)"/g)].map((match) => match[1]!);
}

/** The page's JSON-LD blocks. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The page's h1 as a reader sees it (its phrases are spans that keep together). */
const h1Text = (html: string) =>
  decode(
    html
      .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
      ?.replace(/<[^>]+>/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );

const metaContent = (html: string, property: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];

/** The width and height a PNG declares in its header. */
function pngSize(bytes: Buffer): [number, number] {
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/**
 * Each `<url>` of the sitemap with its content date and video entry's fields, by page address;
 * first held to the sitemap and video schemas whole (./sitemap-schema.ts).
 */
async function sitemapEntries(request: APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(sitemapProblems(xml)).toEqual([]);
  return new Map(
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
      const body = match[1]!;
      const field = (name: string) => body.match(new RegExp(`<video:${name}>([^<]*)</video:${name}>`))?.[1];
      return [
        body.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? "",
        {
          lastmod: body.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1],
          videos: (body.match(/<video:video>/g) ?? []).length,
          title: field("title"),
          description: field("description"),
          thumbnail: field("thumbnail_loc"),
          player: field("player_loc"),
          duration: field("duration"),
          published: field("publication_date"),
        },
      ] as const;
    }),
  );
}

/** The page's player frames, as its HTML carries them (before any script). */
const playerFrames = (html: string) => [...html.matchAll(/<iframe [^>]*>/g)].map((match) => match[0]);

/** The text of the page's h2 headings, in order. */
const h2Texts = (html: string) =>
  [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) =>
    decode(
      match[1]!
        .replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    ),
  );

/** The closing band's links: the page's one call to action. */
function closingActions(html: string): { href: string; label: string }[] {
  const band = html.match(/<section[^>]*data-slot="action-band"[\s\S]*?<\/section>/)?.[0] ?? "";
  return [...band.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => ({
    href: match[1]!,
    label: decode(
      match[2]!
        .replace(/<svg[\s\S]*?<\/svg>/g, "")
        .replace(/<[^>]+>/g, "")
        .trim(),
    )!,
  }));
}

/** The page's one call to action: the booking call first, the audit as the secondary offer. */
const ONE_CALL_TO_ACTION = [
  { href: bookConsultation.href, label: bookConsultation.label },
  { href: bookAudit.href, label: bookAudit.label },
];

/** Text as the sitemap writes it inside an element. */
const xml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

const decode = (text: string | undefined) =>
  text
    ?.replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

test("the template links every film on the portfolio to one page of its own, each in the sitemap", async ({
  request,
}) => {
  const links = await portfolioFilmLinks(request);
  const filmsShown = portfolioItems.filter((item) => item.film);
  expect(links).toHaveLength(filmsShown.length);
  expect(new Set(links).size).toBe(links.length);
  const sitemap = await sitemapEntries(request);
  // Fetched together: twenty pages one by one can outlast a test's time on a busy machine.
  const responses = await Promise.all(links.map((link) => request.get(link)));
  for (const [index, link] of links.entries()) {
    await test.step(link, async () => {
      const response = responses[index]!;
      expect(response.status()).toBe(200);
      const html = await response.text();
      const film = films.find((entry) => entry.path === link)!;
      expect(h1Text(html)).toBe(film.title);
      const entry = sitemap.get(new URL(link, "https://www.example.com").href);
      // Still to come: a page to preview, dated by the film pages' own words, but nothing to
      // describe as a video yet, and no player.
      expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry?.videos).toBe(0);
      expect(playerFrames(html)).toEqual([]);
      expect(jsonLd(html).flatMap((data) => (data["@graph"] as { "@type": string }[]) ?? [])).toEqual([
        expect.objectContaining({ "@type": "BreadcrumbList" }),
      ]);
      expect(closingActions(html)).toEqual(ONE_CALL_TO_ACTION);
    });
  }
});

test(
  "every film on the launched portfolio has one page: the player in its HTML, its VideoObject, breadcrumb, share card, running time, case study, one call to action and sitemap entry",
  LAUNCHED,
  async ({ request }) => {
    const links = await portfolioFilmLinks(request);
    const supplied = portfolioItems.filter((item) => item.film && launchedOwner.videos[item.film].id !== "");
    expect(links).toHaveLength(supplied.length);
    expect(new Set(links).size).toBe(links.length);
    const sitemap = await sitemapEntries(request);
    const keyOf = (videoId: string) =>
      VIDEO_KEYS.find((key) => launchedOwner.videos[key].id === videoId) as VideoKey;
    // Three requests a page, nineteen pages: more than the default time on a busy machine.
    test.setTimeout(90_000);
    const pagesHtml = await Promise.all(links.map(async (link) => (await request.get(link)).text()));
    const caseStudies: string[] = [];

    for (const [index, link] of links.entries()) {
      await test.step(link, async () => {
        const html = pagesHtml[index]!;
        const graph = jsonLd(html).flatMap((data) => (data["@graph"] as Record<string, unknown>[]) ?? []);
        const video = graph.find((node) => node["@type"] === "VideoObject")!;
        const videoId = String(video.embedUrl).split("/embed/")[1]!;
        const key = keyOf(videoId);
        const facts = launchedOwner.videos[key];
        const words = FILM_WORDS[key];
        const pageUrl = `${LIVE}${link}`;

        // The page: its title as the h1, canonical, description and a video's link preview.
        expect(h1Text(html)).toBe(words.title);
        expect(html).toContain(`<link rel="canonical" href="${pageUrl}"`);
        expect(decode(metaContent(html, "description"))).toBe(words.description);
        expect(metaContent(html, "og:type")).toBe("video.other");
        expect(metaContent(html, "og:video")).toBe(`https://www.youtube-nocookie.com/embed/${videoId}`);

        // VideoObject: every field search engines ask for, the still on the site's own address.
        const seconds = durationSeconds(facts.duration);
        expect(video).toMatchObject({
          name: words.title,
          description: words.description,
          uploadDate: `${facts.uploadDate}T12:00:00+00:00`,
          embedUrl: `https://www.youtube-nocookie.com/embed/${facts.id}`,
          url: pageUrl,
          publisher: { "@id": `${LIVE}/#organization` },
          ...(seconds && { duration: isoDuration(seconds) }),
        });
        if (!seconds) expect(video).not.toHaveProperty("duration");
        const [thumbnail] = video.thumbnailUrl as string[];
        expect(thumbnail).toMatch(new RegExp(`^${LIVE}/film-stills/[a-z0-9-]+-[0-9a-f]{10}-\\d+\\.webp$`));
        const still = await request.get(thumbnail!.slice(LIVE.length));
        expect([still.status(), still.headers()["content-type"]]).toEqual([200, "image/webp"]);

        // The breadcrumb: Portfolio › the film.
        expect(graph.find((node) => node["@type"] === "BreadcrumbList")?.itemListElement).toEqual([
          { "@type": "ListItem", position: 1, name: "Our Work", item: `${LIVE}/portfolio/` },
          { "@type": "ListItem", position: 2, name: words.title, item: pageUrl },
        ]);

        // Its own share card, drawn from its still and title.
        expect(metaContent(html, "og:image")).toBe(`${pageUrl}share-card.png`);
        const card = await request.get(`${link}share-card.png`);
        expect(card.headers()["content-type"]).toBe("image/png");
        expect(pngSize(await card.body())).toEqual([1200, 630]);

        // The player in the page's HTML, for search engines: the cookie-free player, named, not
        // playing, loaded lazily behind the page's own still.
        const frames = playerFrames(html);
        expect(frames).toHaveLength(1);
        expect(frames[0]).toContain(`src="https://www.youtube-nocookie.com/embed/${facts.id}?enablejsapi=1"`);
        expect(decode(frames[0])).toContain(`title="${words.title} (video player)"`);
        expect(frames[0]).toContain('loading="lazy"');
        expect(frames[0]).not.toContain("autoplay");
        expect(html).not.toMatch(/Play video: /);

        // The running time as a player's clock, with its ISO 8601 duration for machines.
        if (seconds)
          expect(html).toContain(`<time datetime="${isoDuration(seconds)}">${clockDuration(seconds)}</time>`);

        // One call to action, whatever the film: the free consultation, then the audit.
        expect(closingActions(html)).toEqual(ONE_CALL_TO_ACTION);

        // The sitemap's entry for the page: dated the day the film was published, and its video.
        expect(sitemap.get(pageUrl)).toEqual({
          lastmod: facts.uploadDate,
          videos: 1,
          title: xml(words.title),
          description: xml(words.description),
          thumbnail,
          player: `https://www.youtube-nocookie.com/embed/${facts.id}`,
          duration: seconds ? String(seconds) : undefined,
          published: `${facts.uploadDate}T12:00:00+00:00`,
        });

        // Its case study, each part a headed section where the owner gave it, and the quote.
        const headings = h2Texts(html);
        for (const [part, heading] of [
          ["summary", "About the film"],
          ["brief", "The brief"],
          ["approach", "Our approach"],
          ["result", "The result"],
          ["quote", "In the client's words"],
          ["credits", "Credits"],
          ["transcript", "Transcript"],
        ] as const)
          expect(headings.includes(heading), `${heading} on ${link}`).toBe(facts[part] !== undefined);
        if (facts.quote) expect(decode(html)).toContain(facts.quote.text);
        if (facts.result) expect(html).toContain(`>${facts.result.figure}</p>`);
        if (["brief", "approach", "result", "quote"].every((part) => part in facts)) caseStudies.push(link);
      });
    }
    // Four films at least tell their whole story: three headed sections and the client's words.
    expect(caseStudies.length).toBeGreaterThanOrEqual(4);
  },
);

/** Spelling, layout from 320 to 1440px and axe at 390 and 1280px, on the page as loaded. */
async function pageChecks(page: Page, country: "UK" | "US") {
  await test.step("spelling", async () => {
    const text = await readableText(page, country);
    expect(wordsIn(text, country === "US" ? BRITISH : AMERICAN)).toEqual([]);
  });
  await test.step("layout at every width", async () => {
    expect(await problemsAcrossWidths(page)).toEqual([]);
  });
  await test.step("axe at 390 and 1280px", async () => {
    const found: string[] = [];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      found.push(...(await axeViolations(page)).map((violation) => `${width}px ${violation}`));
    }
    expect(found).toEqual([]);
  });
}

for (const country of ["UK", "US"] as const) {
  test(`a film still to come has a page that reads well in ${country} mode, with no player and no request to YouTube`, async ({
    page,
    blockedRequests,
    consoleErrors,
  }) => {
    await rememberCountry(page, country);
    const film = films.find((entry) => entry.key === "northbridgeTestimonial")!;
    await page.goto(film.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(film.title);
    await expect(page.getByText("Coming soon", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Play video:/ })).toHaveCount(0);
    await test.step("the bar and the menu show the page sits under Our Work", async () => {
      const ourWork = (label: string) =>
        page.getByRole("navigation", { name: label }).getByRole("link", { name: "Our Work" });
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(ourWork(navigationCopy.mainNavLabel)).toHaveAttribute("aria-current", "true");
      await page.setViewportSize({ width: 390, height: 800 });
      await page.getByRole("button", { name: navigationCopy.openMenuLabel }).click();
      await expect(ourWork(navigationCopy.mobileNavLabel)).toHaveAttribute("aria-current", "true");
      // Only the breadcrumb's last step is the page itself.
      await expect(page.locator('nav [aria-current="page"]')).toHaveText([film.title]);
      await page.getByRole("button", { name: navigationCopy.closeMenuLabel }).click();
    });
    await pageChecks(page, country);
    await scrollThrough(page);
    await imagesSettled(page);
    expect(blockedRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test.describe("a film's page on a clock the test moves", () => {
  // The page is opened on a paused clock (./paused-clock.ts), which waits for hydration itself.
  test.use({ waitForHydration: false });

  test(
    "a film's page carries the cookie-free player in its HTML, shows the still until the player answers, and tells its case study, with one call to action",
    LAUNCHED,
    async ({ page, blockedRequests, consoleErrors }) => {
      // A player on a slow connection: ready only once the test says so.
      const requested = await standInForPlayer(page, { playsOnPress: true, readyWhenTold: true });
      const reports = await fakePlausible(page);
      const clock = await pausedClock(page);
      await clock.open("/work/co-managed-it-explained-in-90-seconds/");
      const frame = page.locator("main iframe");
      const still = page.locator("main img[data-still]").first();
      await test.step("the film's still, not the frame, until the player answers; an answer late in its time shows the player", async () => {
        await expect
          .poll(() => requested)
          .toEqual(["https://www.youtube-nocookie.com/embed/u8jzPde0Igx?enablejsapi=1"]);
        // The frame has loaded and the page has said it listens; the player is not ready yet.
        await expect.poll(() => standInHeardListening(page)).toBe(true);
        await expect(frame).toBeHidden();
        await expect(still).toBeVisible();
        await clock.runUntil(PLAYER_ANSWER_MS - 500);
        await expect(frame).toBeHidden();
        await expect(still).toBeVisible();
        await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);
        await answerNow(page);
        await expect(frame).toBeVisible();
        await expect(page.locator('[data-player-state="answered"]')).toHaveCount(1);
        // It stays: the answer time has passed, and nothing covers the player.
        await clock.runFor(PLAYER_ANSWER_MS);
        await expect(frame).toBeVisible();
        await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);
        await clock.resume();
      });
      await test.step("the page as loaded", () => pageChecks(page, "UK"));
      await test.step("the player, asked for once, not playing, answering on its channel", async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(frame).toHaveCount(1);
        await expect(frame).toHaveAttribute("title", "Co-Managed IT, Explained in 90 Seconds (video player)");
        expect(requested).toHaveLength(1);
        await expect(page.locator('[data-player-state="answered"]')).toHaveCount(1);
        // No play button of the site's own: the player's is in the frame.
        await expect(page.getByRole("button", { name: /^Play video:/ })).toHaveCount(0);
        // The film's own still, under the frame, is still the page's picture.
        await expect(still).toHaveAttribute("fetchpriority", "high");
        await expect
          .poll(() => still.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        const youtube = page.getByRole("main").getByRole("link", { name: /Watch on YouTube/ });
        await expect(youtube).toHaveAttribute("href", "https://www.youtube.com/watch?v=u8jzPde0Igx");
        await expect(youtube).toHaveAttribute("rel", "noopener noreferrer");
        // What it is: the client, and the running time as the player's clock shows it.
        await expect(page.getByText("Harbourside IT", { exact: true })).toBeVisible();
        await expect(page.locator("main dl time[datetime^=PT]")).toHaveText("1:32");
      });
      await test.step("a play inside YouTube's frame counts as a play, once", async () => {
        const player = page.frameLocator("main iframe");
        await player.getByRole("button", { name: "Play" }).click();
        await expect
          .poll(() => reportsNamed(reports, "Video Played").map((report) => report.p?.video))
          .toEqual(["Co-Managed IT, Explained in 90 Seconds"]);
      });
      await test.step("the case study: headed sections in order, the result's figure, the client's words and face", async () => {
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 2 })).toHaveText([
          "The brief",
          "Our approach",
          "The result",
          "In the client's words",
          "Credits",
          "Transcript",
          "More films like this",
          "Want a film like this for your MSP?",
        ]);
        await expect(main.getByText("20 min", { exact: true })).toBeVisible();
        await expect(main.getByText("saved on every discovery call")).toBeVisible();
        const quote = page.getByRole("region", { name: "In the client's words" });
        await expect(quote.locator("blockquote")).toContainText("the first call starts at pricing");
        await expect(quote).toContainText("Daniel Mercer");
        await expect(quote).toContainText("Managing Director, Harbourside IT");
        // The client's photo, as the build's image step resized it.
        const face = quote.getByRole("img", { name: "Photo of Daniel Mercer" });
        await expect(face).toHaveAttribute("src", /^\/owner-images\/.+\.webp$/);
        // It loads lazily: brought into view, as a reader's scrolling brings it, it must load.
        await expectImagesLoaded(face);
        await expect(main.getByText("Camera and edit").locator("xpath=following-sibling::dd")).toHaveText(
          "Tom Asante",
        );
        await main.getByText("Read the transcript").click();
        await expect(main.getByText(/your own IT people stay in charge/)).toBeVisible();
      });
      await test.step("related films, then the one call to action", async () => {
        const related = page.getByRole("region", { name: "More films like this" }).getByRole("article");
        await expect(related).toHaveCount(3);
        for (const link of await related.getByRole("link").all())
          await expect(link).toHaveAttribute("href", /^\/work\/[a-z0-9-]+\/$/);
        const band = page.getByRole("region", { name: "Want a film like this for your MSP?" });
        const actions = band.getByRole("link");
        await expect(actions).toHaveText([bookConsultation.label, bookAudit.label]);
        await expect(actions.first()).toHaveAttribute("href", bookConsultation.href);
        await expect(actions.last()).toHaveAttribute("href", bookAudit.href);
      });
      // Only the player (stood in for) and the owner's own analytics (this export turns it on) leave the site.
      expect(blockedRequests.filter((url) => !url.startsWith("https://plausible.io/"))).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
  );

  for (const { country, youtube } of [
    { country: "UK", youtube: "answers" },
    { country: "US", youtube: "never answers" },
  ] as const) {
    test(
      `a vendor film's page reads well in ${country} mode: its client, its programme and the same one call to action; the player ${youtube === "answers" ? "shows once it answers" : "that never answers gives way within 8 s of the page's load"}`,
      LAUNCHED,
      async ({ page, consoleErrors }) => {
        if (youtube === "answers") await standInForPlayer(page);
        // A firewall that swallows the request: the frame never loads, as in WebKit for any frame it cannot reach.
        else await page.route(PLAYER, () => {});
        await rememberCountry(page, country);
        const clock = await pausedClock(page);
        // A frame that never answers holds the page's load event: the clock counts from before it.
        await clock.open("/work/channel-partner-summit-90-second-highlights/", {
          waitUntil: youtube === "answers" ? "load" : "domcontentloaded",
        });
        const frame = page.locator("main iframe");
        // Unanswered, the frame is out of sight (a player that answers may have done so already).
        if (youtube === "never answers") await expect(frame).toBeHidden();
        await clock.runUntil(8_000, 500);
        const cover = page.getByRole("main").getByRole("status");
        if (youtube === "answers") {
          await expect(frame).toBeVisible();
          await expect(cover).toHaveCount(0);
        } else {
          await expect(cover.getByRole("link", { name: /Watch on YouTube/ })).toBeVisible();
          await expect(frame).toBeHidden();
          await expect(frame).not.toHaveAttribute("data-frame-loaded");
        }
        await clock.resume();
        await expect(
          page.getByText(country === "US" ? "Program" : "Programme", { exact: true }),
        ).toBeVisible();
        await expect(page.getByText("Sentinel Cloud", { exact: true })).toBeVisible();
        await expect(page.getByText("9 days", { exact: true })).toBeVisible();
        const band = page.getByRole("region", { name: "Want partner stories like this?" });
        await expect(band.getByRole("link")).toHaveText([bookConsultation.label, bookAudit.label]);
        await pageChecks(page, country);
        expect(consoleErrors).toEqual([]);
      },
    );
  }

  test(
    "a film told only in part reads well in US mode, and with YouTube blocked shows its still, never the browser's error frame, then the still and Watch on YouTube within 8 s of the page's load",
    LAUNCHED,
    async ({ page, blockedRequests, consoleErrors }) => {
      // No stand-in: the shared fixture blocks the player's address, as a privacy blocker would.
      await rememberCountry(page, "US");
      const clock = await pausedClock(page);
      await clock.open("/work/from-5-to-50-engineers-a-ceo-interview/");
      await test.step("the blocked frame's error page never shows: the film's still does, for the player's seconds", async () => {
        const frame = page.locator("main iframe");
        // The frame was asked for, refused, and has loaded the browser's error page.
        await expect.poll(() => blockedRequests.some((url) => PLAYER.test(url))).toBe(true);
        await expect(frame).toHaveAttribute("data-frame-loaded");
        await expect(frame).toBeHidden();
        const still = page.locator("main img[data-still]").first();
        await expect(still).toBeVisible();
        // A player has seconds to answer before anything is said about it.
        await clock.runUntil(3_000, 500);
        await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);
        await expect(frame).toBeHidden();
        await expect(still).toBeVisible();
      });
      await test.step("the player that never answers is covered by the film's still and a way to YouTube within 8 s", async () => {
        await clock.runUntil(8_000, 500);
        const cover = page.getByRole("main").getByRole("status");
        await expect(cover).toContainText("couldn't load");
        await expect(page.locator("main iframe")).toBeHidden();
        await expect(cover.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute(
          "href",
          "https://www.youtube.com/watch?v=jAIxNKu8iS2",
        );
        const still = page.locator('[data-player-state="failed"] img');
        await expect
          .poll(() => still.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        await clock.resume();
      });
      await test.step("what the owner gave, and nothing of what they did not", async () => {
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 2 })).toHaveText([
          "About the film",
          "The result",
          "More films like this",
          "Want a film like this for your MSP?",
        ]);
        await expect(main.getByText("12", { exact: true })).toBeVisible();
        await expect(main.locator("dl time[datetime^=PT]")).toHaveText("1:04:12");
        await expect(main.getByText("Brightwater IT", { exact: true })).toBeVisible();
      });
      await pageChecks(page, "US");
      expect(consoleErrors).toEqual([]);
    },
  );
});
