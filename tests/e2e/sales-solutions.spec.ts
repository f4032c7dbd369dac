import type { Locator, Page } from "@playwright/test";
import { clientLogos, clientStrip } from "@/content/clients";
import { FILM_WORDS } from "@/content/film-words";
import { caseFilmCopy } from "@/content/case-films";
import { filmFor } from "@/content/films";
import {
  mspBenefits,
  mspExampleVideos,
  mspNextSteps,
  mspProblems,
  mspStatisticCopy,
  mspStatistics,
  mspTabs,
} from "@/content/msp-solutions";
import {
  vendorCtaBanner,
  vendorExampleVideos,
  vendorGallery,
  vendorProblems,
  vendorStatisticCopy,
  vendorStatistics,
  vendorTabs,
} from "@/content/vendor-solutions";
import { SITE_PATHS } from "@/content/site-paths";
import { mspCaseFilms, vendorCaseFilms } from "@/content/solution-films";
import { filmSlug } from "@/lib/film-slug";
import { ROUTES } from "@/lib/routes";
import { expect, rememberCountry, test, LAUNCHED } from "./fixtures";
import { mainText } from "./helpers";
import { launchedOwner, leftOutOnLaunch } from "./launched-owner";
import { expectImagesLoaded, expectSquareResizedFace, imageSources } from "./proof";

const solutionPages = [
  {
    path: ROUTES.mspSolutions,
    cases: mspCaseFilms,
    problems: mspProblems,
    tabs: mspTabs,
    examples: mspExampleVideos,
    statistics: {
      heading: mspStatistics.heading,
      copy: mspStatisticCopy,
      sources: ["mspCompetition", "mspColdEmail", "mspTestimonialRoi"],
    },
    client: "mspDirector",
    closing: mspNextSteps.heading,
  },
  {
    path: ROUTES.vendorSolutions,
    cases: vendorCaseFilms,
    problems: vendorProblems,
    tabs: vendorTabs,
    examples: vendorExampleVideos,
    statistics: {
      heading: vendorStatistics.heading,
      copy: vendorStatisticCopy,
      sources: ["vendorUnderperform", "vendorOnboarding", "vendorPartnerValue"],
    },
    client: "vendorChannelLead",
    closing: vendorCtaBanner.heading,
  },
] as const;

/** The owner's logos, each named by its client: raster ones resized by the build, SVGs as they are. */
async function expectOwnersLogos(page: Page) {
  const strip = page.getByRole("region", { name: clientStrip.label });
  const logos = strip.getByRole("img");
  const shown = await imageSources(logos);
  expect(shown.map((logo) => logo.alt)).toEqual(launchedOwner.clientLogos.map((client) => client.name));
  launchedOwner.clientLogos.forEach((client, index) => {
    const src = shown[index]?.src ?? "";
    if (client.logo.endsWith(".svg")) expect(src).toBe(client.logo);
    else expect(src).toMatch(/^\/owner-images\/clients-[a-z-]+-[0-9a-f]{10}-\d+\.webp$/);
  });
  await expectImagesLoaded(logos);
}

function tab(page: Page, name: string) {
  return page.getByRole("tab", { name, exact: true });
}

async function expectSelected(page: Page, name: string) {
  await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
  await expect(tab(page, name)).toHaveAttribute("tabindex", "0");
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
  await expect(page.getByRole("tabpanel")).toHaveAccessibleName(name);
}

type TabSet = (typeof solutionPages)[number]["tabs"];

/** Walks the tabs with the arrow keys, Home and End, from the default (first) tab selected. */
async function expectArrowKeysMoveBetweenTabs(page: Page, tabs: TabSet) {
  const [first, second, third] = tabs.tabs;
  await tab(page, first.label).focus();
  await page.keyboard.press("ArrowRight");
  await expectSelected(page, second.label);
  await expect(tab(page, second.label)).toBeFocused();
  await page.keyboard.press("End");
  await expectSelected(page, third.label);
  await expect(tab(page, third.label)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expectSelected(page, first.label);
  await page.keyboard.press("ArrowLeft");
  await expectSelected(page, third.label);
  await page.keyboard.press("Home");
  await expectSelected(page, first.label);
  await expect(tab(page, first.label)).toBeFocused();
  // Only the selected tab sits in the Tab order; the next stop is its panel.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel")).toBeFocused();
}

/** The films a launch leads a solutions page with: its candidates with an id, a result and a quote. */
function launchedCases(cases: (typeof solutionPages)[number]["cases"]) {
  return cases.candidates
    .filter((key) => {
      const video = launchedOwner.videos[key];
      return video.id !== "" && video.result && video.quote;
    })
    .slice(0, cases.count);
}

/** The top of `locator` on the page. */
async function topOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not laid out");
  return box.y;
}

for (const { path, cases, problems, tabs, examples, statistics, client, closing } of solutionPages) {
  const [first, second, third] = tabs.tabs;

  test.describe(`${path} tabs`, () => {
    test(
      "selects the default tab with its what-you-get list and one live example, shows the owner's example videos, and switches panel on a click",
      LAUNCHED,
      async ({ page }) => {
        await page.goto(path);

        await test.step("selects the default tab with its what-you-get list and one live example", async () => {
          await expect(page.getByRole("tablist", { name: tabs.label })).toBeVisible();
          await expect(page.getByRole("tab")).toHaveText(tabs.tabs.map((item) => item.label));
          const selected = tabs.tabs.find((item) => item.id === tabs.defaultId);
          expect(selected).toBe(first);
          await expectSelected(page, first.label);
          const panel = page.getByRole("tabpanel");
          await expect(panel.getByRole("heading", { name: "What you get" })).toBeVisible();
          await expect(panel.getByRole("listitem").filter({ hasText: first.whatYouGet[0] })).toBeVisible();
          await expect(panel.getByRole("article")).toHaveCount(1);
          await expect(
            panel.getByRole("button", { name: `Play video: ${first.video.title}`, exact: true }),
          ).toBeVisible();
        });

        await test.step("shows the owner's clients' logos, each named by its client", () =>
          expectOwnersLogos(page));

        await test.step("leads, before the statistics, with its case films: each film playable, its client, its result figure and the client's words", async () => {
          const section = page.getByRole("region", { name: cases.heading });
          const expected = launchedCases(cases);
          expect(expected).toHaveLength(path === ROUTES.mspSolutions ? 3 : 2);
          const films = section.locator("[data-case-film]");
          await expect(films).toHaveCount(expected.length);
          for (const [index, key] of expected.entries()) {
            const { client: name, result, quote } = launchedOwner.videos[key];
            const title = FILM_WORDS[key].title;
            const film = films.nth(index);
            await expect(film).toHaveAttribute("data-case-film", filmFor(key)?.slug ?? "");
            await expect(
              film.getByRole("button", { name: `Play video: ${title}`, exact: true }),
            ).toBeVisible();
            await expect(film).toContainText(`${caseFilmCopy.clientLabel}: ${name}`);
            await expect(film).toContainText(
              `${caseFilmCopy.resultLabel}: ${result?.figure}${result?.label}`,
            );
            await expect(film.locator("blockquote")).toHaveText(quote?.text ?? "");
            await expect(film.locator("figcaption")).toContainText(quote?.name ?? "");
          }
          const statisticsBand = page.getByRole("region", { name: statistics.heading });
          expect(await topOf(section)).toBeLessThan(await topOf(statisticsBand));
        });

        await test.step("keeps the four problems the product specifies", () =>
          expect(page.getByRole("region", { name: problems.heading }).getByRole("listitem")).toHaveCount(4));

        if (path === ROUTES.mspSolutions)
          await test.step("shows each of the six benefits through a 16:9 frame of the film its content names, with no icon", async () => {
            const section = page.getByRole("region", { name: mspBenefits.heading });
            const cards = section.locator("[data-benefit-film]");
            await expect(cards).toHaveCount(6);
            for (const [index, benefit] of mspBenefits.cards.entries()) {
              const card = cards.nth(index);
              await expect(card).toHaveAttribute("data-benefit-film", benefit.film);
              await expect(card.getByRole("heading", { name: benefit.title, exact: true })).toHaveCount(1);
              await expect(card).toContainText(benefit.body);
              const still = card.locator("img[data-still]");
              const title = FILM_WORDS[benefit.film].title;
              await expect(still).toHaveAttribute(
                "src",
                new RegExp(`^/film-stills/${filmSlug(title)}-[0-9a-f]{10}-\\d+\\.webp$`),
              );
              await expectImagesLoaded(still);
              const box = await still.boundingBox();
              expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);
              // Each frame names its film, linked to the film's page where the launch has one.
              const link = card.getByRole("link", { name: title, exact: true });
              if (launchedOwner.videos[benefit.film].id)
                await expect(link).toHaveAttribute("href", filmFor(benefit.film)?.path ?? "");
              else await expect(link).toHaveCount(0);
            }
            await expect(cards.locator("svg")).toHaveCount(0);
          });

        await test.step("cites the owner's source under each statistic, linked when it has an address, and shows proof from a film it has in place of one without", async () => {
          const band = page.getByRole("region", { name: statistics.heading });
          const figures = band.getByRole("listitem");
          await expect(figures).toHaveCount(statistics.sources.length);
          // The launched owner leaves one MSP statistic unsourced, so that page shows the proof.
          const unsourced = statistics.sources.filter((key) => !launchedOwner.statisticSources[key].citation);
          expect(unsourced.length).toBe(path === ROUTES.mspSolutions ? 1 : 0);
          for (const [index, key] of statistics.sources.entries()) {
            const { citation, url } = launchedOwner.statisticSources[key];
            const written = statistics.copy.items[index]!;
            const figure = figures.nth(index);
            if (citation) {
              await expect(figure).toHaveAttribute("data-figure", "statistic");
              await expect(figure).toContainText(`Source: ${citation}`);
              if (url)
                await expect(figure.getByRole("link", { name: new RegExp(`^${citation}`) })).toHaveAttribute(
                  "href",
                  url,
                );
              else await expect(figure.getByRole("link")).toHaveCount(0);
              continue;
            }
            // The statistic's own words are nowhere on the page; the studio's figure takes its slot.
            await expect(band).not.toContainText(written.label);
            await expect(figure).toHaveAttribute("data-figure", "proof");
            await expect(figure.locator("p").first()).toHaveText(written.proof.value);
            await expect(figure).toContainText(written.proof.label);
            await expect(figure).not.toContainText("Source:");
            // Linked to the first of its films the owner has supplied, whose page the launch has:
            // the fixture has no id for the first, so the link proves the fall-back to the next.
            const film = written.proof.films.find((video) => launchedOwner.videos[video].id !== "");
            if (!film) throw new Error(`the launched owner has none of ${key}'s films`);
            expect(film).not.toBe(written.proof.films[0]);
            const link = figure.getByRole("link", { name: FILM_WORDS[film].title, exact: true });
            const href = filmFor(film)?.path ?? "";
            await expect(link).toHaveAttribute("href", href);
            expect((await page.request.get(href)).status()).toBe(200);
          }
        });

        await test.step("puts the client's face, name and company beside their words", async () => {
          const { name, company } = launchedOwner.testimonials[client];
          const quote = page.locator(`[data-proof-quote="${client}"]`);
          await expect(quote).toContainText(`${name}`);
          await expect(quote).toContainText(company);
          await expectSquareResizedFace(quote.getByRole("img", { name: new RegExp(name) }));
        });

        await test.step("closes with the founder's face and name beside the last call to action", async () => {
          const band = page.getByRole("region", { name: closing });
          await expect(band).toContainText(launchedOwner.founder.name);
          await expectSquareResizedFace(band.getByRole("img", { name: launchedOwner.founder.portraitAlt }));
        });

        await test.step("shows the example videos its owner supplied, each with a play button", async () => {
          const section = page.getByRole("region", { name: examples.heading });
          // The launched owner has not supplied one MSP example: a launch leaves its card out.
          const left = leftOutOnLaunch(path);
          const shown = examples.videos.filter((video) => !left.has(video.title));
          expect(shown).toHaveLength(path === ROUTES.mspSolutions ? 5 : 6);
          await expect(section.getByRole("article")).toHaveCount(shown.length);
          for (const video of shown) {
            await expect(
              section.getByRole("button", { name: `Play video: ${video.title}`, exact: true }),
            ).toBeVisible();
          }
        });

        // It changes the selected tab, so it comes after the steps that read the default.
        await test.step("switches panel when another tab is clicked", async () => {
          await tab(page, second.label).click();
          await expectSelected(page, second.label);
          await expect(
            page.getByRole("button", { name: `Play video: ${second.video.title}`, exact: true }),
          ).toBeVisible();
          await expect(
            page.getByRole("button", { name: `Play video: ${first.video.title}`, exact: true }),
          ).toBeHidden();
          await tab(page, third.label).click();
          await expectSelected(page, third.label);
          await expect(page.getByRole("heading", { name: third.heading })).toBeVisible();
        });
      },
    );
  });
}

/**
 * Follows the link named `name` from /msp-solutions, scrolled far down, and proves the page opens
 * at its top (docs/product.md §9): every link loads its page's document, which starts at the top,
 * however far down the link was. It leaves the page, so it comes last.
 */
async function expectOpensAndScrollsToTop(page: Page, name: string, destination: string) {
  await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
  const link = page.getByRole("link", { name, exact: true });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await link.click();
  await expect(page).toHaveURL(destination);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // A new document, not this one re-rendered, and at its top.
  expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/** Proves `link` points at `destination`, then follows it there; it leaves the page, so it comes last. */
async function expectLeadsTo(page: Page, name: string, destination: string) {
  const link = page.getByRole("link", { name, exact: true });
  await expect(link).toHaveAttribute("href", destination);
  await link.click();
  await expect(page).toHaveURL(destination);
}

test.describe("/msp-solutions", () => {
  test(`shows the three statistics, moves between tabs with the keys, and 'See Our Full Portfolio' opens ${ROUTES.portfolio} scrolled to its top`, async ({
    page,
  }) => {
    await page.goto(ROUTES.mspSolutions);

    await test.step("shows the three statistics", async () => {
      for (const figure of ["60%", "95%", "72%"])
        await expect(page.getByText(figure, { exact: true })).toBeVisible();
      await expect(page.getByText("of MSPs cite competition as the biggest threat")).toBeVisible();
      await expect(page.getByText("of cold emails fail")).toBeVisible();
      await expect(page.getByText("ROI improvement with video testimonials")).toBeVisible();
      // The template has no sources to give, so none is cited; a preview still shows all three.
      const band = page.getByRole("region", { name: mspStatistics.heading });
      await expect(band).not.toContainText("Source:");
      await expect(band.locator('[data-figure="statistic"]')).toHaveCount(3);
    });

    await test.step("leads with three films even though the template gives no case study: no figure or quote is made up", async () => {
      const films = page.getByRole("region", { name: mspCaseFilms.heading }).locator("[data-case-film]");
      await expect(films).toHaveCount(3);
      for (const [index, key] of mspCaseFilms.candidates.slice(0, 3).entries()) {
        const film = films.nth(index);
        await expect(film).toHaveAttribute("data-case-film", filmFor(key)?.slug ?? "");
        // Without a result, the film's own line says what it is.
        await expect(film).toContainText(FILM_WORDS[key].description);
        await expect(film).not.toContainText(`${caseFilmCopy.resultLabel}:`);
        await expect(film.locator("blockquote")).toHaveCount(0);
      }
    });

    await test.step("shows the template's stand-in logos, each named by its made-up client", async () => {
      const logos = page.getByRole("region", { name: clientStrip.label }).getByRole("img");
      expect(await imageSources(logos)).toEqual(
        clientLogos.map((client) => ({ alt: client.name, src: client.logo })),
      );
      for (const client of clientLogos) expect(client.logo).toMatch(/^\/artwork\/stand-in-client-logo-/);
      await expectImagesLoaded(logos);
    });

    await test.step("moves between tabs with the arrow keys, Home and End", () =>
      expectArrowKeysMoveBetweenTabs(page, mspTabs));

    await test.step(`'See Our Full Portfolio' opens ${ROUTES.portfolio} and scrolls to its top 100 ms after the click`, () =>
      expectOpensAndScrollsToTop(page, "See Our Full Portfolio", ROUTES.portfolio));
  });

  test(`'View MSP Pricing Examples' opens ${ROUTES.mspPricing} and scrolls to its top 100 ms after the click`, async ({
    page,
  }) => {
    await page.goto(ROUTES.mspSolutions);
    await expectOpensAndScrollsToTop(page, "View MSP Pricing Examples", ROUTES.mspPricing);
  });
});

test.describe("/vendor-solutions", () => {
  test(`shows the three statistics in pounds in the UK, moves between tabs with the keys, opens and closes each event photo, and 'See Our Full Portfolio' leads to ${ROUTES.portfolio}`, async ({
    page,
  }) => {
    await page.goto(ROUTES.vendorSolutions);

    await test.step("shows the three statistics with the partner value in pounds in the UK", async () => {
      for (const figure of ["85%", "18 months", "£100k+"])
        await expect(page.getByText(figure, { exact: true })).toBeVisible();
      await expect(page.getByText("$125k+", { exact: true })).toBeHidden();
      await expect(page.getByText("of channel programmes underperform")).toBeVisible();
      await expect(page.getByText("average partner onboarding")).toBeVisible();
      await expect(page.getByText("annual value per productive partner")).toBeVisible();
    });

    await test.step("keeps each big figure on one line from a phone to a desktop, and every figure a launch may show in its place", async () => {
      // A launch shows film proof in an unsourced statistic's slot: each page's proof figures are
      // tried in every slot here, the narrowest (the middle one) included.
      const proofs = [...mspStatisticCopy.items, ...vendorStatisticCopy.items].map(
        (item) => item.proof.value,
      );
      for (const width of [320, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const lines = await page.locator("[data-statistic] > p:first-child").evaluateAll(
          (figures, values) =>
            figures.map((figure) => {
              const count = () => {
                const range = document.createRange();
                range.selectNodeContents(figure);
                return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
              };
              const shown = figure.innerHTML;
              const counts = [count()];
              for (const value of values) {
                figure.textContent = value;
                counts.push(count());
              }
              figure.innerHTML = shown;
              return Math.max(...counts);
            }),
          proofs,
        );
        expect(lines, `lines per figure at ${width}px`).toEqual([1, 1, 1]);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step("moves between tabs with the arrow keys, Home and End", () =>
      expectArrowKeysMoveBetweenTabs(page, vendorTabs));

    await test.step("opens each event photo larger and closes it with the button or Escape", async () => {
      const gallery = page.getByRole("region", { name: vendorGallery.heading });
      const thumbnails = gallery.getByRole("button", { name: new RegExp(`^${vendorGallery.openLabel}: `) });
      await expect(thumbnails).toHaveCount(12);
      for (const photo of vendorGallery.photos) {
        expect(photo.alt.length).toBeGreaterThan(20);
        await expect(gallery.getByRole("img", { name: photo.alt })).toHaveCount(1);
      }
      const [firstPhoto, , thirdPhoto] = vendorGallery.photos;
      if (!firstPhoto || !thirdPhoto) throw new Error("the gallery needs photos");

      // An editorial mosaic: the first photo leads, twice as wide and as tall as the tiles beside it.
      const tiles = gallery.getByRole("listitem");
      await expect(gallery.locator("[data-gallery-lead]")).toHaveCount(1);
      await expect(tiles.first()).toHaveAttribute("data-gallery-lead", "");
      await expect(tiles.first().getByRole("img", { name: firstPhoto.alt })).toBeVisible();
      const lead = await tiles.first().boundingBox();
      const beside = await tiles.nth(1).boundingBox();
      if (!lead || !beside) throw new Error("the mosaic is not laid out");
      expect(lead.width).toBeGreaterThan(beside.width * 1.9);
      expect(lead.height).toBeGreaterThan(beside.height * 1.9);
      expect(beside.x).toBeGreaterThan(lead.x + lead.width);

      const third = gallery.getByRole("button", {
        name: `${vendorGallery.openLabel}: ${thirdPhoto.caption}`,
      });
      await third.click();
      const dialog = page.getByRole("dialog", { name: thirdPhoto.caption });
      await expect(dialog).toBeVisible();
      const large = dialog.getByRole("img", { name: thirdPhoto.alt });
      await expect(large).toBeVisible();
      expect((await large.boundingBox())?.width).toBeGreaterThan(600);
      await expect(dialog.getByRole("button", { name: vendorGallery.closeLabel })).toBeFocused();
      await dialog.getByRole("button", { name: vendorGallery.closeLabel }).click();
      await expect(dialog).toBeHidden();
      await expect(third).toBeFocused();

      await gallery
        .getByRole("button", { name: `${vendorGallery.openLabel}: ${firstPhoto.caption}` })
        .click();
      await expect(page.getByRole("dialog", { name: firstPhoto.caption })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    });

    await test.step(`'See Our Full Portfolio' leads to ${ROUTES.portfolio}`, () =>
      expectLeadsTo(page, "See Our Full Portfolio", ROUTES.portfolio));
  });

  test("keeps the partner value in its source's pounds, and uses US spelling, in the US", async ({
    page,
  }) => {
    await rememberCountry(page, "US");
    await page.goto(ROUTES.vendorSolutions);
    // A statistic keeps its source's currency: "$125k+" converted from pounds would be invented.
    await expect(page.getByText("£100k+", { exact: true })).toBeVisible();
    await expect(page.getByText(/\$\d+k\+/)).toHaveCount(0);
    const text = await mainText(page);
    expect(text.replaceAll("£100k+", "")).not.toContain("£");
    expect(text).not.toMatch(/organis|colour|centre/i);
  });

  // Each button leaves the page, so each needs a page of its own.
  for (const [name, destination] of [
    ["Book Channel Strategy Call", ROUTES.contact],
    ["Calculate ROI", ROUTES.vendorPricing],
  ] as const) {
    test(`'${name}' leads to ${destination}`, async ({ page }) => {
      await page.goto(ROUTES.vendorSolutions);
      await expectLeadsTo(page, name, destination);
    });
  }
});

test.describe("links and spelling on the sales pages", () => {
  // The routes and the films' own pages (the video cards' titles link to them).
  const internal = new Set<string>(SITE_PATHS);
  for (const path of [
    ROUTES.mspSolutions,
    ROUTES.vendorSolutions,
    ROUTES.pricing,
    ROUTES.mspPricing,
    ROUTES.vendorPricing,
    ROUTES.podcast,
  ]) {
    test(`every link in ${path}'s content leads somewhere, and it uses British forms in the UK and American forms in the US`, async ({
      page,
    }) => {
      await page.goto(path);

      await test.step(`every link in ${path}'s content leads to a page, an anchor here or an external site`, async () => {
        const hrefs = await page
          .getByRole("main")
          .getByRole("link")
          .evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""));
        expect(hrefs.length).toBeGreaterThan(0);
        for (const href of hrefs) {
          const ok =
            href.startsWith("https://") ||
            href.startsWith("mailto:") ||
            (href.startsWith("#") && href.length > 1 && (await page.locator(href).count()) === 1) ||
            internal.has(new URL(href, "http://x").pathname);
          expect(ok, href).toBe(true);
        }
      });

      await test.step(`${path} uses British forms in the UK and American forms in the US`, async () => {
        const british = /\b(organis\w*|colour\w*|centre\w*)/gi;
        const ukText = await mainText(page);
        const words = ukText.match(british) ?? [];
        expect(words.length).toBeGreaterThan(0);
        await rememberCountry(page, "US");
        await page.reload();
        const usText = await mainText(page);
        expect(usText.match(british) ?? []).toEqual([]);
        expect(usText).toMatch(/\b(organiz\w*|color\w*|center\w*)/i);
      });
    });
  }
});
