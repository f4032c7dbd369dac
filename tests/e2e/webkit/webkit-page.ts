import type { ElementRef, WebDriverSession } from "./webdriver";

/*
 * What the WebKit run's checks do with a page, over classic WebDriver: load it and wait for React,
 * wait until a condition holds in it, find a control by what it says, and read the errors the
 * bare browser's page script kept (bare-browser.mjs).
 */

/** How long a wait may take before it counts as hung (never how long anything should take). */
const HUNG_MS = 30_000;
/** How often a wait asks the page again. */
const ASK_EVERY_MS = 100;

/**
 * Asks the page `condition` (a function body returning a truthy value when it holds) until it
 * does, and returns that value; `what` names it in the error if it never does.
 */
export async function waitUntil<Value>(
  session: WebDriverSession,
  what: string,
  condition: string,
  ...args: unknown[]
): Promise<Value> {
  let tries = Math.ceil(HUNG_MS / ASK_EVERY_MS);
  for (;;) {
    const value = await session.run<Value>(condition, ...args);
    if (value) return value;
    if (--tries === 0) throw new Error(`still waiting for ${what}`);
    await new Promise((again) => setTimeout(again, ASK_EVERY_MS));
  }
}

/** Loads `url` and waits until React has hydrated it, as a visitor's first press comes after that. */
export async function gotoHydrated(session: WebDriverSession, url: string) {
  await session.goto(url);
  await hydrated(session, url);
}

export async function hydrated(session: WebDriverSession, url: string) {
  await waitUntil(session, `${url} to hydrate`, 'return document.querySelector("html[data-hydrated]")');
}

/** The errors the page has met since it loaded (uncaught, console.error, refused by its CSP). */
export function pageErrors(session: WebDriverSession): Promise<string[]> {
  return session.run<string[]>("return window.__webkitRun.errors.slice()");
}

/** The visible button whose accessible name (its aria-label, else its text) starts with `prefix`. */
export function button(session: WebDriverSession, prefix: string, within = "body"): Promise<ElementRef> {
  return waitUntil<ElementRef>(
    session,
    `a visible button "${prefix}…" in ${within}`,
    `const [prefix, within] = arguments;
     return [...document.querySelectorAll(within + " button")].find(
       (candidate) =>
         (candidate.getAttribute("aria-label") ?? candidate.textContent ?? "")
           .replace(/\\s+/g, " ")
           .trim()
           .startsWith(prefix) && candidate.checkVisibility(),
     );`,
    prefix,
    within,
  );
}

/** The page's text as a visitor reads it: only what is rendered (the other country's is not). */
export function visibleText(session: WebDriverSession): Promise<string> {
  return session.run<string>("return document.body.innerText");
}

/**
 * A test's clean start, as a new browser context gives Playwright's tests: no stored country, no
 * cookie. The export's robots.txt is the cheapest document of the site's origin to clear them in.
 */
export async function clearSiteData(session: WebDriverSession, origin: string) {
  await session.goto(`${origin}/robots.txt`);
  await session.run("localStorage.clear(); sessionStorage.clear();");
  await session.deleteCookies();
}
