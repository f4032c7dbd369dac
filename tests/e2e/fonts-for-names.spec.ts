import type { Page } from "@playwright/test";
import { calculatorCopy } from "@/content/calculator";
import { ROUTES } from "@/lib/routes";
import { expect, test } from "./fixtures";
import { fontsSettled } from "./helpers";

/*
 * Every Latin letter a name may hold draws in the brand faces (docs/decisions/font-subsetting.md):
 * the names a rep types into a quote reach the page from outside the sources, so the preloaded
 * subsets lack their letters, and faces of their own (declared with a unicode-range) bring them,
 * fetched only by a page that draws one.
 */

const NAMES = "Müller Łukasz Siobhán Nuñez Ærøskøbing";
/** The faces cut for those letters are named after the fontsource files they come from. */
const EXTENSION_FACE = /\/_next\/static\/media\/[a-z-]+-latin(-ext)?-wght-normal\.[0-9a-f]{16}\.woff2$/;

/** The faces Chromium draws an element's text with, and how many glyphs each draws. */
async function facesDrawing(page: Page, selector: string) {
  const session = await page.context().newCDPSession(page);
  await session.send("DOM.enable");
  await session.send("CSS.enable");
  const { root } = await session.send("DOM.getDocument");
  const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
  await session.detach();
  return fonts.map(({ familyName, isCustomFont, glyphCount }) => ({ familyName, isCustomFont, glyphCount }));
}

test("a quote's client named in letters beyond the copy's draws every letter in the brand faces", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("requestfinished", (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`${ROUTES.masterPricing}#quote=std-90s:1`);
  await fontsSettled(page);
  // No page's own text holds these letters, so no page fetches their faces.
  expect(fetched.filter((path) => EXTENSION_FACE.test(path))).toEqual([]);

  await page.getByLabel(calculatorCopy.client.name, { exact: true }).fill(NAMES);
  const line = page.locator("[data-summary-client]");
  await expect(line).toHaveText(calculatorCopy.preparedFor(NAMES));
  // The same names in the quote's heading, set in the display face.
  await page
    .locator("#quote-client-heading")
    .evaluate((heading, names) => (heading.textContent = names), NAMES);
  await fontsSettled(page);

  for (const selector of ["[data-summary-client]", "#quote-client-heading"]) {
    const faces = await facesDrawing(page, selector);
    expect([selector, faces.filter((face) => !face.isCustomFont)]).toEqual([selector, []]);
    expect(faces.length).toBeGreaterThan(0);
  }
  // The body face's letters came from its extension faces, fetched now that a page draws them.
  expect(fetched.filter((path) => EXTENSION_FACE.test(path)).length).toBeGreaterThan(0);
});
