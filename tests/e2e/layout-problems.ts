import type { Page } from "@playwright/test";
import { PILL_BUTTON_CLASS } from "@/components/ui/button";
import { fontsSettled } from "./helpers";
import { strandedHeadings } from "./stranded-words";

/*
 * Whether a page holds together from a small phone to a wide desktop: nothing is wider than the
 * viewport, no text runs out of a box that clips it, no heading of four or more words leaves its
 * last word alone on a line (tests/e2e/stranded-words.ts), and from a 390 px phone up no pill
 * button's label wraps onto a second line.
 */

/** From a small phone to a wide desktop. */
const WIDTHS = [320, 390, 768, 1024, 1280, 1440] as const;
/** The widths at which every pill button must hold its label on one line. */
const ONE_LINE_BUTTON_WIDTHS: readonly number[] = [390, 1024, 1280];

type Problem = { width: number; problem: string };

/** Describes an element for a failure message: tag, id or classes, and the start of its text. */
function describeInPage() {
  return (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const classes = element.getAttribute("class")?.split(/\s+/).slice(0, 4).join(".") ?? "";
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ""}> "${text}"`;
  };
}

/**
 * The pill buttons whose visible label takes more than one line: the text's line boxes (screen-
 * reader-only text aside) start at more than one height.
 */
async function wrappedButtons(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ describeSource, pillClass }) => {
      const describe = new Function(`return (${describeSource})()`)() as (element: Element) => string;
      const clippedAway = (node: Element | null) => {
        for (; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") return true;
        }
        return false;
      };
      const wrapped: string[] = [];
      for (const button of document.querySelectorAll(`.${pillClass}`)) {
        if (button.getClientRects().length === 0) continue;
        const lineTops: number[] = [];
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (!text.textContent?.trim() || clippedAway(text.parentElement)) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const rect of range.getClientRects()) if (rect.width > 0) lineTops.push(rect.top);
        }
        // Runs on one line share a top to within a pixel or two (a bold word, an inline icon).
        const lines = lineTops.filter((top) => top - Math.min(...lineTops) > 4);
        if (lines.length > 0) wrapped.push(`${describe(button)} wraps onto more than one line`);
      }
      return wrapped;
    },
    { describeSource: describeInPage.toString(), pillClass: PILL_BUTTON_CLASS },
  );
}

/** What is wrong with the page's layout at the current viewport width (empty when nothing is). */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((describeSource) => {
    const describe = new Function(`return (${describeSource})()`)() as (element: Element) => string;
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth}px wide)`);
    }
    const rendered = (element: Element) => {
      const style = getComputedStyle(element);
      return style.display !== "none" && style.visibility !== "hidden" && element.getClientRects().length > 0;
    };
    // Content a scroller or clipping box holds is allowed past the viewport (the carousel's cards).
    const insideClippingBox = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX !== "visible") return true;
      }
      return false;
    };
    // Screen-reader-only text (and anything inside it) is clipped away on purpose. Each element's
    // answer is kept, so its descendants ask their parent instead of walking up to the body.
    const clippedAway = new Map<Element, boolean>();
    const insideClippedAway = (node: Element | null): boolean => {
      if (!node || node === document.body) return false;
      const known = clippedAway.get(node);
      if (known !== undefined) return known;
      const style = getComputedStyle(node);
      const clipped =
        style.clip === "rect(0px, 0px, 0px, 0px)" ||
        style.clipPath === "inset(50%)" ||
        insideClippedAway(node.parentElement);
      clippedAway.set(node, clipped);
      return clipped;
    };
    const visuallyHidden = (element: Element) => {
      if (insideClippedAway(element)) return true;
      const box = element.getBoundingClientRect();
      return box.width <= 1 || box.height <= 1;
    };
    for (const element of document.body.querySelectorAll("*")) {
      if (!rendered(element) || visuallyHidden(element)) continue;
      const box = element.getBoundingClientRect();
      if ((box.right > width + 0.5 || box.left < -0.5) && !insideClippingBox(element)) {
        problems.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)}px`);
      }
      const style = getComputedStyle(element);
      const clips =
        ["hidden", "clip"].includes(style.overflowX) || ["hidden", "clip"].includes(style.overflowY);
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const deliberate = style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none";
      if (clips && hasText && !deliberate && element.scrollWidth > element.clientWidth + 1) {
        problems.push(
          `${describe(element)} clips its text (${element.scrollWidth} > ${element.clientWidth}px)`,
        );
      }
    }
    return problems;
  }, describeInPage.toString());
}

/**
 * What is wrong with the page's layout at each width, the page resized through them (each width is
 * checked on its own layout: the page reflows before every check).
 */
export async function problemsAcrossWidths(page: Page): Promise<Problem[]> {
  // Read in the faces the page keeps: a busy machine may not have them in yet, and a line that
  // wraps in a fallback face is not one a visitor sees.
  await fontsSettled(page);
  const found: Problem[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Two frames: the resize's layout and anything observers change in response to it.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    for (const problem of await layoutProblems(page)) found.push({ width, problem });
    for (const problem of await strandedHeadings(page)) found.push({ width, problem });
    if (ONE_LINE_BUTTON_WIDTHS.includes(width)) {
      for (const problem of await wrappedButtons(page)) found.push({ width, problem });
    }
  }
  return found;
}
