/** @jest-environment node */
import {
  aptPackages,
  browserFix,
  hostsThisRun,
  leftOutMessage,
  requiredMessage,
  toolFix,
  toolOutcome,
  type Facts,
} from "@/scripts/test-setup/plan";
import { findDebianChromium, findFirefox, findNginx, findWebKit } from "@/scripts/test-setup/tools";

const debianRoot: Facts = {
  browser: true,
  nginx: true,
  arialTwin: true,
  firefox: true,
  webkit: true,
  root: true,
  apt: true,
  ci: false,
  platform: "linux",
};
const laptop: Facts = { ...debianRoot, root: false, apt: false, platform: "darwin" };
/** A fresh Debian machine, as CI and a new developer meet it: none of them installed. */
const fresh: Facts = {
  ...debianRoot,
  browser: false,
  arialTwin: false,
  nginx: false,
  firefox: false,
  webkit: false,
};
/** The packages that make up the WebKit run's tools. */
const WEBKIT_PACKAGES = ["webkit2gtk-driver", "xvfb", "gjs", "gir1.2-webkit2-4.1"];

describe("Debian packages installed before the tests", () => {
  it("installs nothing where the browser, Liberation Sans, nginx, Firefox and WebKit are present", () => {
    expect(aptPackages(debianRoot)).toEqual([]);
  });

  it("installs them all on a fresh machine, as root with apt", () => {
    expect(aptPackages(fresh)).toEqual([
      "chromium-headless-shell",
      "chromium",
      "fonts-liberation",
      "nginx",
      "firefox-esr",
      ...WEBKIT_PACKAGES,
    ]);
  });

  it("installs only what is missing", () => {
    expect(aptPackages({ ...debianRoot, browser: false })).toEqual(["chromium-headless-shell", "chromium"]);
    // A Chromium installed without its recommended fonts still gets Liberation Sans.
    expect(aptPackages({ ...debianRoot, arialTwin: false })).toEqual(["fonts-liberation"]);
    expect(aptPackages({ ...debianRoot, nginx: false })).toEqual(["nginx"]);
    expect(aptPackages({ ...debianRoot, firefox: false })).toEqual(["firefox-esr"]);
    expect(aptPackages({ ...debianRoot, webkit: false })).toEqual(WEBKIT_PACKAGES);
  });

  it("installs nothing without root or without apt", () => {
    expect(aptPackages({ ...fresh, root: false })).toEqual([]);
    expect(aptPackages({ ...fresh, apt: false })).toEqual([]);
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

  it("is the platform's package manager for nginx, Firefox and WebKit", () => {
    expect(toolFix("nginx", { ...debianRoot, root: false })).toBe("sudo apt-get install -y nginx");
    expect(toolFix("firefox", debianRoot)).toBe("apt-get install -y firefox-esr");
    expect(toolFix("nginx", laptop)).toBe("brew install nginx");
    expect(toolFix("firefox", laptop)).toBe("brew install --cask firefox");
    expect(toolFix("firefox", { ...laptop, platform: "win32" })).toBe(
      "your system's package manager (the package is called firefox-esr)",
    );
    expect(toolFix("webkit", { ...debianRoot, root: false })).toBe(
      "sudo apt-get install -y webkit2gtk-driver xvfb gjs gir1.2-webkit2-4.1",
    );
    // Homebrew has no WebKitGTK: the Debian names say what to look for.
    expect(toolFix("webkit", laptop)).toBe(
      "your system's package manager (Debian calls the packages webkit2gtk-driver, xvfb, gjs, gir1.2-webkit2-4.1)",
    );
  });

  it("names what is left out and how to put it back", () => {
    expect(leftOutMessage("nginx", laptop)).toBe(
      "nginx is not installed: the nginx tests (its port-80 server and the hosting spec's nginx host) are left out of this run; install it with brew install nginx",
    );
    expect(leftOutMessage("firefox", { ...debianRoot, root: false })).toBe(
      "Firefox is not installed: the Firefox smoke run is left out of this run; install it with sudo apt-get install -y firefox-esr",
    );
    expect(leftOutMessage("webkit", debianRoot)).toBe(
      "WebKitGTK's WebDriver is not installed: the WebKit run is left out of this run; install it with apt-get install -y webkit2gtk-driver xvfb gjs gir1.2-webkit2-4.1",
    );
  });

  it("fails CI naming the command", () => {
    expect(requiredMessage("firefox", debianRoot)).toBe(
      "Firefox is not installed, and CI runs every test. Install it with:\n  apt-get install -y firefox-esr",
    );
  });
});

describe("nginx, Firefox and WebKit", () => {
  const HOSTS = ["npm start", "nginx", "cloudflare pages"] as const;

  it.each(["nginx", "firefox", "webkit"] as const)("%s's tests run wherever it is installed", (tool) => {
    expect(toolOutcome(tool, { ...debianRoot, [tool]: true })).toBe("present");
  });

  it.each(["nginx", "firefox", "webkit"] as const)(
    "%s's tests are left out of a developer's run without it",
    (tool) => {
      expect(toolOutcome(tool, { ...debianRoot, [tool]: false })).toBe("left out");
    },
  );

  it.each(["nginx", "firefox", "webkit"] as const)(
    "%s's tests stay in a CI run without it, which then fails",
    (tool) => {
      expect(toolOutcome(tool, { ...debianRoot, [tool]: false, ci: true })).toBe("required");
    },
  );

  it("decides one tool by its own presence alone", () => {
    const nginxOnly = { ...debianRoot, nginx: true, firefox: false, webkit: false };
    expect(toolOutcome("nginx", nginxOnly)).toBe("present");
    expect(toolOutcome("firefox", nginxOnly)).toBe("left out");
    expect(toolOutcome("webkit", nginxOnly)).toBe("left out");
  });

  it("lists the nginx host only where nginx runs or CI requires it", () => {
    expect(hostsThisRun(HOSTS, { nginx: true, ci: false })).toEqual(HOSTS);
    expect(hostsThisRun(HOSTS, { nginx: false, ci: false })).toEqual(["npm start", "cloudflare pages"]);
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

  it("finds Debian's Firefox ESR first, then a Firefox on the PATH, then macOS's app", () => {
    expect(findFirefox(only("/usr/bin/firefox-esr", "/usr/bin/firefox"), "")).toBe("/usr/bin/firefox-esr");
    expect(findFirefox(only("/opt/firefox/firefox"), "/usr/local/bin:/opt/firefox")).toBe(
      "/opt/firefox/firefox",
    );
    expect(findFirefox(only("/Applications/Firefox.app/Contents/MacOS/firefox"), "/usr/bin")).toBe(
      "/Applications/Firefox.app/Contents/MacOS/firefox",
    );
    expect(findFirefox(only(), "/usr/bin")).toBeUndefined();
  });

  describe("WebKit's tools", () => {
    const bindings = "/usr/lib/x86_64-linux-gnu/girepository-1.0/WebKit2-4.1.typelib";
    const debian = ["/usr/bin/WebKitWebDriver", "/usr/bin/xvfb-run", "/usr/bin/gjs", bindings];

    it("finds Debian's driver, xvfb-run and gjs together, with WebKitGTK's bindings for gjs", () => {
      expect(findWebKit(only(...debian), "", [bindings])).toEqual({
        driver: "/usr/bin/WebKitWebDriver",
        xvfbRun: "/usr/bin/xvfb-run",
        gjs: "/usr/bin/gjs",
      });
      expect(
        findWebKit(only("/opt/webkit/WebKitWebDriver", ...debian.slice(1)), "/opt/webkit", [bindings])
          ?.driver,
      ).toBe("/opt/webkit/WebKitWebDriver");
    });

    it.each(debian)("finds nothing without %s", (missing) => {
      expect(
        findWebKit(only(...debian.filter((path) => path !== missing)), "/usr/bin", [bindings]),
      ).toBeUndefined();
    });
  });
});
