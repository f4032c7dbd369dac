import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import { ROUTE_PATHS } from "@/lib/routes";
import { bookAudit, bookConsultation } from "@/content/calls-to-action";
import { expect, LAUNCHED, test } from "./fixtures";

/*
 * One call to action: across the main routes of the launched export, every link to a booking page
 * (the contact page, the three meeting pages, the audit, the home page's contact section) is named
 * by a label docs/product.md gives word for word, by a package's own button, or by one of the two
 * labels the site adds: the call and the audit. Read from the built pages themselves, with no
 * page load: what a visitor and a search engine get.
 */

const BOOKING_HREF =
  /^(\/(contact|15-minute-meeting|30-minute-meeting|60-minute-meeting|book-audit)\/(\?(?!package=)[^#]*)?(#.*)?|\/?#contact)$/;
const PACKAGE_HREF = /^\/contact\/\?package=/;

/** The labels docs/product.md names, word for word: every double-quoted phrase in it. */
const PRODUCT_LABELS = new Set(
  [
    ...readFileSync("docs/product.md", "utf8")
      .replace(/\s+/g, " ")
      .matchAll(/"([^"]+)"/g),
  ].map((match) => match[1]),
);

type Node = {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
};

const attribute = (node: Node, name: string) => node.attrs?.find((item) => item.name === name)?.value;

/** The words a link shows (screen-reader-only text and decoration left out; the UK spelling, as the page first paints). */
function shownText(node: Node): string {
  if (node.nodeName === "#text") return node.value ?? "";
  if (attribute(node, "aria-hidden") === "true" || /\bsr-only\b/.test(attribute(node, "class") ?? ""))
    return "";
  if (/\bonly-(?!uk\b)/.test(attribute(node, "class") ?? "")) return "";
  return (node.childNodes ?? []).map(shownText).join("");
}

function bookingLinks(node: Node, found: { label: string; href: string }[] = []) {
  if (node.nodeName === "a") {
    const href = attribute(node, "href") ?? "";
    if (BOOKING_HREF.test(href) && !PACKAGE_HREF.test(href))
      found.push({ label: shownText(node).replace(/\s+/g, " ").trim(), href });
  }
  for (const child of node.childNodes ?? []) bookingLinks(child, found);
  if (node.content) bookingLinks(node.content, found);
  return found;
}

test(
  "every link to a booking page is named by the product's labels or the site's one call and one audit",
  LAUNCHED,
  () => {
    const added = new Map<string, string[]>();
    const seen = new Set<string>();
    for (const route of ROUTE_PATHS) {
      const file = path.join("out-launched", route, "index.html");
      for (const { label, href } of bookingLinks(parse(readFileSync(file, "utf8")) as Node)) {
        expect(label, `a link to ${href} on ${route} has words`).not.toBe("");
        // A link to the page it is on reloads it ("Try again" when the forms did not load): no offer.
        if (href === route) continue;
        seen.add(label);
        if (PRODUCT_LABELS.has(label) || label === bookConsultation.label || label === bookAudit.label)
          continue;
        added.set(label, [...(added.get(label) ?? []), `${route} → ${href}`]);
      }
    }
    // Beyond the product's own labels, only the call and the audit lead to booking; the call is used.
    expect(Object.fromEntries(added)).toEqual({});
    expect(seen).toContain(bookConsultation.label);
  },
);
