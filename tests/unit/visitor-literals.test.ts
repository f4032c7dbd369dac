/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/*
 * Every word a visitor sees or hears lives in content/, so copy is written and changed in one place:
 * components and pages only arrange it. This scan reads every .tsx file under components/ and app/ and fails on JSX text,
 * string literals rendered as children, and literal values of the attributes and props that a
 * visitor reads or a screen reader speaks (alt, title, placeholder, aria-label, any *Label prop).
 */

const ROOT = join(__dirname, "../..");
const SPOKEN_ATTRIBUTES =
  /^(alt|title|placeholder|aria-label|aria-description|aria-roledescription|aria-valuetext|label)$|Label$|Text$/;
const HAS_WORDS = /[A-Za-z]{2,}/;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return path.endsWith(".tsx") ? [path] : [];
  });
}

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [
      node.head.text,
      ...node.templateSpans.flatMap((span) => [literalText(span.expression), span.literal.text]),
    ]
      .filter(Boolean)
      .join(" ");
  }
  if (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node))
    return [literalText(node.whenTrue), literalText(node.whenFalse)].join(" ");
  if (ts.isBinaryExpression(node)) return [literalText(node.left), literalText(node.right)].join(" ");
  return null;
}

export function visitorLiterals(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${fileName}:${line + 1} ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && HAS_WORDS.test(node.text)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const text = literalText(node.expression);
      if (text && HAS_WORDS.test(text)) report(node, text);
    }
    if (ts.isJsxAttribute(node) && SPOKEN_ATTRIBUTES.test(node.name.getText())) {
      const text = literalText(node.initializer);
      if (text && HAS_WORDS.test(text)) report(node, `${node.name.getText()}=${text}`);
    }
    // Default values of props such as `closeLabel = "Close"`.
    if (ts.isBindingElement(node) && node.initializer && SPOKEN_ATTRIBUTES.test(node.name.getText())) {
      const text = literalText(node.initializer);
      if (text && HAS_WORDS.test(text)) report(node, `${node.name.getText()} = ${text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("visitor-facing words", () => {
  it("are never written in components or pages", () => {
    const files = [...tsxFiles(join(ROOT, "components")), ...tsxFiles(join(ROOT, "app"))];
    const found = files.flatMap((path) => visitorLiterals(readFileSync(path, "utf8"), relative(ROOT, path)));
    expect(found).toEqual([]);
  });

  it("catches text, rendered strings, spoken attributes and label defaults", () => {
    const sample = `
      export function Sample({ closeLabel = "Close dialog", name }) {
        return (
          <div aria-label="Main menu" className="flex gap-2" data-x="ok">
            Skip to content
            {"View the post"}
            {\`Play video: \${name}\`}
            <img alt="A still" src="/a.png" />
            <span>{name} →</span>
            <span>{name ? \` · \${name === "x" ? "X" : "LinkedIn"}\` : null}</span>
          </div>
        );
      }`;
    expect(
      visitorLiterals(sample, "sample.tsx").map((entry) => entry.replace(/^sample\.tsx:\d+ /, "")),
    ).toEqual([
      '"closeLabel = Close dialog"',
      '"aria-label=Main menu"',
      '"Skip to content"',
      '"View the post"',
      '"Play video:"',
      '"alt=A still"',
      '"·  X LinkedIn"',
    ]);
  });
});
