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
