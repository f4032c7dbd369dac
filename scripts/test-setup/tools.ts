import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";

/*
 * Where the end-to-end tests' outside tools live. Debian's Chromium comes first: its headless
 * shell (package chromium-headless-shell, the build Playwright itself uses for headless runs)
 * lacks the full browser's UI processes and runs the suite about a fifth faster; full Chromium is
 * the fallback, then Playwright's own browser where neither is installed.
 */
const DEBIAN_CHROMIUMS = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"];

/** Debian's Chromium, headless shell first, or undefined where neither is installed. */
export function findDebianChromium(exists: (path: string) => boolean = existsSync): string | undefined {
  return DEBIAN_CHROMIUMS.find((path) => exists(path));
}

/** The first of `names` in the first of `dirs`, then on the PATH, that exists. */
function findExecutable(
  names: string[],
  dirs: string[],
  exists: (path: string) => boolean,
  searchPath: string,
): string | undefined {
  const extension = process.platform === "win32" ? ".exe" : "";
  return [...dirs, ...searchPath.split(delimiter).filter(Boolean)]
    .flatMap((dir) => names.map((name) => join(dir, name + extension)))
    .find((path) => exists(path));
}

/** nginx's executable: Debian installs it in /usr/sbin, which is not on every user's PATH. */
export function findNginx(
  exists: (path: string) => boolean = existsSync,
  searchPath: string = process.env.PATH ?? "",
): string | undefined {
  return findExecutable(["nginx"], ["/usr/sbin"], exists, searchPath);
}

/** Firefox for the smoke run: Debian's ESR first, then a Firefox on the PATH, then macOS's app. */
export function findFirefox(
  exists: (path: string) => boolean = existsSync,
  searchPath: string = process.env.PATH ?? "",
): string | undefined {
  return (
    findExecutable(["firefox-esr", "firefox"], ["/usr/bin"], exists, searchPath) ??
    ["/Applications/Firefox.app/Contents/MacOS/firefox"].find((path) => exists(path))
  );
}

/** What the WebKit run starts: WebKitGTK's WebDriver, under xvfb-run, with gjs running its window. */
export type WebKitTools = { driver: string; xvfbRun: string; gjs: string };

/**
 * WebKitGTK's GObject bindings for gjs, in Debian's multiarch folder for this machine (the
 * typelib of gir1.2-webkit2-4.1, the API the run's bare browser window is written against).
 */
function webKitBindings(): string[] {
  const multiarch = { x64: "x86_64-linux-gnu", arm64: "aarch64-linux-gnu" }[process.arch as string];
  return [
    ...(multiarch ? [`/usr/lib/${multiarch}/girepository-1.0/WebKit2-4.1.typelib`] : []),
    "/usr/lib/girepository-1.0/WebKit2-4.1.typelib",
  ];
}

/** The WebKit run's tools where every one of them is installed, else undefined. */
export function findWebKit(
  exists: (path: string) => boolean = existsSync,
  searchPath: string = process.env.PATH ?? "",
  bindings: string[] = webKitBindings(),
): WebKitTools | undefined {
  const find = (name: string) => findExecutable([name], ["/usr/bin"], exists, searchPath);
  const [driver, xvfbRun, gjs] = ["WebKitWebDriver", "xvfb-run", "gjs"].map(find);
  if (!driver || !xvfbRun || !gjs || !bindings.some((path) => exists(path))) return undefined;
  return { driver, xvfbRun, gjs };
}
