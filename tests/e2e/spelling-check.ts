import type { Page } from "@playwright/test";
import { onlyCountryClass, type CountryCode } from "@/lib/countries";
import { USAGE_PAIRS } from "@/lib/american-usage";
import { SPELLING_PAIRS } from "@/lib/spelling";

/*
 * docs/product.md §3: the US reads American forms, the UK British ones. The word list is
 * lib/spelling.ts's, the one the swap itself uses, and the business phrases lib/american-usage.ts's. The page's text once hydrated, hidden parts
 * included (tab panels not chosen, the closed mobile menu), but without the other country's
 * variants, which never show, and without what shows only with scripts off (<noscript>, whose
 * contents a scripted page holds as one run of markup text, every country's variant in it).
 */

/** The words of `words` found in `text`, sorted. */
export const wordsIn = (text: string, words: readonly string[]) => {
  const found = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) if (words.includes(word)) found.add(word);
  return [...found].sort();
};
/**
 * The text a visitor of `code` can come to read on this page, one text node at a time: joined
 * with spaces, so the last word of one block never runs into the first of the next (a
 * "programme" followed by "after" must not read as one unknown word, "programmeafter").
 */
export function readableText(page: Page, code: CountryCode) {
  return page.evaluate(
    (hiddenClass) => {
      const copy = document.body.cloneNode(true) as HTMLElement;
      copy
        .querySelectorAll(`script, style, template, noscript, .${hiddenClass}`)
        .forEach((node) => node.remove());
      const texts: string[] = [];
      const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? "");
      return texts.join(" ");
    },
    onlyCountryClass(code === "US" ? "UK" : "US"),
  );
}

/** The spellings a US visitor must never read, and those a UK visitor must never read. */
export const BRITISH = SPELLING_PAIRS.map((pair) => pair.british);
export const AMERICAN = SPELLING_PAIRS.filter((pair) => pair.reversible).map((pair) => pair.american);

/** The British business phrases (lib/american-usage.ts) a US visitor must never read. */
export const BRITISH_USAGE = USAGE_PAIRS.map((pair) => pair.british);

/** The phrases of `phrases` found whole in `text` (abbreviations only as written), sorted. */
export function phrasesIn(text: string, phrases: readonly string[]) {
  return phrases
    .filter((phrase) => {
      const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const flags = /^[A-Z]{2,}s?$/.test(phrase) ? "" : "i";
      return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, flags).test(text);
    })
    .sort();
}
