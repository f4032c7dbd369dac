import type { Locator, Page } from "@playwright/test";
import { beyondMenu, mspAddOns, mspPackages, videoAudit } from "@/content/msp-pricing";
import { vendorTiers } from "@/content/vendor-pricing";
import { COUNTRIES } from "@/lib/countries";
import { enquiryHref } from "@/lib/enquiry-link";
import { formatPrice } from "@/lib/format";
import { ROUTES, homeAnchor } from "@/lib/routes";
import { expect, LAUNCHED, rememberCountry, test } from "./fixtures";
import { tabbableCount, walkFocus } from "./focus-not-obscured";
import { mainText } from "./helpers";
import { launchedOwner } from "./launched-owner";

const [UK, US] = COUNTRIES;

const UK_FIGURES = ["£995", "£2,495", "£3,495", "£745", "£1,495", "£395", "£235"];
/** The same prices in the US: the pounds × 1.27 rounded to price points (docs/product.md §9). */
const US_FIGURES = ["$1,295", "$3,195", "$4,395", "$945", "$1,895", "$495", "$295"];
/** What the US saw before prices were set: bare conversions, which must never show again. */
const CONVERSIONS = ["$1,264", "$3,169", "$4,439", "$946", "$1,899", "$502", "$298", "$2,477"];

/** The lowest monthly package, which /pricing/'s "from" figure must equal. */
const lowestPackage = mspPackages.reduce((low, item) => (item.monthlyPrice < low.monthlyPrice ? item : low));

/** Proves `link` points at `destination`, then follows it there; it leaves the page, so it comes last. */
async function expectLeadsTo(page: Page, link: Locator, destination: string) {
  await expect(link).toHaveAttribute("href", destination);
  await link.click();
  await expect(page).toHaveURL(destination);
}

test.describe("/pricing", () => {
  test("offers both paths and the MSP from-price in pounds with a VAT note in the UK, and 'View MSP Pricing' leads to its page", async ({
    page,
  }) => {
    await page.goto(ROUTES.pricing);
    await test.step("offers both paths and the MSP from-price in pounds with a VAT note in the UK", async () => {
      // The lowest package's price (£995), the figure /msp-pricing/'s cheapest card shows.
      expect(formatPrice(lowestPackage.monthlyPrice, UK)).toBe("£995");
      expect(await mainText(page)).toMatch(/MSP packages start from\s+£995\s+per month/);
      await expect(page.getByText("Prices exclude VAT.")).toBeVisible();
      await expect(page.getByText("$1,295")).toBeHidden();
      await expect(page.getByRole("link", { name: "View MSP Pricing" })).toHaveAttribute(
        "href",
        ROUTES.mspPricing,
      );
      await expect(page.getByRole("link", { name: "View Vendor Pricing" })).toHaveAttribute(
        "href",
        ROUTES.vendorPricing,
      );
      // Side by side, both cards' price panels and buttons start on one line: no empty card bottom.
      const [msp, vendor] = await Promise.all(
        ["View MSP Pricing", "View Vendor Pricing"].map(async (name) => {
          const link = page.getByRole("link", { name });
          const card = page.getByRole("listitem").filter({ has: link });
          const [button, cardBox] = await Promise.all([link.boundingBox(), card.boundingBox()]);
          return {
            buttonTop: button!.y,
            gapBelow: cardBox!.y + cardBox!.height - (button!.y + button!.height),
          };
        }),
      );
      expect(Math.abs(msp!.buttonTop - vendor!.buttonTop)).toBeLessThanOrEqual(1);
      expect(Math.abs(msp!.gapBelow - vendor!.gapBelow)).toBeLessThanOrEqual(1);
    });
    await test.step(`'View MSP Pricing' leads to ${ROUTES.mspPricing}`, () =>
      expectLeadsTo(
        page,
        page.getByRole("link", { name: "View MSP Pricing", exact: true }),
        ROUTES.mspPricing,
      ));
  });

  test("shows the from-price in dollars with no VAT note in the US", async ({ page }) => {
    await rememberCountry(page, "US");
    await page.goto(ROUTES.pricing);
    const text = await mainText(page);
    expect(text).toMatch(/MSP packages start from\s+\$1,295\s+per month/);
    expect(text).not.toContain("£");
    expect(text).not.toContain("VAT");
    for (const conversion of CONVERSIONS) expect(text).not.toContain(conversion);
  });

  for (const [name, destination] of [
    ["View Vendor Pricing", ROUTES.vendorPricing],
    ["Start with a Free Consultation", homeAnchor("contact")],
  ] as const) {
    test(`'${name}' leads to ${destination}`, async ({ page }) => {
      await page.goto(ROUTES.pricing);
      await expectLeadsTo(page, page.getByRole("link", { name, exact: true }), destination);
    });
  }
});

test.describe("/msp-pricing in the UK at 1280px", () => {
  test("shows every figure in pounds plus VAT, Growth as Most Popular with each allocation, every add-on, no consultation bar, and the creative projects' call button scrolls to #contact", async ({
    page,
  }) => {
    await page.goto(ROUTES.mspPricing);

    await test.step("shows every figure in pounds, plus VAT, in the UK", async () => {
      const text = await mainText(page);
      for (const figure of UK_FIGURES) expect(text).toContain(figure);
      for (const figure of US_FIGURES) expect(text).not.toContain(figure);
      // The cheapest package card shows what /pricing/ says packages start from.
      const cardPrices = await page
        .locator("[data-testid^=price-]:not([data-testid=price-onboarding])")
        .allInnerTexts();
      const pounds = cardPrices.map((price) => Number(price.replace(/[£,]/g, "")));
      expect(pounds).toHaveLength(mspPackages.length);
      expect(`£${Math.min(...pounds).toLocaleString("en-GB")}`).toBe(
        formatPrice(lowestPackage.monthlyPrice, UK),
      );
      expect(text).toMatch(/£235\s+per hour/);
      expect(text).toContain("48-hour turnaround");
      expect(text).toContain("Quote on request");
      // The audit, three packages and the onboarding fee each carry the note.
      await expect(page.getByText("plus VAT", { exact: true })).toHaveCount(5);
      for (const note of await page.getByText("plus VAT", { exact: true }).all())
        await expect(note).toBeVisible();
      for (const term of [
        "Minimum 6-month commitment",
        "Month 1 at 50% discount",
        "Payment monthly in advance",
        "Strategic themes: Add 0 to 2",
      ])
        await expect(page.getByRole("heading", { name: term })).toBeVisible();
    });

    await test.step("marks Growth as Most Popular and shows each package's allocation", async () => {
      for (const item of mspPackages) {
        const card = page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: item.name, exact: true }) });
        await expect(card.getByText("Core assets a month")).toBeVisible();
        await expect(card.locator("dd")).toHaveText([
          String(item.allocation.core),
          String(item.allocation.strategic),
        ]);
        await expect(card.getByText("Most Popular")).toHaveCount(item.popular ? 1 : 0);
      }

      // Side by side at 1280 px the cards' parts line up, whatever each card's words: the names,
      // the prices on one line, the allocation panels and the buttons.
      const cards = mspPackages.map((item) =>
        page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: item.name, exact: true }) }),
      );
      for (const part of ["h3", "[data-testid^=price-]", "dl", "a"]) {
        const tops = await Promise.all(
          cards.map(async (card) => (await card.locator(part).last().boundingBox())!.y),
        );
        expect(Math.max(...tops) - Math.min(...tops), `${part} tops: ${tops.join(", ")}`).toBeLessThanOrEqual(
          1,
        );
      }
    });

    await test.step("lists every add-on", async () => {
      for (const addOn of mspAddOns)
        await expect(page.getByRole("heading", { name: addOn.name })).toBeVisible();
    });

    // The project's viewport is 1280 x 800, the width the mobile bar must not show at.
    await test.step("the mobile consultation bar is hidden at 1280px", async () => {
      expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
      await expect(page.getByRole("region", { name: "Free consultation" })).toBeHidden();
    });

    // It scrolls the page, so it comes last; the steps above leave the page at its top.
    await test.step(`'${beyondMenu.calendarCta.label}' smooth-scrolls this page's #contact section to 80px below the top`, async () => {
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const contact = page.locator("#contact");
      await expect(
        contact.getByRole("heading", { name: "Let's Chat About Your Video Needs" }),
      ).toBeAttached();
      await page.getByRole("link", { name: beyondMenu.calendarCta.label }).click();
      await expect(page).toHaveURL(`${ROUTES.mspPricing}#contact`);
      // The section moves up from far below while the page scrolls; it must come to rest 80px down.
      const top = () => contact.evaluate((element) => Math.round(element.getBoundingClientRect().top));
      await expect.poll(top).toBeLessThanOrEqual(82);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await top()).toBeGreaterThanOrEqual(78);
      expect(await top()).toBeLessThanOrEqual(82);
    });
  });

  const destinations = [
    ["Start Free Consultation", ROUTES.contact],
    ["Book Video Audit", ROUTES.bookAudit],
    ["Book Your Call", ROUTES.contact],
    ...mspPackages.map((item) => [`Choose ${item.name}`, enquiryHref(item.id)] as const),
  ] as const;

  // Each button leaves the page, so each needs a page of its own.
  for (const [name, destination] of destinations) {
    test(`'${name}' leads to ${destination}`, async ({ page }) => {
      await page.goto(ROUTES.mspPricing);
      await expectLeadsTo(
        page,
        page.getByRole("main").getByRole("link", { name, exact: true }).first(),
        destination,
      );
    });
  }
});

test.describe("/msp-pricing in the US", () => {
  test("shows every figure in dollars with no pound price and no VAT note in the US", async ({ page }) => {
    await rememberCountry(page, "US");
    await page.goto(ROUTES.mspPricing);
    const text = await mainText(page);
    for (const figure of US_FIGURES) expect(text).toContain(figure);
    for (const conversion of CONVERSIONS) expect(text).not.toContain(conversion);
    expect(text).toMatch(/\$295\s+per hour/);
    // The cheapest package card in dollars is /pricing/'s US "from" figure.
    const cardPrices = await page
      .locator("[data-testid^=price-]:not([data-testid=price-onboarding]) .only-us")
      .allInnerTexts();
    expect(cardPrices).toEqual(["$1,295", "$3,195", "$4,395"]);
    expect(text).not.toContain("£");
    expect(text).not.toContain("VAT");
    expect(text).not.toMatch(/organis|colour|centre/i);
  });
});

test.describe("prices the owner sets", LAUNCHED, () => {
  test("a US visitor sees the owner's own price and the rule's, one dollar price for one pound price on every page", async ({
    page,
  }) => {
    const essential = launchedOwner.usPrices.essential;
    expect(essential).toBe(1250);
    const own = formatPrice({ pounds: lowestPackage.monthlyPrice, usd: essential }, US);
    // One pound price has one dollar price: the audit costs the Essential package's £995, so the
    // owner's figure for the package is the audit's too, never the rule's $1,295 beside it.
    expect(videoAudit.basePrice).toBe(lowestPackage.monthlyPrice);
    const audit = own;
    await rememberCountry(page, "US");

    await test.step(`/msp-pricing/ shows Essential at the owner's ${own} and the rest as price points`, async () => {
      await page.goto(ROUTES.mspPricing);
      await expect(page.getByTestId("price-essential")).toHaveText(own, { useInnerText: true });
      await expect(page.getByTestId("price-growth")).toHaveText("$3,195", { useInnerText: true });
      await expect(page.getByTestId("audit-price")).toHaveText(audit, { useInnerText: true });
      const offers = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
        scripts.flatMap((script) => {
          const data = JSON.parse(script.textContent ?? "{}") as { offers?: unknown[] };
          return (data.offers ?? []) as { name: string; price?: number; priceCurrency?: string }[];
        }),
      );
      const dollars = (name: string) =>
        offers.find((offer) => offer.name === name && offer.priceCurrency === "USD")?.price;
      expect(dollars("Essential package")).toBe(essential);
      expect(dollars("Video Content Audit")).toBe(essential);
    });

    await test.step(`/pricing/'s "from" is the owner's ${own}, the lowest package in dollars`, async () => {
      await page.goto(ROUTES.pricing);
      expect(await mainText(page)).toMatch(new RegExp(`MSP packages start from\\s+\\${own}\\s+per month`));
    });

    await test.step(`/book-audit/ asks the audit's ${audit}, as /msp-pricing/ does`, async () => {
      await page.goto(ROUTES.bookAudit);
      const investment = page
        .locator("dt", { hasText: "Investment" })
        .locator("xpath=following-sibling::dd[1]");
      await expect(investment).toHaveText(audit, { useInnerText: true });
    });
  });
});

test.describe("prices before any script runs", () => {
  test.use({ waitForHydration: false });

  for (const path of [ROUTES.mspPricing, ROUTES.pricing]) {
    test(`a returning US visitor sees only dollars and no VAT on ${path} with scripts held back`, async ({
      page,
    }) => {
      await rememberCountry(page, "US");
      await page.route("**/_next/static/**/*.js", (route) => route.abort());
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-country", "US");
      await expect(page.locator(".only-uk:visible")).toHaveCount(0);
      const text = await mainText(page);
      expect(text).toContain("$");
      expect(text).not.toContain("£");
      expect(text).not.toContain("VAT");
    });
  }
});

test.describe("/msp-pricing mobile consultation bar", () => {
  test("is fixed to the bottom at 390px, links to /contact and never covers the end of the page or a focused element", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(ROUTES.mspPricing);
    const bar = page.getByRole("region", { name: "Free consultation" });
    // Down while the hero's own "Start Free Consultation" button is on screen, up once it has left.
    const heroButton = page.locator("[data-hero-cta]");
    await expect(heroButton).toBeInViewport();
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
    await expect(heroButton).not.toBeInViewport();
    await expect(bar).toBeVisible();
    await expect(bar).toHaveCSS("position", "fixed");
    const link = bar.getByRole("link", { name: "Start Free Consultation" });
    await expect(link).toHaveAttribute("href", ROUTES.contact);
    await expect
      .poll(async () => {
        const box = await bar.boundingBox();
        return Math.round((box?.y ?? 0) + (box?.height ?? 0));
      })
      .toBe(800);

    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    const footer = page.getByRole("contentinfo");
    await expect
      .poll(async () => {
        const footerBox = await footer.boundingBox();
        const barBox = await bar.boundingBox();
        return Math.round((footerBox?.y ?? 0) + (footerBox?.height ?? 0) - (barBox?.y ?? 0));
      })
      .toBeLessThanOrEqual(0);

    await test.step("nothing Tab reaches is hidden under the bar or the nav bar (WCAG 2.2 SC 2.4.11)", async () => {
      // The booking form started as the page reached its end. Its provider is blocked, so it gives
      // up within seconds and its notice changes its buttons: the walk and the count that follows
      // read the page once the form has settled, not across that change.
      await expect(page.locator("[data-booking-frame]")).toHaveAttribute(
        "data-booking-frame",
        "unreachable",
        {
          timeout: 20_000,
        },
      );
      const walk = await walkFocus(page, "[data-mobile-cta-bar]");
      // Every element that takes focus was reached (the bar's own link once the bar is up).
      expect(walk.stops).toBe(await tabbableCount(page));
      expect(walk.covered).toEqual([]);
    });

    // Last: it leaves the page.
    await link.click();
    await expect(page).toHaveURL(ROUTES.contact);
  });
});

test.describe("/vendor-pricing", () => {
  test("shows the three tiers with the contents of docs/product.md §9, Accelerator as Most Popular and no prices, and sends every button to /contact", async ({
    page,
  }) => {
    await page.goto(ROUTES.vendorPricing);
    await test.step("shows the three tiers with the contents of docs/product.md §9, Accelerator as Most Popular and no prices", async () => {
      await expect(page.getByRole("heading", { name: "Start With Strategy" })).toBeVisible();
      for (const category of ["Core", "Strategic", "Bespoke"])
        await expect(page.getByRole("heading", { name: category, exact: true })).toBeVisible();
      for (const tier of vendorTiers) {
        const card = page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: tier.name, exact: true }) });
        for (const item of tier.includes) await expect(card.getByText(item, { exact: true })).toBeVisible();
        await expect(card.getByText("Most Popular")).toHaveCount(tier.popular ? 1 : 0);
      }
      expect(await mainText(page)).not.toMatch(/[£$]\s?\d/);
    });

    // It ends by leaving the page, so it comes last.
    await test.step("sends every button to /contact", async () => {
      const links = page.getByRole("main").getByRole("link");
      const hrefs = await links.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute("href")),
      );
      expect(hrefs.length).toBeGreaterThanOrEqual(5);
      for (const href of hrefs) expect(href?.startsWith(ROUTES.contact)).toBe(true);
      for (const tier of vendorTiers)
        await expect(page.getByRole("link", { name: `Discuss ${tier.name}` })).toHaveAttribute(
          "href",
          enquiryHref(tier.id),
        );
      await page.getByRole("link", { name: "Discuss Accelerator" }).click();
      await expect(page).toHaveURL(enquiryHref("accelerator"));
    });
  });
});
