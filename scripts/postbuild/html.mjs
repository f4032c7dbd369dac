// @ts-check
/**
 * The few tree operations the post-build steps need, on parse5's default tree: parse5 is the
 * WHATWG parser jsdom and rehype use, so the tree is the one a browser builds from the same bytes.
 */
import { defaultTreeAdapter as tree, html, parse, serialize } from "parse5";

/** @typedef {import("parse5").DefaultTreeAdapterMap["node"]} Node */
/** @typedef {import("parse5").DefaultTreeAdapterMap["element"]} Element */
/** @typedef {import("parse5").DefaultTreeAdapterMap["document"]} Document */
/** @typedef {import("parse5").DefaultTreeAdapterMap["parentNode"]} ParentNode */
/** @typedef {{ name: string, value: string }} Attribute */

export { parse as parseHtml, serialize as serializeHtml };

/** A post-build expectation that Next's output did not meet, or a result that failed its own check. */
export class PostbuildError extends Error {
  /**
   * @param {string} file
   * @param {string} message
   */
  constructor(file, message) {
    super(`${file}: ${message}`);
    this.name = "PostbuildError";
  }
}

/**
 * Whether a node is an element (it has a tag name and attributes).
 * @param {Node | null | undefined} node
 * @returns {node is Element}
 */
export const isElement = (node) => Boolean(node && "tagName" in node);

/**
 * The attribute's value, or null when the node is not an element or has no such attribute.
 * @param {Node} node
 * @param {string} name
 * @returns {string | null}
 */
export function attr(node, name) {
  if (!isElement(node)) return null;
  return node.attrs.find((attribute) => attribute.name === name)?.value ?? null;
}

/** @type {(node: Element, name: string, value: string) => void} */
export function setAttr(node, name, value) {
  const existing = node.attrs.find((attribute) => attribute.name === name);
  if (existing) existing.value = value;
  else node.attrs.push({ name, value });
}

/**
 * Every element under `root`, in document order.
 * @param {ParentNode} root
 * @returns {Element[]}
 */
export function elements(root) {
  /** @type {Element[]} */
  const found = [];
  /** @param {ParentNode} node */
  const visit = (node) => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue;
      found.push(child);
      // <template> keeps its children in a separate fragment.
      visit(
        "content" in child
          ? /** @type {import("parse5").DefaultTreeAdapterMap["template"]} */ (child).content
          : child,
      );
    }
  };
  visit(root);
  return found;
}

/** @type {(root: ParentNode, predicate: (node: Element) => boolean) => Element[]} */
export const findAll = (root, predicate) => elements(root).filter(predicate);

/**
 * The page's first element with this tag name; the step fails naming the file when there is none.
 * @param {string} tagName
 * @returns {(document: Document, file?: string) => Element}
 */
const only =
  (tagName) =>
  (document, file = "the page") => {
    const found = findAll(document, (node) => node.tagName === tagName)[0];
    if (!found) throw new PostbuildError(file, `has no <${tagName}>`);
    return found;
  };
export const headOf = only("head");
export const bodyOf = only("body");

/**
 * The text of a node's text children (a script's source, a data block's JSON).
 * @param {Element} node
 * @returns {string}
 */
export const textOf = (node) =>
  node.childNodes.map((child) => ("value" in child ? child.value : "")).join("");

/**
 * @param {string} tagName
 * @param {Record<string, string>} [attributes]
 * @param {string} [text]
 * @returns {Element}
 */
export function createElement(tagName, attributes = {}, text) {
  const node = tree.createElement(
    tagName,
    html.NS.HTML,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  );
  if (text !== undefined) tree.insertText(node, text);
  return node;
}

/** @type {(node: Element) => void} */
export const remove = (node) => tree.detachNode(node);

/** @type {(parent: Element, node: Element) => void} */
export const append = (parent, node) => tree.appendChild(parent, node);

/** @type {(parent: Element, node: Element) => void} */
export function prepend(parent, node) {
  const first = parent.childNodes[0];
  if (first) tree.insertBefore(parent, node, first);
  else tree.appendChild(parent, node);
}

/** @type {(reference: Element) => ParentNode} */
function parentOf(reference) {
  if (!reference.parentNode) throw new Error(`<${reference.tagName}> has no parent`);
  return reference.parentNode;
}

/** @type {(reference: Element, node: Element) => void} */
export const insertBefore = (reference, node) => tree.insertBefore(parentOf(reference), node, reference);

/** @type {(reference: Element, node: Element) => void} */
export function insertAfter(reference, node) {
  const parent = parentOf(reference);
  const next = parent.childNodes[parent.childNodes.indexOf(reference) + 1];
  if (next) tree.insertBefore(parent, node, next);
  else tree.appendChild(parent, node);
}

/**
 * Inline scripts the browser executes: no src, and a JavaScript type (JSON-LD and data blocks are not).
 * @param {Element} node
 */
export function isExecutableInlineScript(node) {
  if (node.tagName !== "script" || attr(node, "src") !== null) return false;
  const type = attr(node, "type")?.trim().toLowerCase();
  return !type || ["text/javascript", "application/javascript", "module"].includes(type);
}
