import { statSync } from "node:fs";
import { footerLegalLinks } from "@/content/navigation";
import { pages } from "@/content/pages";
import { site } from "@/content/site";
import { ANALYTICS_PROVIDER_NAMES } from "@/lib/analytics/choice";
import { ROUTES } from "@/lib/routes";
import { expect, test, LAUNCHED } from "./fixtures";
import { launchedOwner } from "./launched-owner";

test.describe("desktop navigation bar", () => {
  test("is fixed at the top and 5rem (80px) high", async ({ page }) => {
    await page.goto(ROUTES.portfolio);
    const header = page.locator("header").first();
    await expect(header).toHaveCSS("position", "fixed");
    expect((await header.boundingBox())?.height).toBe(80);
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  });

  test("links the logo home, and Our Work, Get in Touch and Harvest to their pages, booking the one filled button", async ({
    page,
  }) => {
    await page.goto(ROUTES.pricing);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Our Work" })).toHaveAttribute("href", ROUTES.portfolio);
    await expect(nav.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", ROUTES.contact);
    // Booking has the bar's strongest emphasis: the only link drawn on a solid fill is Get in Touch.
    const filled = await page
      .getByRole("banner")
      .getByRole("link")
      .evaluateAll((links) =>
        links
          .filter((link) => link.checkVisibility() && /^rgb\(/.test(getComputedStyle(link).backgroundColor))
          .map((link) => link.textContent?.trim()),
      );
    expect(filled).toEqual(["Get in Touch"]);
    await nav.getByRole("link", { name: "Harvest" }).click();
    await expect(page).toHaveURL(ROUTES.podcast);
    await page.getByRole("banner").getByRole("link", { name: /home/ }).click();
    await expect(page).toHaveURL(ROUTES.home);
  });

  for (const [menu, msp, vendor] of [
    ["Solutions", ROUTES.mspSolutions, ROUTES.vendorSolutions],
    ["Pricing", ROUTES.mspPricing, ROUTES.vendorPricing],
  ] as const) {
    test(`${menu} dropdown offers For MSPs and For Vendors and closes on an outside click`, async ({
      page,
    }) => {
      await page.goto(ROUTES.home);
      const nav = page.getByRole("navigation", { name: "Main" });
      const trigger = nav.getByRole("button", { name: menu });
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link", { name: "For MSPs" })).toHaveAttribute("href", msp);
      await expect(nav.getByRole("link", { name: "For Vendors" })).toHaveAttribute("href", vendor);
      await page.locator("h1").click();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(nav.getByRole("link", { name: "For MSPs" })).toBeHidden();
    });

    test(`${menu} dropdown works by keyboard and closes on Escape`, async ({ page }) => {
      await page.goto(ROUTES.home);
      const nav = page.getByRole("navigation", { name: "Main" });
      const trigger = nav.getByRole("button", { name: menu });
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(nav.getByRole("link", { name: "For MSPs" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(nav.getByRole("link", { name: "For MSPs" })).toBeHidden();
      await expect(trigger).toBeFocused();
      await page.keyboard.press("Space");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: "For Vendors" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(vendor);
      await expect(nav.getByRole("link", { name: "For Vendors" })).toBeHidden();
    });
  }

  test("opening one dropdown closes the other", async ({ page }) => {
    await page.goto(ROUTES.home);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Solutions" }).click();
    await nav.getByRole("button", { name: "Pricing" }).click();
    await expect(nav.getByRole("button", { name: "Solutions" })).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("button", { name: "Pricing" })).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("hides the desktop links and lists Solutions, Pricing, Region, the links and Harvest! Podcast", async ({
    page,
  }) => {
    await page.goto(ROUTES.home);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    for (const heading of ["Solutions", "Pricing", "Region"])
      await expect(menu.getByText(heading, { exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "For MSPs" })).toHaveCount(2);
    await expect(menu.getByRole("button", { name: /United States/ })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Our Work" })).toBeVisible();
    // The open menu leads to booking: its first link is Get in Touch, on a solid fill.
    const firstLink = menu.getByRole("link").first();
    await expect(firstLink).toHaveAccessibleName("Get in Touch");
    await expect(firstLink).toHaveAttribute("href", ROUTES.contact);
    expect(await firstLink.evaluate((link) => getComputedStyle(link).backgroundColor)).toMatch(/^rgb\(/);
    await menu.getByRole("link", { name: "Harvest! Podcast" }).click();
    await expect(page).toHaveURL(ROUTES.podcast);
    await expect(menu).toBeHidden();
  });

  test("closes on Escape and on a tap outside, returning focus to the toggle", async ({ page }) => {
    await page.goto(ROUTES.contact);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.mouse.click(200, 10);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();

    await test.step("never leaves focus on the page hidden behind it: Tab past its last item, or Shift+Tab past the toggle, closes it", async () => {
      const menu = page.getByRole("navigation", { name: "Mobile" });
      /** Where focus is: the menu's toggle, an item of the open menu, or the page. */
      const focusIn = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (active?.closest('nav[aria-label="Mobile"]')) return "menu";
          if (active?.matches('[data-slot="disclosure-trigger"][aria-controls]')) return "toggle";
          return "page";
        });
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      const stops: string[] = [];
      for (let press = 0; press < 40 && stops.at(-1) !== "page"; press++) {
        await page.keyboard.press("Tab");
        stops.push(await focusIn());
      }
      // Every item of the menu in turn, then the page, with the menu closed.
      expect(stops.filter((stop) => stop === "menu").length).toBeGreaterThanOrEqual(9);
      expect(stops.at(-1)).toBe("page");
      await expect(menu).toBeHidden();

      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Shift+Tab");
      expect(await focusIn()).toBe("page");
      await expect(menu).toBeHidden();
    });
  });

  test("switches country from the Region list", async ({ page }) => {
    await page.goto(ROUTES.home);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("button", { name: /United States/ })
      .click();
    await expect(page.locator("html")).toHaveAttribute("data-country", "US");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: /United States/ }),
    ).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("footer", () => {
  test("carries services, quick links, the privacy policy and terms, social links in new tabs and the build year's copyright line", async ({
    page,
  }) => {
    await page.goto(ROUTES.pricing);
    const footer = page.getByRole("contentinfo");
    const services = [
      ["MSP Video Content", ROUTES.mspPricing],
      ["Vendor Solutions", ROUTES.vendorSolutions],
      ["Video Content Audit", ROUTES.mspPricing],
      ["Content Strategy", ROUTES.contact],
    ] as const;
    for (const [name, href] of services)
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
    for (const [name, anchor] of [
      ["Our Work", "portfolio"],
      ["About", "about"],
      ["Get in Touch", "contact"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/#${anchor}`);
    }
    for (const { label, href } of footerLegalLinks)
      await expect(footer.getByRole("link", { name: label })).toHaveAttribute("href", href);
    for (const name of [/LinkedIn/, /X \(Twitter\)/]) {
      const link = footer.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    // The year the export was built, as its files record it: not this run's clock, since an
    // export is reused from run to run (a new year's first run included) until its sources change.
    const builtIn = statSync("out/pricing/index.html").mtime.getFullYear();
    await expect(footer).toContainText(`© ${builtIn} ${site.brandName}`);
    await test.step("the privacy policy, reached from the footer, says the template uses no analytics", async () => {
      await footer.getByRole("link", { name: "Privacy Policy" }).click();
      await expect(page).toHaveURL(new URL(ROUTES.privacy, page.url()).href);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.privacy.hero.heading);
      await expect(page.getByRole("main")).toContainText("This site uses no analytics.");
      // The films' pages carry the player in their HTML (the template's choice), and it says so.
      await expect(page.getByRole("main")).toContainText(
        "YouTube is contacted when you open a film's own page, and elsewhere only when you press play.",
      );
      await expect(page.getByRole("main")).not.toContainText(ANALYTICS_PROVIDER_NAMES.plausible);
    });
  });

  test(
    "leads, in the launched export, to a privacy policy that names its analytics provider",
    LAUNCHED,
    async ({ page }) => {
      await page.goto(ROUTES.pricing);
      await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
      await expect(page).toHaveURL(new URL(ROUTES.privacy, page.url()).href);
      const main = page.getByRole("main");
      await expect(main).toContainText(
        `We count visits with ${ANALYTICS_PROVIDER_NAMES.plausible}. It is cookieless`,
      );
      await expect(main).not.toContainText("no analytics");
      await expect(main).toContainText(launchedOwner.legal.companyName);
      await expect(main).toContainText("your browser contacts YouTube when that page opens");
    },
  );
});
