import { PORTFOLIO_CATEGORIES, portfolioCopy, portfolioItems, type PortfolioItem } from "@/content/portfolio";
import { countByCategory, filterItems, parseFilterParam, portfolioItemAction } from "@/lib/portfolio-filter";
import { expect, test, LAUNCHED } from "./fixtures";
import { launchedOwner } from "./launched-owner";
import { imageReport } from "./helpers";
import type { Locator, Page } from "@playwright/test";

const EMPTY = "No videos found for the selected category.";

/** The films the launched export's portfolio shows: those its owner gave an id. */
function launchedFilmCount(films: readonly PortfolioItem[]): number {
  return films.filter((item) => item.film && launchedOwner.videos[item.film].id !== "").length;
}
/** The cards the filter shows (every card is in the page; a filter hides the others). */
const cards = (page: Page) => page.locator("[data-portfolio-item]:visible");
const filterButton = (page: Page, id: string) =>
  page.getByRole("group", { name: "Filter by category" }).locator(`button[data-filter="${id}"]`);

/**
 * Opens the portfolio preset to one category. The export pre-renders "all" and the browser applies
 * `?filter=` as it takes over, so the preset button being pressed is the sign the grid is live.
 */
async function openFiltered(page: Page, category: string) {
  await page.goto(`/portfolio/?filter=${category}`);
  await expect(filterButton(page, category)).toHaveAttribute("aria-pressed", "true");
}

/**
 * What lies under points just inside the edges of a card's image (its corners, clear of the card's
 * rounded clip, and the middle of either side, where a square post leaves a letterbox): whether
 * the image is there, and whether any part of the designed stand-in is there above it.
 */
const underImage = (image: Locator) =>
  image.evaluate((img) => {
    const box = img.getBoundingClientRect();
    const inset = 10;
    const [left, right, top, bottom] = [
      box.left + inset,
      box.right - inset,
      box.top + inset,
      box.bottom - inset,
    ];
    const middle = box.top + box.height / 2;
    const points = [
      [left, top],
      [right, top],
      [left, bottom],
      [right, bottom],
      [left, middle],
      [right, middle],
    ] as const;
    return points.map(([x, y]) => {
      const stack = document.elementsFromPoint(x, y);
      const imageAt = stack.indexOf(img);
      const fallbackAt = stack.findIndex((element) => element.closest("[data-thumbnail-fallback]"));
      return {
        image: imageAt >= 0,
        standInAbove: fallbackAt >= 0 && (imageAt < 0 || fallbackAt < imageAt),
        standInThere: fallbackAt >= 0,
      };
    });
  });

test.describe("portfolio", () => {
  test("shows every filter's own count, and clicking it shows exactly that many items", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/portfolio/");
    const buttons = page.getByRole("group", { name: "Filter by category" }).getByRole("button");
    await expect(buttons).toHaveCount(1 + PORTFOLIO_CATEGORIES.length);
    const counts = countByCategory(
      portfolioItems,
      PORTFOLIO_CATEGORIES.map((category) => category.id),
    );
    for (const id of ["all", ...PORTFOLIO_CATEGORIES.map((category) => category.id)] as const) {
      const button = filterButton(page, id);
      const shown = Number(await button.locator("[data-count]").textContent());
      expect(shown).toBe(counts[id]);
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(cards(page)).toHaveCount(shown);
      if (id !== "all") {
        for (const card of await cards(page).all()) {
          // Each item names its categories under its title (after the client, for a film).
          await expect(card).toContainText(
            PORTFOLIO_CATEGORIES.find((category) => category.id === id)!.label,
          );
        }
      }
      // The filter lives in the page, never in the address.
      await expect(page).toHaveURL(/\/portfolio\/$/);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("presets the filter from ?filter=Interview, singular and capitalised", async ({ page }) => {
    await page.goto("/portfolio/?filter=Interview");
    await expect(filterButton(page, "interviews")).toHaveAttribute("aria-pressed", "true");
    await expect(filterButton(page, "all")).toHaveAttribute("aria-pressed", "false");
    await expect(cards(page)).toHaveCount(filterItems(portfolioItems, ["interviews"]).length);
  });

  test("matches either category for ?filter=explainer,creative", async ({ page }) => {
    await page.goto("/portfolio/?filter=explainer,creative");
    const expected = filterItems(portfolioItems, parseFilterParam("explainer,creative"));
    expect(expected.length).toBeGreaterThan(countByCategory(portfolioItems, ["explainer"]).explainer);
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(filterButton(page, "explainer")).toHaveAttribute("aria-pressed", "true");
    await expect(filterButton(page, "creative")).toHaveAttribute("aria-pressed", "true");
    const ids = await cards(page).evaluateAll((elements) =>
      elements.map((element) => element.getAttribute("data-portfolio-item")),
    );
    expect(ids).toEqual(expected.map((item) => item.id));
  });

  test("shows all the work with a note for a link naming no category, never the empty message, until a press", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/portfolio/?filter=nonsense");
    const note = page.getByText(portfolioCopy.unmatchedNote);
    await expect(note).toBeVisible();
    await expect(page.getByText(EMPTY)).toBeHidden();
    await expect(cards(page)).toHaveCount(portfolioItems.length);
    await expect(filterButton(page, "all")).toHaveAttribute("aria-pressed", "true");
    // A press is the visitor's own choice: the note has said its piece.
    await filterButton(page, "events").click();
    await expect(cards(page)).toHaveCount(filterItems(portfolioItems, ["events"]).length);
    await expect(note).toBeHidden();
    await filterButton(page, "all").click();
    await expect(cards(page)).toHaveCount(portfolioItems.length);
    await expect(note).toBeHidden();
    await expect(page.getByText(EMPTY)).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test("arrives preset from the home page's solutions card", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /See event coverage/ }).click();
    await expect(page).toHaveURL(/\/portfolio\/\?filter=events$/);
    await expect(filterButton(page, "events")).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(filterItems(portfolioItems, ["events"]).length);
  });

  for (const [width, columns] of [
    [390, 1],
    [700, 2],
    [1100, 3],
    // Three at most, so a frame stays large on the widest screens.
    [1440, 3],
  ] as const) {
    test(`lays the grid out in ${columns} column(s) at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/portfolio/");
      const grid = page.locator("[data-portfolio-grid]");
      // Polled: the grid is laid out again when the island takes over the pre-rendered markup.
      await expect
        .poll(() =>
          grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length),
        )
        .toBe(columns);
    });
  }

  test(
    "opens a post's image full screen with a new-tab 'View Original' link, closed by its button",
    LAUNCHED,
    async ({ page, consoleErrors }) => {
      const item = portfolioItems.find((entry) => entry.id === "downtime-thread")!;
      await openFiltered(page, "social");
      const trigger = page.getByRole("button", { name: `View image: ${item.title}` });
      await trigger.click();
      const viewer = page.getByRole("dialog", { name: item.title });
      await expect(viewer).toBeVisible();
      const viewport = page.viewportSize()!;
      // Polled: the viewer zooms in from slightly smaller, then fills the screen.
      await expect
        .poll(() => viewer.boundingBox())
        .toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      const image = viewer.getByRole("img", { name: item.thumbnailAlt });
      await expect(image).toHaveAttribute("src", item.thumbnail ?? "");
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const original = viewer.getByRole("link", { name: /View Original/ });
      await expect(original).toHaveAttribute("href", launchedOwner.posts.downtimeThread);
      await expect(original).toHaveAttribute("target", "_blank");
      await expect(original).toHaveAttribute("rel", "noopener noreferrer");
      await viewer.getByRole("button", { name: "Close image" }).click();
      await expect(viewer).toBeHidden();
      await expect(trigger).toBeFocused();
      expect(consoleErrors).toEqual([]);
    },
  );

  test("opens an event photo story in the image viewer too, from the keyboard, its frame ringed while its button has focus", async ({
    page,
  }) => {
    await openFiltered(page, "events");
    const trigger = page.getByRole("button", { name: "View image: Partner awards night" });
    await trigger.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(trigger).toBeFocused();
    await expect(trigger.locator("xpath=ancestor::article[1]")).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Partner awards night" })).toBeVisible();
  });

  test("opens video items in the player", LAUNCHED, async ({ page }) => {
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>ok</p>" }),
    );
    await openFiltered(page, "creative");
    await page.getByRole("button", { name: "Play video: Patch Tuesday: The Musical" }).click();
    const dialog = page.getByRole("dialog", { name: "Patch Tuesday: The Musical" });
    await expect(dialog.locator("iframe")).toHaveAttribute(
      "src",
      /youtube-nocookie\.com\/embed\/L7DxtpYlSXp\?autoplay=1/,
    );
  });

  test(
    "links every film's card to its own page in the pre-rendered HTML, once",
    LAUNCHED,
    async ({ request }) => {
      const html = await (await request.get("/portfolio/")).text();
      const films = portfolioItems.filter((item) => item.film);
      const links = [...html.matchAll(/<a [^>]*href="(\/work\/[^"]+)"/g)].map((match) => match[1]);
      // One link per film card on the launched portfolio, each to a page of its own.
      const shown = launchedFilmCount(films);
      expect(links).toHaveLength(shown);
      expect(new Set(links).size).toBe(shown);
    },
  );

  test("leaves a text post with no image or video inert and not clickable-looking", async ({ page }) => {
    const inert = portfolioItems.filter((item) => portfolioItemAction(item) === "none");
    expect(inert).toHaveLength(1);
    await openFiltered(page, "social");
    const card = page.locator(`[data-portfolio-item="${inert[0]!.id}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByRole("button")).toHaveCount(0);
    await expect(card.getByRole("link")).toHaveCount(0);
    expect(await card.evaluate((element) => getComputedStyle(element).cursor)).toBe("auto");
    await card.click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Interactive cards, by contrast, carry a button.
    await expect(
      page.locator('[data-portfolio-item][data-action="image"]:visible').first().getByRole("button"),
    ).toHaveCount(1);
  });

  for (const width of [390, 1280]) {
    test(`hides a post's stand-in once its artwork is in, so no title shows around the image, at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/portfolio/?filter=social,events");
      await expect(filterButton(page, "events")).toHaveAttribute("aria-pressed", "true");
      const posts = page.locator('[data-portfolio-item][data-action="image"]:visible');
      const expected: PortfolioItem[] = filterItems(portfolioItems, ["social", "events"]).filter(
        (item) => portfolioItemAction(item) === "image",
      );
      await expect(posts).toHaveCount(expected.length);
      for (const item of expected) {
        const card = page.locator(`[data-portfolio-item="${item.id}"]`);
        await card.scrollIntoViewIfNeeded();
        const image = card.getByRole("img", { name: item.thumbnailAlt });
        await expect(image).toHaveAttribute("data-thumbnail-state", "loaded");
        await expect(image).toHaveCSS("opacity", "1");
        const standIn = card.locator("[data-thumbnail-fallback]");
        // Hidden, not just painted over: out of the page's hit-testing and invisible to the eye.
        await expect(standIn).toHaveCSS("visibility", "hidden");
        await expect(standIn).toBeHidden();
        const points = await underImage(image);
        expect(points).toEqual(points.map(() => ({ image: true, standInAbove: false, standInThere: false })));
      }
    });
  }

  test("shows a designed stand-in, with the network and without repeating the title, when a post's artwork cannot load", async ({
    page,
  }) => {
    await page.route(/\/artwork\/social-[^/]*\.svg$/, (route) => route.abort());
    await openFiltered(page, "social");
    const item = portfolioItems.find((entry) => entry.id === "outgrown-it")!;
    const card = page.locator(`[data-portfolio-item="${item.id}"]`);
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator("[data-post-thumbnail]")).toHaveAttribute("data-post-thumbnail", "failed");
    // No broken image is left behind: the stand-in takes its place.
    await expect(card.getByRole("img")).toHaveCount(0);
    expect((await imageReport(page)).broken).toEqual([]);
    const standIn = card.locator("[data-thumbnail-fallback]");
    await expect(standIn).toBeVisible();
    await expect(standIn).toHaveText("LinkedIn");
    // The card names the post once, in its heading below the picture.
    await expect(card.getByText(item.title)).toHaveCount(1);
    await expect(card.getByRole("heading", { name: item.title })).toBeVisible();
    // The card still reads as the post it is, and still opens.
    await expect(card.getByRole("button", { name: `View image: ${item.title}` })).toBeVisible();
  });

  test("every card names its work once, in a heading shown whole; only the first card's still loads at once, and a card is laid out only near the screen, at 1280px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/portfolio/");
    await expect(cards(page)).toHaveCount(portfolioItems.length);
    // The first still is a phone's largest paint: asked for at once and first, never lazily.
    const stills = await page
      .locator("[data-portfolio-item] img.film-still-img")
      .evaluateAll((images) =>
        images.map((image) => [image.getAttribute("loading"), image.getAttribute("fetchpriority")]),
      );
    expect(stills.length).toBeGreaterThan(1);
    expect(stills).toEqual(stills.map((_, index) => (index === 0 ? ["eager", "high"] : ["lazy", null])));
    // Laid out: not skipped by the grid's content-visibility (rendered once near the screen).
    const laidOut = (card: Locator) =>
      card.evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    const first = page.locator("[data-portfolio-item]").first();
    const last = page.locator("[data-portfolio-item]").last();
    expect([await laidOut(first), await laidOut(last)]).toEqual([true, false]);
    for (const item of portfolioItems) {
      const card = page.locator(`[data-portfolio-item="${item.id}"]`);
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => laidOut(card)).toBe(true);
      // The title's words appear once in the card (its picture, coming soon or not, has none).
      const text = await card.evaluate((element) => (element as HTMLElement).innerText);
      expect(text.split(item.title).length - 1).toBe(1);
      const heading = card.getByRole("heading", { name: item.title });
      // Not cut off: the heading's box holds all of its lines.
      expect(
        await heading.evaluate(
          (element) =>
            element.scrollHeight <= element.clientHeight + 1 &&
            element.scrollWidth <= element.clientWidth + 1,
        ),
      ).toBe(true);
    }
  });

  test("shows a text post's own words on its card, as a post on its network", async ({ page }) => {
    const item = portfolioItems.find((entry) => entry.id === "event-countdown")!;
    expect(item.excerpt).toBeTruthy();
    await openFiltered(page, "social");
    const face = page.locator(`[data-portfolio-item="${item.id}"] [data-text-post]`);
    await expect(face).toContainText("Text post · X");
    const words = face.getByText(item.excerpt!);
    await expect(words).toBeVisible();
    // Set in full inside the card's picture, at every column width the grid uses.
    for (const width of [390, 700, 1100, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const fits = await words.evaluate((element) => {
        const panel = element.closest("[data-text-post]")!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return box.bottom <= panel.bottom && box.right <= panel.right;
      });
      expect(fits).toBe(true);
    }
  });

  test(
    "a film's still is the site's own file, filling its picture edge to edge",
    LAUNCHED,
    async ({ page }) => {
      await openFiltered(page, "testimonial");
      const card = page.locator('[data-portfolio-item][data-action="video"]:visible').first();
      await card.scrollIntoViewIfNeeded();
      const image = card.locator("img[data-still]");
      await expect(image).toHaveAttribute("src", /^\/film-stills\/[a-z0-9-]+-[0-9a-f]{10}-\d+\.webp$/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const points = await underImage(image);
      expect(points.every((point) => point.image && !point.standInAbove)).toBe(true);
    },
  );
});
