/** @jest-environment node */
import { join, relative } from "node:path";
import ts from "typescript";
import { COUNTRIES } from "@/lib/countries";
import { formatText } from "@/lib/format";

/*
 * The copy is written in British English and every word a visitor reads goes through the spelling
 * layer (<LocalText>, <PerCountry>, formatText), so a US visitor reads "program", not "programme"
 * (docs/product.md §3). This check asks TypeScript what each rendered expression in components/
 * and app/ holds: content is typed `as const`, so `{vendorPriced.lead}` is known to be the text
 * "Priced to your programme". A text rendered as a child, or as an attribute a visitor reads or
 * hears, that the layer would change for any country, outside <LocalText> or <PerCountry>, is
 * reported. (What only reaches a component as a plain `string` is read on the built pages instead:
 * tests/e2e/pages-by-country.spec.ts reads every page in both countries.)
 */

const ROOT = join(__dirname, "../..");

/** Components whose children are spelt for the visitor's country. */
const SPELLING_COMPONENTS = new Set(["LocalText", "PerCountry"]);

/** Attributes of HTML elements that a visitor reads or a screen reader speaks. */
const SPOKEN_ATTRIBUTES =
  /^(alt|title|placeholder|aria-label|aria-description|aria-roledescription|aria-valuetext|label)$/;

/** The texts an expression can hold, as TypeScript knows them: each literal of its type. */
function literalTexts(checker: ts.TypeChecker, expression: ts.Expression): string[] {
  const type = checker.getTypeAtLocation(expression);
  const parts = type.isUnion() ? type.types : [type];
  return parts.flatMap((part) => (part.isStringLiteral() ? [part.value] : []));
}

/** Whether some country reads the text differently from how it is written. */
function spellingDiffers(text: string): boolean {
  return COUNTRIES.some((country) => formatText(text, country) !== text);
}

function tagName(element: ts.JsxElement | ts.JsxSelfClosingElement): string {
  const opening = ts.isJsxElement(element) ? element.openingElement : element;
  return opening.tagName.getText();
}

const isHtmlTag = (name: string) => /^[a-z]/.test(name);

/**
 * Every text in `files` rendered past the spelling layer that the layer would change, as
 * "file:line expression: text" lines.
 */
export function unspeltTexts(program: ts.Program, files: readonly string[]): string[] {
  const checker = program.getTypeChecker();
  const found: string[] = [];
  for (const fileName of files) {
    const file = program.getSourceFile(fileName);
    if (!file) throw new Error(`${fileName} is not in the program`);
    const report = (expression: ts.Expression, where: string) => {
      for (const text of literalTexts(checker, expression).filter(spellingDiffers)) {
        const { line } = file.getLineAndCharacterOfPosition(expression.getStart());
        found.push(
          `${relative(ROOT, fileName)}:${line + 1} ${where}${expression.getText()}: ${JSON.stringify(text)}`,
        );
      }
    };
    const visit = (node: ts.Node) => {
      // A child: {copy.lead}, unless the element around it spells it.
      if (
        ts.isJsxExpression(node) &&
        node.expression &&
        (ts.isJsxFragment(node.parent) ||
          (ts.isJsxElement(node.parent) && !SPELLING_COMPONENTS.has(tagName(node.parent))))
      ) {
        report(node.expression, "");
      }
      // An attribute an HTML element shows or speaks as it is: alt={copy.photoAlt}.
      if (
        ts.isJsxAttribute(node) &&
        node.initializer &&
        ts.isJsxExpression(node.initializer) &&
        node.initializer.expression &&
        SPOKEN_ATTRIBUTES.test(node.name.getText())
      ) {
        const element = node.parent.parent;
        const name =
          ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element)
            ? element.tagName.getText()
            : "";
        if (isHtmlTag(name)) report(node.initializer.expression, `${node.name.getText()}=`);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/** The project's own program (tsconfig.json), rooted at these files. */
function projectProgram(files: readonly string[]): ts.Program {
  const config = ts.readConfigFile(join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  return ts.createProgram(files, { ...options, noEmit: true, incremental: false });
}

function tsxFiles(): string[] {
  return ts.sys
    .readDirectory(ROOT, [".tsx"], undefined, ["components/**/*", "app/**/*"])
    .filter((path) => /\/(components|app)\//.test(path));
}

describe("the spelling layer", () => {
  it("spells every text that components and pages render", () => {
    const files = tsxFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(unspeltTexts(projectProgram(files), files)).toEqual([]);
  }, 120_000);

  it("finds a text rendered past the layer, as a child or a spoken attribute, and leaves spelt ones alone", () => {
    const sample = join(ROOT, "components/sample.tsx");
    const source = `
      const copy = {
        lead: "Priced to your programme",
        photo: "A colourful stage",
        same: "Priced for you",
        name: "Ada" as string,
      } as const;
      declare function LocalText(props: { children: string }): null;
      declare function Card(props: { label: string }): null;
      const flag: boolean = true;
      export const Sample = () => (
        <p>
          {copy.lead}
          <LocalText>{copy.lead}</LocalText>
          <img alt={copy.photo} />
          <Card label={copy.photo} />
          {flag ? copy.photo : copy.same}
          {copy.same}
          {copy.name}
        </p>
      );`;
    const host = ts.createCompilerHost({ jsx: ts.JsxEmit.Preserve, noLib: true });
    const readFile = host.readFile.bind(host);
    const getSourceFile = host.getSourceFile.bind(host);
    host.fileExists = (path) => path === sample;
    host.readFile = (path) => (path === sample ? source : readFile(path));
    host.getSourceFile = (path, version) =>
      path === sample ? ts.createSourceFile(path, source, version, true) : getSourceFile(path, version);
    const program = ts.createProgram([sample], { jsx: ts.JsxEmit.Preserve, noLib: true, strict: true }, host);
    expect(unspeltTexts(program, [sample])).toEqual([
      'components/sample.tsx:13 copy.lead: "Priced to your programme"',
      'components/sample.tsx:15 alt=copy.photo: "A colourful stage"',
      'components/sample.tsx:17 flag ? copy.photo : copy.same: "A colourful stage"',
    ]);
  });
});
