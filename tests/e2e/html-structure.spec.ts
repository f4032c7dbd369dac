import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import { expect, LAUNCHED, test } from "./fixtures";

/*
 * The content models the HTML checker holds every page to, read from the built pages of the
 * launched export (every route and every film's page) with no page load: no block element inside
 * phrasing content (a heading or paragraph inside a <span>), and nothing but list items straight
 * inside a list. A browser repairs both silently, so only the markup shows them.
 */

type Node = { nodeName: string; tagName?: string; childNodes?: Node[]; content?: Node };

/** Elements that are flow content only: never allowed where phrasing content is expected. */
// prettier-ignore
const BLOCK = new Set([
  "address", "article", "aside", "blockquote", "details", "dialog", "div", "dl", "fieldset", "figure",
  "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "main", "nav", "ol", "p",
  "pre", "section", "table", "ul",
]);
/** What a list may hold straight inside it besides its items. */
const LIST_CHILDREN = new Set(["li", "script", "template"]);

function problems(node: Node, file: string, found: string[] = []): string[] {
  for (const child of node.childNodes ?? []) {
    if (!child.tagName) continue;
    if (node.tagName === "span" && BLOCK.has(child.tagName))
      found.push(`${file}: <${child.tagName}> inside <span>`);
    if ((node.tagName === "ul" || node.tagName === "ol") && !LIST_CHILDREN.has(child.tagName))
      found.push(`${file}: <${child.tagName}> straight inside <${node.tagName}>`);
    problems(child.tagName === "template" && child.content ? child.content : child, file, found);
  }
  return found;
}

function htmlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

test(
  "no page puts a block element inside a span, or anything but items straight inside a list",
  LAUNCHED,
  () => {
    const files = htmlFiles("out-launched");
    expect(files.length).toBeGreaterThan(40);
    const found = files.flatMap((file) => problems(parse(readFileSync(file, "utf8")) as Node, file));
    expect(found).toEqual([]);
  },
);
