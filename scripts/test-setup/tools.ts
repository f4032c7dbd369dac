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

/** nginx's executable: Debian installs it in /usr/sbin, which is not on every user's PATH. */
export function findNginx(
  exists: (path: string) => boolean = existsSync,
  searchPath: string = process.env.PATH ?? "",
): string | undefined {
  const dirs = ["/usr/sbin", ...searchPath.split(delimiter).filter(Boolean)];
  const names = process.platform === "win32" ? ["nginx.exe"] : ["nginx"];
  return dirs.flatMap((dir) => names.map((name) => join(dir, name))).find((path) => exists(path));
}
