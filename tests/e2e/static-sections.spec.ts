import type { Page } from "@playwright/test";
import { ROUTES } from "@/lib/routes";
import { expect, test } from "./fixtures";
import { holdScripts } from "./helpers";

/*
 * Static sections (docs/decisions/static-sections.md): React adopts them as the server wrote them
 * and owns nothing inside, their content is not in the flight data, and since every link loads a
 * document, no navigation can ever show one empty.
 */

/** Every static element, and every section of the page, has its content. */
async function expectNothingEmpty(page: Page) {
  const empty = await page.evaluate(() =>
    [...document.querySelectorAll("[data-static], main section")]
      .filter((element) => element.childNodes.length === 0 || element.textContent?.trim() === "")
      .filter((element) => !element.matches("[aria-hidden=true]"))
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(empty).toEqual([]);
}

test.describe("static sections", () => {
  test.use({ waitForHydration: false });

  for (const { route, staticElement } of [
    { route: ROUTES.privacy, staticElement: "main > [data-static]:last-child" },
    // A static run an island places: a category's summary above the calculator's rows.
    { route: ROUTES.masterPricing, staticElement: "#category-presenter-explainer-videos-standard + p" },
  ]) {
    test(`on ${route}, React adopts the static elements and keeps the server's nodes inside them, unowned`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto(route);
      const text = (await page.locator(staticElement).textContent())?.trim() ?? "";
      // A node inside the static element, as the server sent it, before React has run.
      await page.locator(staticElement).evaluate((element) => {
        (window as unknown as { kept: Node | null }).kept = element.firstChild;
      });
      await release();

      await test.step("its content is the very nodes the server sent, with no React fiber on them", async () => {
        const inside = await page.locator(staticElement).evaluate((element) => {
          const kept = (window as unknown as { kept: Node }).kept;
          const fiber = (node: object) => Object.keys(node).some((key) => key.startsWith("__reactFiber"));
          return {
            same: element.firstChild === kept && kept.isConnected,
            keptOwned: fiber(kept),
            anyOwned: [...element.querySelectorAll("*")].some(fiber),
            elementOwned: fiber(element),
          };
        });
        expect(inside).toEqual({ same: true, keptOwned: false, anyOwned: false, elementOwned: true });
      });

      await test.step("its words are in the HTML only, not in the flight data the browser decodes", async () => {
        expect(text.length).toBeGreaterThan(20);
        const flight = await page.evaluate(() =>
          [...document.querySelectorAll("script[data-flight]")].map((block) => block.textContent).join(""),
        );
        expect(flight).not.toContain(text.slice(0, 40));
      });
    });
  }

  test("no navigation shows an empty section: the bar, a dropdown, links inside static HTML, back and forward", async ({
    page,
  }) => {
    await page.goto(ROUTES.privacy);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNothingEmpty(page);

    const bar = page.getByRole("navigation", { name: "Main" });
    const steps: { name: string; go: () => Promise<unknown>; lands: string }[] = [
      {
        name: "a link in the bar",
        go: () => bar.getByRole("link", { name: "Our Work" }).click(),
        lands: ROUTES.portfolio,
      },
      {
        name: "a link in a dropdown",
        go: async () => {
          await bar.getByRole("button", { name: "Pricing" }).click();
          await bar.getByRole("link", { name: "For Vendors" }).click();
        },
        lands: ROUTES.vendorPricing,
      },
      {
        name: "a link in a static page section",
        go: () => page.getByRole("main").locator("a[data-hero-cta]").click(),
        lands: ROUTES.contact,
      },
      {
        name: "a link in the static footer",
        go: () => page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click(),
        lands: ROUTES.terms,
      },
      { name: "back", go: () => page.goBack(), lands: ROUTES.contact },
      { name: "back again", go: () => page.goBack(), lands: ROUTES.vendorPricing },
      { name: "forward", go: () => page.goForward(), lands: ROUTES.contact },
    ];
    for (const { name, go, lands } of steps) {
      await test.step(`${name} loads ${lands} whole`, async () => {
        await go();
        await expect(page).toHaveURL(new RegExp(`${lands}$`));
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await expectNothingEmpty(page);
      });
    }
  });
});
