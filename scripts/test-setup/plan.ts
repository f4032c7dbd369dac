/*
 * What `npm test` needs outside npm before Playwright starts, decided from what the machine has:
 * a Chromium for every test, and nginx for the hosting spec's nginx host. Pure functions of the
 * facts, so each decision is unit-tested without installing or removing anything.
 */

export type Facts = {
  /** A Chromium the tests can drive: Debian's or Playwright's own. */
  browser: boolean;
  nginx: boolean;
  /** Running as root, so a system package can be installed without asking. */
  root: boolean;
  /** Debian's package tool is there. */
  apt: boolean;
  /** CI runs every host, so nothing may be left out there. */
  ci: boolean;
  platform: NodeJS.Platform;
};

const BROWSER_PACKAGES = ["chromium-headless-shell", "chromium"];
const PLAYWRIGHT_INSTALL = "npx playwright install chromium";

/** Debian packages to install before anything else is tried: only as root, with apt. */
export function aptPackages(facts: Facts): string[] {
  if (!facts.root || !facts.apt) return [];
  return [...(facts.browser ? [] : BROWSER_PACKAGES), ...(facts.nginx ? [] : ["nginx"])];
}

/** The one command to give a developer whose machine still has no browser after every attempt. */
export function browserFix(facts: Facts): string {
  if (facts.apt) return `${facts.root ? "" : "sudo "}apt-get install -y ${BROWSER_PACKAGES.join(" ")}`;
  return PLAYWRIGHT_INSTALL;
}

/** The command that installs nginx on this kind of machine. */
export function nginxFix(facts: Facts): string {
  if (facts.apt) return `${facts.root ? "" : "sudo "}apt-get install -y nginx`;
  if (facts.platform === "darwin") return "brew install nginx";
  return "your system's package manager (the package is called nginx)";
}

export type NginxOutcome = "present" | "left out" | "required";

/**
 * Once installing has been tried: nginx is there, or the nginx host is left out of a developer's
 * run, or (on CI, which runs every host) its absence fails the run.
 */
export function nginxOutcome(facts: Pick<Facts, "nginx" | "ci">): NginxOutcome {
  if (facts.nginx) return "present";
  return facts.ci ? "required" : "left out";
}

/** The hosts the hosting spec runs on: all of them, but nginx only where it is installed or on CI. */
export function hostsThisRun<Name extends string>(
  hosts: readonly Name[],
  facts: Pick<Facts, "nginx" | "ci">,
): Name[] {
  return hosts.filter((host) => host !== "nginx" || nginxOutcome(facts) !== "left out");
}

/** The line saying what the run leaves out, with the command that would put it back. */
export function nginxLeftOutMessage(facts: Facts): string {
  return (
    "nginx is not installed: the nginx hosting tests are left out of this run; " +
    `install it with ${nginxFix(facts)}`
  );
}
