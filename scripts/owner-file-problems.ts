/*
 * The owner's mistakes in content/owner.ts, in plain words: a slip in the file's punctuation (a
 * quote left open, a comma missing) or a value of the wrong kind (a number where text goes, a
 * field misspelt or left out), each as the file, the line, what is wrong and what to write there.
 * The launch check and the build read the file through TypeScript first (`npm run check:launch`,
 * scripts/build.mjs), so the owner meets these lines and never a compiler's stack trace.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** One mistake: where, what is wrong, and what to write instead (when the line tells). */
export type OwnerFileProblem = { file: string; line: number; problem: string; write?: string };

/** The project's compiler options (its `@/` paths among them), so the file is checked as the build checks it. */
function projectOptions(root: string): ts.CompilerOptions {
  const configFile = path.join(root, "tsconfig.json");
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  return { ...options, noEmit: true, incremental: false, skipLibCheck: true };
}

/** The line's text without its indent, as the owner sees it in an editor. */
function lineText(source: ts.SourceFile, line: number): string {
  const starts = source.getLineStarts();
  const start = starts[line] ?? 0;
  const end = starts[line + 1] ?? source.text.length;
  return source.text.slice(start, end).trim();
}

/** The field a position is in, as a path the owner guide uses: `founder.bio`, `videos.mspExample1.id`. */
function fieldAt(source: ts.SourceFile, position: number): string | undefined {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (position < node.getStart(source) || position >= node.getEnd()) return;
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)))
      names.push(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names.length > 0 ? names.join(".") : undefined;
}

/** The line as it should read: a quote closed before its comma. */
function withQuoteClosed(text: string): string {
  const quote = text.includes('"') ? '"' : text.includes("'") ? "'" : '"';
  const body = text.replace(/,\s*$/, "");
  return `${body}${quote},`;
}

/** What the owner should know about one of the compiler's syntax errors. */
function syntaxProblem(diagnostic: ts.Diagnostic, source: ts.SourceFile, file: string): OwnerFileProblem {
  const position = diagnostic.start ?? 0;
  const { line } = source.getLineAndCharacterOfPosition(position);
  const text = lineText(source, line);
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, " ");
  const at = (row: number, problem: string, write?: string) => ({ file, line: row + 1, problem, write });
  if (diagnostic.code === 1002) return at(line, "this text has no closing quote", withQuoteClosed(text));
  if (message === "',' expected.") {
    // The compiler stops at the next field; the comma belongs at the end of the line before it.
    let previous = line - 1;
    while (previous > 0 && /^(\/\/.*|\/?\*.*|)$/.test(lineText(source, previous))) previous--;
    const before = lineText(source, previous);
    return at(previous, "this line needs a comma at its end", `${before.replace(/,?\s*$/, "")},`);
  }
  const closing = /^'([}\])])' expected\.$/.exec(message)?.[1];
  if (closing)
    return at(line, `a closing ${closing} is missing before this line (every { [ ( opened above needs one)`);
  return at(
    line,
    `the punctuation here is broken (${message.replace(/\.$/, "")}): compare the quotes, commas and brackets with the lines around it`,
  );
}

/** What a value of a type looks like in the file: "text in quotes", "a number"… */
function kindOf(typeText: string): string {
  const text = typeText.replace(/^readonly /, "");
  if (/^string$|^"/.test(text)) return "text in quotes";
  if (text === "number" || /^\d/.test(text)) return "a number";
  if (text === "boolean" || text === "true" || text === "false") return "true or false";
  if (/\[\]$|Array</.test(text)) return "a list in square brackets";
  if (text === "null") return "null";
  return `a value of the kind ${text}`;
}

/** The line as it should read when a value that should be text is not in quotes. */
function withValueQuoted(text: string): string | undefined {
  const match = /^([\w"']+:\s*)([^"'\s,][^,]*?)(,?)$/.exec(text);
  return match ? `${match[1]}"${match[2]}"${match[3] || ","}` : undefined;
}

/** How many single-letter edits turn one name into the other. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/** The field the owner probably meant by a name the object has no field of: one within two letters. */
function meantField(checker: ts.TypeChecker, source: ts.SourceFile, position: number, name: string) {
  let found: string | undefined;
  const visit = (node: ts.Node) => {
    if (position < node.getStart(source) || position >= node.getEnd()) return;
    if (ts.isObjectLiteralExpression(node)) {
      const fields =
        checker
          .getContextualType(node)
          ?.getProperties()
          .map((property) => property.name) ?? [];
      const close = fields.filter((field) => editDistance(field, name) <= 2);
      if (close.length > 0) found = close.sort((a, b) => editDistance(a, name) - editDistance(b, name))[0];
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What the owner should know about one of the compiler's type errors. */
function typeProblem(
  diagnostic: ts.Diagnostic,
  source: ts.SourceFile,
  file: string,
  checker: ts.TypeChecker,
): OwnerFileProblem {
  const position = diagnostic.start ?? 0;
  const { line } = source.getLineAndCharacterOfPosition(position);
  const field = fieldAt(source, position + 1);
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n").split("\n")[0] ?? "";
  const named = field ? `\`${field}\`` : "the owner's details";
  const at = (problem: string, write?: string) => ({ file, line: line + 1, problem, write });
  const assignable = /^Type '(.+)' is not assignable to type '(.+)'\.$/.exec(message);
  if (assignable) {
    const [, given = "", wanted = ""] = assignable;
    const write = kindOf(wanted) === "text in quotes" ? withValueQuoted(lineText(source, line)) : undefined;
    return at(`${named} must be ${kindOf(wanted)}, and here it is ${kindOf(given)}`, write);
  }
  const unknown = /'([^']+)' does not exist in type/.exec(message)?.[1];
  if (unknown) {
    const meant = meantField(checker, source, position, unknown);
    const text = lineText(source, line);
    return meant
      ? at(`there is no field \`${unknown}\` here: it is spelt \`${meant}\``, text.replace(unknown, meant))
      : at(`there is no field \`${unknown}\` here: check its name against docs/owner-guide.md`);
  }
  const missing = /^Property '([^']+)' is missing/.exec(message);
  if (missing)
    return at(
      `${named} is missing its \`${missing[1]}\` field: add ${missing[1]}: "…", (docs/owner-guide.md says what goes there)`,
    );
  return at(`${named}: ${message.replace(/\.$/, "")}`);
}

/**
 * Every mistake in the owner file, syntax first (a file that does not parse has no types to check);
 * empty when it reads as the site expects. `root` is the project's folder.
 */
export function ownerFileProblems(ownerFile: string, root = process.cwd()): OwnerFileProblem[] {
  const file = path.resolve(root, ownerFile);
  const shown = path.relative(root, file);
  const program = ts.createProgram([file], projectOptions(root));
  const source =
    program.getSourceFile(file) ??
    ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const syntax = program.getSyntacticDiagnostics(source);
  if (syntax.length > 0) {
    // One slip can confuse the parser for the rest of the file: its first error is the one to fix.
    return [syntaxProblem(syntax[0]!, source, shown)];
  }
  const checker = program.getTypeChecker();
  return program
    .getSemanticDiagnostics(source)
    .map((diagnostic) => typeProblem(diagnostic, source, shown, checker));
}

/** The problems as the owner reads them: a heading, then one or two lines each. */
export function describeOwnerFileProblems(problems: readonly OwnerFileProblem[]): string {
  const [first] = problems;
  if (!first) return "";
  const lines = [
    `${first.file} cannot be read yet: ${problems.length === 1 ? "one mistake" : `${problems.length} mistakes`} to fix first.`,
  ];
  for (const { file, line, problem, write } of problems) {
    lines.push(`  ${file}, line ${line}: ${problem}.`);
    if (write) lines.push(`    Write it as: ${write}`);
  }
  return lines.join("\n");
}
