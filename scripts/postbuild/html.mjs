/**
 * The few tree operations the post-build steps need, on parse5's default tree: parse5 is the
 * WHATWG parser jsdom and rehype use, so the tree is the one a browser builds from the same bytes.
 */
import { defaultTreeAdapter as tree, html, parse, serialize } from "parse5";

export { parse as parseHtml, serialize as serializeHtml };

/** A post-build expectation that Next's output did not meet, or a result that failed its own check. */
export class PostbuildError extends Error {
  constructor(file, message) {
    super(`${file}: ${message}`);
    this.name = "PostbuildError";
  }
}

export function attr(node, name) {
  return node.attrs?.find((attribute) => attribute.name === name)?.value ?? null;
}

export function setAttr(node, name, value) {
  const existing = node.attrs.find((attribute) => attribute.name === name);
  if (existing) existing.value = value;
  else node.attrs.push({ name, value });
}

/** Every element under `root`, in document order. */
export function elements(root) {
  const found = [];
  const visit = (node) => {
    for (const child of node.childNodes ?? []) {
      if (child.tagName) found.push(child);
      // <template> keeps its children in a separate fragment.
      visit(child.tagName === "template" ? child.content : child);
    }
  };
  visit(root);
  return found;
}

export function findAll(root, predicate) {
  return elements(root).filter(predicate);
}

export function headOf(document) {
  return findAll(document, (node) => node.tagName === "head")[0];
}

export function bodyOf(document) {
  return findAll(document, (node) => node.tagName === "body")[0];
}

export function textOf(node) {
  return (node.childNodes ?? []).map((child) => child.value ?? "").join("");
}

export function createElement(tagName, attributes = {}, text) {
  const node = tree.createElement(
    tagName,
    html.NS.HTML,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  );
  if (text !== undefined) tree.insertText(node, text);
  return node;
}

export function remove(node) {
  tree.detachNode(node);
}

export function append(parent, node) {
  tree.appendChild(parent, node);
}

export function insertBefore(reference, node) {
  tree.insertBefore(reference.parentNode, node, reference);
}

export function insertAfter(reference, node) {
  const parent = reference.parentNode;
  const next = parent.childNodes[parent.childNodes.indexOf(reference) + 1];
  if (next) tree.insertBefore(parent, node, next);
  else tree.appendChild(parent, node);
}

/** Replaces an element's children with one text node (a data block's new contents). */
export function replaceText(node, text) {
  for (const child of [...node.childNodes]) tree.detachNode(child);
  tree.insertText(node, text);
}

/** Inline scripts the browser executes: no src, and a JavaScript type (JSON-LD and data blocks are not). */
export function isExecutableInlineScript(node) {
  if (node.tagName !== "script" || attr(node, "src") !== null) return false;
  const type = attr(node, "type")?.trim().toLowerCase();
  return !type || ["text/javascript", "application/javascript", "module"].includes(type);
}
