/** @jest-environment node */
import {
  aptPackages,
  browserFix,
  hostsThisRun,
  nginxFix,
  nginxLeftOutMessage,
  nginxOutcome,
  type Facts,
} from "@/scripts/test-setup/plan";
import { findDebianChromium, findNginx } from "@/scripts/test-setup/tools";

const debianRoot: Facts = { browser: true, nginx: true, root: true, apt: true, ci: false, platform: "linux" };
const laptop: Facts = { browser: true, nginx: true, root: false, apt: false, ci: false, platform: "darwin" };

describe("Debian packages installed before the tests", () => {
  it("installs nothing where the browser and nginx are present", () => {
    expect(aptPackages(debianRoot)).toEqual([]);
  });

  it("installs the headless shell and full Chromium, as root with apt, where no browser is found", () => {
    expect(aptPackages({ ...debianRoot, browser: false })).toEqual(["chromium-headless-shell", "chromium"]);
  });

  it("installs nginx, as root with apt, where it is missing", () => {
    expect(aptPackages({ ...debianRoot, nginx: false })).toEqual(["nginx"]);
  });

  it("installs nothing without root or without apt", () => {
    expect(aptPackages({ ...debianRoot, browser: false, nginx: false, root: false })).toEqual([]);
    expect(aptPackages({ ...debianRoot, browser: false, nginx: false, apt: false })).toEqual([]);
  });
});

describe("the command a failed set-up gives", () => {
  it("is apt-get for a browser on Debian, with sudo for a user", () => {
    expect(browserFix({ ...debianRoot, root: false })).toBe(
      "sudo apt-get install -y chromium-headless-shell chromium",
    );
  });

  it("is Playwright's installer for a browser without apt", () => {
    expect(browserFix(laptop)).toBe("npx playwright install chromium");
  });

  it("is the platform's package manager for nginx", () => {
    expect(nginxFix({ ...debianRoot, root: false })).toBe("sudo apt-get install -y nginx");
    expect(nginxFix(laptop)).toBe("brew install nginx");
  });

  it("names what is left out and how to put it back", () => {
    expect(nginxLeftOutMessage(laptop)).toBe(
      "nginx is not installed: the nginx hosting tests are left out of this run; install it with brew install nginx",
    );
  });
});

describe("the nginx host", () => {
  const HOSTS = ["npm start", "nginx", "cloudflare pages"] as const;

  it("runs wherever nginx is installed", () => {
    expect(nginxOutcome({ nginx: true, ci: false })).toBe("present");
    expect(hostsThisRun(HOSTS, { nginx: true, ci: false })).toEqual(HOSTS);
  });

  it("is left out of a developer's run without nginx", () => {
    expect(nginxOutcome({ nginx: false, ci: false })).toBe("left out");
    expect(hostsThisRun(HOSTS, { nginx: false, ci: false })).toEqual(["npm start", "cloudflare pages"]);
  });

  it("stays in a CI run without nginx, which then fails", () => {
    expect(nginxOutcome({ nginx: false, ci: true })).toBe("required");
    expect(hostsThisRun(HOSTS, { nginx: false, ci: true })).toEqual(HOSTS);
  });
});

describe("finding the tools", () => {
  const only =
    (...paths: string[]) =>
    (path: string) =>
      paths.includes(path);

  it("prefers Debian's headless shell to full Chromium", () => {
    expect(findDebianChromium(only("/usr/bin/chromium", "/usr/lib/chromium/chromium-headless-shell"))).toBe(
      "/usr/lib/chromium/chromium-headless-shell",
    );
    expect(findDebianChromium(only("/usr/bin/chromium"))).toBe("/usr/bin/chromium");
    expect(findDebianChromium(only())).toBeUndefined();
  });

  it("finds nginx in /usr/sbin off the PATH, or on the PATH", () => {
    expect(findNginx(only("/usr/sbin/nginx"), "/usr/bin")).toBe("/usr/sbin/nginx");
    expect(findNginx(only("/opt/homebrew/bin/nginx"), "/usr/bin:/opt/homebrew/bin")).toBe(
      "/opt/homebrew/bin/nginx",
    );
    expect(findNginx(only(), "/usr/bin")).toBeUndefined();
  });
});
