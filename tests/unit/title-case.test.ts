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
import * as social from "@/content/social";
import * as terms from "@/content/terms";
import * as testimonials from "@/content/testimonials";
import * as vendorPricing from "@/content/vendor-pricing";
import * as vendorSolutions from "@/content/vendor-solutions";
import * as videos from "@/content/videos";
import * as watch from "@/content/watch";
import { titleCase } from "@/lib/title-case";

describe("titleCase", () => {
  it("keeps every heading docs/product.md gives word for word as it is", () => {
    for (const heading of [
      "Become Unforgettably Human.",
      "Bring Your Humans Out From Behind the Brand",
      "Stand Out in a Sea of Vendors with Human Stories",
      "Let's Chat About Your Video Needs",
      "Let's Start a Conversation",
      "Beyond the Standard Menu",
      "Book Your Video Content Audit",
      "Book Your 15-Minute Meeting",
      "Start With Strategy",
      "Quick Links",
      "Page Not Found",
    ]) {
      expect(titleCase(heading)).toBe(heading);
    }
  });

  it("capitalises every word but short joining words inside the heading", () => {
    expect(titleCase("pick a time for your 15-minute chat")).toBe("Pick a Time for Your 15-Minute Chat");
    expect(titleCase("what the audit covers")).toBe("What the Audit Covers");
    expect(titleCase("a story to tell")).toBe("A Story to Tell");
    expect(titleCase("what to aim for")).toBe("What to Aim For");
  });

  it("capitalises a joining word after a colon or full stop, and keeps the author's capitals", () => {
    expect(titleCase("strategic themes: add 0 to 2")).toBe("Strategic Themes: Add 0 to 2");
    expect(titleCase("explain it once. sell it every day.")).toBe("Explain It Once. Sell It Every Day.");
    expect(titleCase("LinkedIn DM version for MSPs")).toBe("LinkedIn DM Version for MSPs");
  });
});

/** Keys whose text is a heading, a card title or a button label (not a sentence or an accessible name). */
const HEADING_KEY =
  /(heading|Heading)$|^title$|^name$|^linkLabel$|^emailLabel$|^retryLabel$|^viewOriginalLabel$/;
/**
 * Where a key of that name holds something else: a frame's accessible title, a toast, search data,
 * a form field's label; and the calculator's catalogue, whose names are docs/product.md §3's word
 * for word ("Presenter Video Add-ons", "Rush Delivery (50% faster)"). Also the words already in the
 * house's sentence case (SENTENCE_CASE below), which the title-case check would refuse.
 */
const NOT_HEADINGS =
  /bookingFrames|frame|countrySwitch|pricingServices|JsonLd|host\b|calculatorCategories|calculatorServices|client\.name|contactPage\.unreachable/;

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

describe("headings and card titles in content/", () => {
  it("are all in title case", () => {
    const modules = {
      booking,
      calculator,
      closingBands,
      contact,
      filmWords,
      founder,
      home,
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
      terms,
      testimonials,
      vendorPricing,
      vendorSolutions,
      videos,
    };
    const headings = Object.entries(modules).flatMap(([file, module]) => headingsIn(module, file));
    expect(headings.length).toBeGreaterThan(80);
    const notTitleCase = headings.filter(([, text]) => titleCase(text) !== text);
    expect(notTitleCase).toEqual([]);
  });
});

/** Words a heading may capitalise inside it: names, and an abbreviation that is always written so. */
const PROPER_WORDS = new Set(["MSP", "YouTube", "I"]);

/** Content already in sentence case: a film's page, and /contact's notice when both forms fail. */
const SENTENCE_CASE = { watch, contactUnreachable: { unreachable: contact.contactPage.unreachable } };

describe("headings and labels of a film's page (content/watch.ts) and /contact's notice when both forms fail", () => {
  it("are in sentence case, the house case the rest of the site moves to: the first word capitalised, then names only", () => {
    const headings = Object.entries(SENTENCE_CASE).flatMap(([file, module]) => headingsIn(module, file));
    expect(headings.length).toBeGreaterThan(11);
    const notSentenceCase = headings.filter(([, text]) => {
      const [first = "", ...rest] = text.split(/\s+/);
      return (
        first[0] !== first[0]?.toUpperCase() ||
        rest.some((word) => /^[A-Z]/.test(word) && !PROPER_WORDS.has(word.replace(/[^A-Za-z]/g, "")))
      );
    });
    expect(notSentenceCase).toEqual([]);
  });
});
