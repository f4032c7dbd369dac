/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";

/*
 * npm runs scripts in cmd.exe on Windows and sh elsewhere: a script must mean the same in both.
 * So each one is a single command, or commands joined by `&&` (which both shells run alike), each
 * a Node-run tool given plain arguments: no `VAR=value` prefix, no rm/mv/cp, no pipes, redirects,
 * quotes, globs or variables.
 */
const PORTABLE_TOOLS = [
  "node",
  "tsx",
  "npm",
  "next",
  "eslint",
  "prettier",
  "jest",
  "playwright",
  "knip",
  "tsc",
];
const PLAIN_ARGUMENT = /^[\w@./:=-]+$/;

/** Why one script would not run the same in every OS's shell, or undefined where it would. */
function unportable(script: string): string | undefined {
  for (const command of script.split(" && ")) {
    const [tool, ...args] = command.trim().split(/\s+/);
    if (!tool || !PORTABLE_TOOLS.includes(tool)) return `"${tool}" is not a Node-run tool`;
    const odd = args.find((arg) => !PLAIN_ARGUMENT.test(arg) || /^[A-Z_]+=/.test(arg));
    if (odd) return `"${odd}" is not a plain argument`;
  }
  return undefined;
}

const { scripts } = JSON.parse(readFileSync(join(__dirname, "../../package.json"), "utf8")) as {
  scripts: Record<string, string>;
};

describe("npm scripts", () => {
  it.each(Object.entries(scripts))("%s runs the same without a POSIX shell", (_name, script) => {
    expect(unportable(script)).toBeUndefined();
  });

  it.each([
    ["a variable set before the command", "NEXT_TELEMETRY_DISABLED=1 next dev"],
    ["a POSIX file command in a chain", "npm run build && rm -rf out-launched"],
    ["a copy", "cp -r a/. b/"],
    ["a pipe", "node a.mjs | tee log"],
    ["a quoted argument", "node a.mjs 'two words'"],
    ["a shell variable", "node $SCRIPT"],
    ["a sequence only sh runs", "node a.mjs; node b.mjs"],
    ["a variable set after a tool", "npm run build FOO=1"],
  ])("rejects %s", (_case, script) => {
    expect(unportable(script)).toBeDefined();
  });

  it("accepts a chain of Node-run tools with plain arguments", () => {
    expect(unportable("eslint . --max-warnings=0 && node scripts/x.mjs --check && knip")).toBeUndefined();
  });
});
