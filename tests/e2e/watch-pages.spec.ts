import type { APIRequestContext, Page } from "@playwright/test";
import { FILM_WORDS } from "@/content/film-words";
import { films } from "@/content/films";
import { navigationCopy } from "@/content/navigation";
import { VIDEO_KEYS, type VideoKey } from "@/content/owner-types";
import { portfolioItems } from "@/content/portfolio";
import { ROUTES } from "@/lib/routes";
import { durationSeconds, isoDuration } from "@/lib/video-facts";
import { axeViolations } from "./accessibility";
import { expect, rememberCountry, test, LAUNCHED } from "./fixtures";
import { imagesSettled, scrollThrough } from "./helpers";
import { launchedOwner } from "./launched-owner";
import { problemsAcrossWidths } from "./layout-problems";
import { AMERICAN, BRITISH, wordsIn, readableText } from "./spelling-check";
import { standInForPlayer } from "./youtube-stand-in";

/*
 * Every film's own page (/work/<slug>/), on both exports: one per film on the portfolio, each
 * described to search engines (VideoObject, breadcrumb, a sitemap video entry, its own share card),
 * a player that asks YouTube nothing until play, and a booking call that fits the film.
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

/** Each `<url>` of the sitemap with its video entry's fields, by page address. */
async function sitemapEntries(request: APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  return new Map(
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
      const body = match[1]!;
      const field = (name: string) => body.match(new RegExp(`<video:${name}>([^<]*)</video:${name}>`))?.[1];
      return [
        body.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? "",
        {
          videos: (body.match(/<video:video>/g) ?? []).length,
          title: field("title"),
          description: field("description"),
          thumbnail: field("thumbnail_loc"),
          player: field("player_loc"),
        },
      ] as const;
    }),
  );
}

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
      expect(sitemap.has(new URL(link, "https://www.example.com").href)).toBe(true);
      // Still to come: a page to preview, but nothing to describe as a video yet.
      expect(sitemap.get(new URL(link, "https://www.example.com").href)?.videos).toBe(0);
      expect(jsonLd(html).flatMap((data) => (data["@graph"] as { "@type": string }[]) ?? [])).toEqual([
        expect.objectContaining({ "@type": "BreadcrumbList" }),
      ]);
    });
  }
});

test(
  "every film on the launched portfolio has one page: its VideoObject, breadcrumb, share card, booking call and sitemap entry",
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
          uploadDate: facts.uploadDate,
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

        // A booking call that fits the film: the audit for an MSP, the channel call for a vendor.
        expect(html).toContain(
          words.audience === "msp" ? `href="${ROUTES.bookAudit}"` : `href="${ROUTES.contact}"`,
        );

        // The sitemap's video entry for the page.
        expect(sitemap.get(pageUrl)).toEqual({
          videos: 1,
          title: xml(words.title),
          description: xml(words.description),
          thumbnail,
          player: `https://www.youtube-nocookie.com/embed/${facts.id}`,
        });
      });
    }
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

test(
  "a film's page asks no one else for anything until play, then starts the cookie-free player",
  LAUNCHED,
  async ({ page, blockedRequests, consoleErrors }) => {
    const requested = await standInForPlayer(page);
    await page.goto("/work/northbridge-it-onboarding-time-cut-in-half/");
    await test.step("the page as loaded", () => pageChecks(page, "UK"));
    await test.step("its still, words and related films, with nothing asked of anyone else", async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await scrollThrough(page);
      await imagesSettled(page);
      // Only the owner's own analytics, which this export turns on, ever leaves the site.
      expect(blockedRequests.filter((url) => !url.startsWith("https://plausible.io/"))).toEqual([]);
      expect(requested).toEqual([]);
      const still = page.locator("main img[data-still]").first();
      await expect(still).toHaveAttribute("fetchpriority", "high");
      await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByText("Client", { exact: true })).toBeVisible();
      await expect(page.getByText("Northbridge IT", { exact: true })).toBeVisible();
      // The owner's transcript, behind its own control.
      await page.getByText("Read the Transcript").click();
      await expect(page.getByText(/single welcome call/)).toBeVisible();
      const related = page.getByRole("region", { name: "More Films Like This" }).getByRole("article");
      await expect(related).toHaveCount(3);
      // Same category first: the next testimonial.
      await expect(related.first()).toContainText("Testimonials");
      for (const link of await related.getByRole("link").all())
        await expect(link).toHaveAttribute("href", /^\/work\/[a-z0-9-]+\/$/);
      await expect(page.getByRole("link", { name: "Book a Video Content Audit" })).toHaveAttribute(
        "href",
        ROUTES.bookAudit,
      );
    });
    await test.step("play: the player in the still's place, focus on it, YouTube beside it", async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      const youtube = page.getByRole("main").getByRole("link", { name: /Watch on YouTube/ });
      await expect(youtube).toHaveAttribute("href", "https://www.youtube.com/watch?v=8DwkNhFdnXs");
      await expect(youtube).toHaveAttribute("target", "_blank");
      await expect(youtube).toHaveAttribute("rel", "noopener noreferrer");
      await page
        .getByRole("button", { name: "Play video: Northbridge IT: Onboarding Time Cut in Half" })
        .press("Enter");
      const region = page.getByRole("region", { name: /video player/ });
      await expect(region).toBeFocused();
      await expect(region.locator("iframe")).toHaveAttribute(
        "src",
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/8DwkNhFdnXs\?autoplay=1&enablejsapi=1&origin=/,
      );
      await expect.poll(() => requested.length).toBe(1);
      await expect(region.locator('[data-player-state="answered"]')).toHaveCount(1);
    });
    expect(consoleErrors).toEqual([]);
  },
);

for (const country of ["UK", "US"] as const) {
  test(
    `a vendor film's page reads well in ${country} mode and offers the vendor's path`,
    LAUNCHED,
    async ({ page, consoleErrors }) => {
      await rememberCountry(page, country);
      await page.goto("/work/channel-partner-summit-90-second-highlights/");
      await expect(page.getByText(country === "US" ? "Program" : "Programme", { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Book a Channel Strategy Call" })).toHaveAttribute(
        "href",
        ROUTES.contact,
      );
      await expect(page.getByRole("link", { name: "See Vendor Packages" })).toHaveAttribute(
        "href",
        ROUTES.vendorPricing,
      );
      await pageChecks(page, country);
      expect(consoleErrors).toEqual([]);
    },
  );
}
