import { expect, type Page } from "@playwright/test";

/*
 * The content security policy as a visitor's browser applies it: the page's meta policy, and every
 * violation the browser reports while the page loads and is used.
 */

type WithViolations = { cspViolations: string[] };

/** Records every policy violation on `page` from its first script on; read them with cspViolations. */
export async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as WithViolations).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

/** Violations seen so far, as "directive blocked-URI" lines. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as WithViolations).cspViolations);
}

/**
 * Scripts only from this site and the hashes of the inline scripts it was built with; frames only
 * from the two providers; with analytics off (this export), no request to any other host.
 */
export async function expectHashedScriptPolicy(page: Page) {
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  const scriptSrc = policy?.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(scriptSrc).not.toContain("unsafe-eval");
  expect(policy).toContain("frame-src https://hello.withmoxie.com https://www.youtube-nocookie.com");
  expect(scriptSrc).not.toMatch(/https?:/);
  expect(policy?.split("; ")).toContain("connect-src 'self'");
}
