import axe from "axe-core";
import type { Page } from "@playwright/test";

/** WCAG 2.1 levels A and AA, the standard every page is held to. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type WindowWithAxe = Window & { axe?: typeof axe };

/**
 * The WCAG 2.1 A and AA violations axe-core finds in the page as it is laid out now, as "id: help"
 * lines (empty when there are none).
 *
 * axe-core runs in the page itself: injected once per page, asked for violations only, over the
 * site's own document. The Playwright wrapper's default path (a partial run in every frame, finished
 * in a blank page of its own, every passing node sent back) took three times as long, and the only
 * frames it added are the scheduling provider's, which are the provider's pages, not the site's.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as WindowWithAxe).axe)))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const engine = (window as WindowWithAxe).axe;
    if (!engine) throw new Error("axe-core did not load into the page");
    const results = await engine.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
      iframes: false,
    });
    return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
  }, WCAG_TAGS);
}
