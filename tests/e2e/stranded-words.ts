import type { Page } from "@playwright/test";

/*
 * Headings that end on one stranded word: a heading of four or more words whose last line holds
 * its last word alone ("Stand Out in a Sea of Vendors with Human / Stories"). Each visible h1–h3 is
 * measured where the browser set it, word by word: the last word's line against the word before
 * it. Text in a hidden variant (the other country's spelling) or clipped away for screen readers
 * is not on screen, so it is not counted.
 */

/** The fewest words a heading has before a lone last word counts as stranded. */
export const STRANDED_MIN_WORDS = 4;

/** A description of each stranded heading on the page as it is laid out now ("" for none). */
export async function strandedHeadings(page: Page): Promise<string[]> {
  return page.evaluate((minWords) => {
    const hiddenAway = (element: Element | null) => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === "none" || style.visibility === "hidden") return true;
        if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") return true;
      }
      return false;
    };
    const stranded: string[] = [];
    for (const heading of document.querySelectorAll("h1, h2, h3")) {
      if (heading.getClientRects().length === 0 || hiddenAway(heading)) continue;
      // The last box of each visible word, in reading order.
      const words: { text: string; box: DOMRect }[] = [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        if (!text.trim() || hiddenAway(node.parentElement)) continue;
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
          const box = boxes.at(-1);
          if (box) words.push({ text: match[0], box });
        }
      }
      if (words.length < minWords) continue;
      const [before, last] = words.slice(-2);
      if (!before || !last) continue;
      // On a new line when it starts below the middle of the word before it.
      if (last.box.top > before.box.top + before.box.height / 2) {
        const text = words.map((word) => word.text).join(" ");
        stranded.push(`<${heading.tagName.toLowerCase()}> "${text}" ends on "${last.text}" alone`);
      }
    }
    return stranded;
  }, STRANDED_MIN_WORDS);
}
