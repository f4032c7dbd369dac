/*
 * What `npm test` needs outside npm before its first test, decided from what the machine has: a
 * Chromium for the end-to-end tests, nginx for the nginx tests (a unit test of its port-80 server
 * and the hosting spec's nginx host), Firefox ESR for the Firefox smoke run, and WebKitGTK's
 * WebDriver with what runs its browser for the WebKit run. Pure functions of the facts, so each
 * decision is unit-tested without installing or removing anything.
 */

export type Facts = {
  /** A Chromium the tests can drive: Debian's or Playwright's own. */
  browser: boolean;
  nginx: boolean;
  /** Liberation Sans, which the fallback-font test draws with where Arial is missing. */
  arialTwin: boolean;
  /** Firefox (Debian's ESR, or any Firefox on the PATH) for the smoke run. */
  firefox: boolean;
  /**
   * The WebKit run's tools, all of them: WebKitGTK's WebDriver, xvfb-run (its windows need an X
   * display), and gjs with WebKitGTK's GObject bindings (its bare browser window).
   */
  webkit: boolean;
  /** Running as root, so a system package can be installed without asking. */
  root: boolean;
  /** Debian's package tool is there. */
  apt: boolean;
  /** CI runs every test, so nothing may be left out there. */
  ci: boolean;
  platform: NodeJS.Platform;
};

/** The tools a developer's run can do without: their tests are left out where they are missing. */
export type OptionalTool = "nginx" | "firefox" | "webkit";
export const OPTIONAL_TOOLS = ["nginx", "firefox", "webkit"] as const satisfies readonly OptionalTool[];

const BROWSER_PACKAGES = ["chromium-headless-shell", "chromium"];
/**
 * Liberation Sans, Arial's metric twin, which Debian's Chromium only recommends: where Arial is
 * missing the fonts' fallback faces draw from it, and an end-to-end test holds them to the fonts'
 * measure.
 */
const ARIAL_TWIN_PACKAGE = "fonts-liberation";
const PLAYWRIGHT_INSTALL = "npx playwright install chromium";
const DEBIAN_PACKAGES: Record<OptionalTool, readonly string[]> = {
  nginx: ["nginx"],
  firefox: ["firefox-esr"],
  webkit: ["webkit2gtk-driver", "xvfb", "gjs", "gir1.2-webkit2-4.1"],
};
/** Homebrew has no WebKitGTK: macOS's WebKit is Safari's, which this run does not drive. */
const HOMEBREW_INSTALL: Partial<Record<OptionalTool, string>> = {
  nginx: "brew install nginx",
  firefox: "brew install --cask firefox",
};
/** What the run leaves out without each tool. */
const LEFT_OUT: Record<OptionalTool, string> = {
  nginx: "the nginx tests (its port-80 server and the hosting spec's nginx host) are",
  firefox: "the Firefox smoke run is",
  webkit: "the WebKit run is",
};
const TOOL_NAME: Record<OptionalTool, string> = {
  nginx: "nginx",
  firefox: "Firefox",
  webkit: "WebKitGTK's WebDriver",
};

/** Debian packages to install before anything else is tried: only as root, with apt. */
export function aptPackages(facts: Facts): string[] {
  if (!facts.root || !facts.apt) return [];
  return [
    ...(facts.browser ? [] : BROWSER_PACKAGES),
    ...(facts.arialTwin ? [] : [ARIAL_TWIN_PACKAGE]),
    ...OPTIONAL_TOOLS.filter((tool) => !facts[tool]).flatMap((tool) => DEBIAN_PACKAGES[tool]),
  ];
}

/** The one command to give a developer whose machine still has no browser after every attempt. */
export function browserFix(facts: Facts): string {
  if (facts.apt) return `${facts.root ? "" : "sudo "}apt-get install -y ${BROWSER_PACKAGES.join(" ")}`;
  return PLAYWRIGHT_INSTALL;
}

/** The command that installs `tool` on this kind of machine. */
export function toolFix(tool: OptionalTool, facts: Facts): string {
  const packages = DEBIAN_PACKAGES[tool];
  if (facts.apt) return `${facts.root ? "" : "sudo "}apt-get install -y ${packages.join(" ")}`;
  const homebrew = facts.platform === "darwin" ? HOMEBREW_INSTALL[tool] : undefined;
  if (homebrew) return homebrew;
  return packages.length === 1
    ? `your system's package manager (the package is called ${packages[0]})`
    : `your system's package manager (Debian calls the packages ${packages.join(", ")})`;
}

export type ToolOutcome = "present" | "left out" | "required";

/**
 * Once installing has been tried: the tool is there, or its tests are left out of a developer's
 * run, or (on CI, which runs every test) its absence fails the run.
 */
export function toolOutcome<Tool extends OptionalTool>(
  tool: Tool,
  facts: Pick<Facts, Tool | "ci">,
): ToolOutcome {
  if (facts[tool]) return "present";
  return facts.ci ? "required" : "left out";
}

/** The hosts the hosting spec runs on: all of them, but nginx only where it is installed or on CI. */
export function hostsThisRun<Name extends string>(
  hosts: readonly Name[],
  facts: Pick<Facts, "nginx" | "ci">,
): Name[] {
  return hosts.filter((host) => host !== "nginx" || toolOutcome("nginx", facts) !== "left out");
}

/** The line saying what the run leaves out, with the command that would put it back. */
export function leftOutMessage(tool: OptionalTool, facts: Facts): string {
  return (
    `${TOOL_NAME[tool]} is not installed: ${LEFT_OUT[tool]} left out of this run; ` +
    `install it with ${toolFix(tool, facts)}`
  );
}

/** The line that fails a CI run missing `tool`. */
export function requiredMessage(tool: OptionalTool, facts: Facts): string {
  return `${TOOL_NAME[tool]} is not installed, and CI runs every test. Install it with:\n  ${toolFix(tool, facts)}`;
}
