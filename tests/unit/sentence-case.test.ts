import * as booking from "@/content/booking";
import * as calculator from "@/content/calculator";
import * as closingBands from "@/content/closing-bands";
import * as contact from "@/content/contact";
import * as filmWords from "@/content/film-words";
import * as founder from "@/content/founder";
import * as home from "@/content/home";
import * as mspPricing from "@/content/msp-pricing";
import * as mspSolutions from "@/content/msp-solutions";
import * as navigation from "@/content/navigation";
import * as pages from "@/content/pages";
import * as podcast from "@/content/podcast";
import * as portfolio from "@/content/portfolio";
import * as privacy from "@/content/privacy";
import * as pricing from "@/content/pricing";
import * as sales from "@/content/sales";
import * as solutionFilms from "@/content/solution-films";
import * as social from "@/content/social";
import * as terms from "@/content/terms";
import * as testimonials from "@/content/testimonials";
import * as vendorPricing from "@/content/vendor-pricing";
import * as vendorSolutions from "@/content/vendor-solutions";
import * as videos from "@/content/videos";
import * as watch from "@/content/watch";
import { readFileSync } from "node:fs";
import path from "node:path";
import * as callsToAction from "@/content/calls-to-action";
import * as caseFilms from "@/content/case-films";
import * as interfaceCopy from "@/content/interface";
import { owner } from "@/content/owner";
import { HEADING_NAMES } from "@/content/heading-names";
import { sentenceCase } from "@/lib/sentence-case";

describe("sentenceCase", () => {
  const names = ["Harvest", "Northbridge IT", "Patch Tuesday"];

  it("keeps the first word's capital and lowers the rest but names", () => {
    expect(sentenceCase("What the Audit Covers", names)).toBe("What the audit covers");
    expect(sentenceCase("Book a Free Consultation", names)).toBe("Book a free consultation");
    expect(sentenceCase("Listen to Harvest on Patch Tuesday", names)).toBe(
      "Listen to Harvest on Patch Tuesday",
    );
  });

  it("keeps capitals inside a word, a capital after a colon or full stop, and lowers each part of a hyphenated word", () => {
    expect(sentenceCase("LinkedIn DM Version for MSPs", names)).toBe("LinkedIn DM version for MSPs");
    expect(sentenceCase("Explain It Once. Sell It Every Day.", names)).toBe(
      "Explain it once. Sell it every day.",
    );
    expect(sentenceCase("Strategic Themes: Add 0 to 2", names)).toBe("Strategic themes: Add 0 to 2");
    expect(sentenceCase("A Follow-Up Film", names)).toBe("A follow-up film");
    expect(sentenceCase("“Human,” Not Stock", names)).toBe("“Human,” not stock");
    expect(sentenceCase("Why I'd Do It Again", names)).toBe("Why I'd do it again");
  });

  it("keeps a name only where the whole name stands", () => {
    expect(sentenceCase("Films for Northbridge IT", names)).toBe("Films for Northbridge IT");
    expect(sentenceCase("Northbridge Style Onboarding", names)).toBe("Northbridge style onboarding");
    expect(sentenceCase("A Patch Tuesday Special", names)).toBe("A Patch Tuesday special");
  });
});

/**
 * The labels docs/product.md gives word for word: every double-quoted phrase in it. Where the
 * product names a label, the site shows it exactly as written, in the product's own case; a
 * label written with {N} ("Book Your {N}-Minute Meeting") stands for it with any number.
 */
const PRODUCT_LABELS = [
  ...readFileSync(path.join(process.cwd(), "docs/product.md"), "utf8")
    .replace(/\s+/g, " ")
    .matchAll(/"([^"]+)"/g),
].map((match) => match[1] ?? "");
const PRODUCT_LABEL_PATTERNS = PRODUCT_LABELS.map(
  (label) => new RegExp(`^${label.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace("{N}", "\\d+")}$`),
);
const isProductLabel = (text: string) => PRODUCT_LABEL_PATTERNS.some((pattern) => pattern.test(text));

/** Keys whose text is a heading, a card title or a button label (not a sentence or an accessible name). */
const HEADING_KEY =
  /(heading|Heading)$|^title$|^name$|^linkLabel$|^emailLabel$|^retryLabel$|^viewOriginalLabel$/;
/**
 * Where a key of that name holds something else: a frame's accessible title, a toast, search data,
 * a form field's label; and the calculator's catalogue, whose names are docs/product.md §3's word
 * for word ("Presenter Video Add-ons", "Rush Delivery (50% faster)").
 */
const NOT_HEADINGS =
  /bookingFrames|frame|countrySwitch|pricingServices|JsonLd|host\b|calculatorCategories|calculatorServices|client\.name/;

function headingsIn(module: Record<string, unknown>, file: string): [string, string][] {
  const found: [string, string][] = [];
  const walk = (value: unknown, path: string, key: string) => {
    if (typeof value === "string") {
      const heading = HEADING_KEY.test(key) || path === "salesLabels.whatYouGet";
      if (heading && !NOT_HEADINGS.test(path)) found.push([`${file}: ${path}`, value]);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}[${index}]`, key));
    } else if (value && typeof value === "object") {
      for (const [child, item] of Object.entries(value)) walk(item, `${path}.${child}`, child);
    }
  };
  for (const [name, value] of Object.entries(module)) walk(value, name, name);
  return found;
}

describe("headings, card titles and button labels in content/ and the owner's file", () => {
  it("are in sentence case, but the labels docs/product.md names and the titles of films", () => {
    const modules = {
      booking,
      calculator,
      callsToAction,
      caseFilms,
      closingBands,
      contact,
      founder,
      home,
      interfaceCopy,
      mspPricing,
      mspSolutions,
      navigation,
      pages,
      podcast,
      portfolio,
      pricing,
      privacy,
      sales,
      social,
      solutionFilms,
      terms,
      testimonials,
      vendorPricing,
      vendorSolutions,
      videos,
      watch,
      owner: { owner } as Record<string, unknown>,
    };
    const headings = Object.entries(modules).flatMap(([file, module]) => headingsIn(module, file));
    expect(headings.length).toBeGreaterThan(80);
    const filmTitles = new Set(Object.values(filmWords.FILM_WORDS).map((words) => words.title));
    const notSentenceCase = headings.filter(
      ([, text]) =>
        !isProductLabel(text) && !filmTitles.has(text) && sentenceCase(text, HEADING_NAMES) !== text,
    );
    expect(notSentenceCase).toEqual([]);
  });
});
