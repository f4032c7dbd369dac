import { ROUTE_PATHS } from "@/lib/routes";
import { expect, test } from "./fixtures";
import { imagesSettled, scrollThrough } from "./helpers";

test.describe("content security policy", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  });

  for (const path of [...ROUTE_PATHS, "/no-such-page/"]) {
    test(`${path} carries a hashed policy and violates it nowhere`, async ({ page }) => {
      await page.goto(path);
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
      const scriptSrc =
        policy?.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(scriptSrc).not.toContain("unsafe-eval");
      expect(policy).toContain("frame-src https://hello.withmoxie.com https://www.youtube-nocookie.com");
      // Bring every lazy image and frame in, and let each load or fail, before reading violations.
      await scrollThrough(page);
      await imagesSettled(page);
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
    });
  }

  test("an inline script that was not hashed at build time is refused", async ({ page }) => {
    await page.goto("/");
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.length),
      )
      .toBeGreaterThan(0);
  });
});

test.describe("host headers", () => {
  test("pages are sent with the headers a meta tag cannot set", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toBe("frame-ancestors 'none'");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  });

  test("hashed build assets are cached for a year and the rules file itself is not served", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    expect((await request.get(asset as string)).headers()["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await request.get("/_headers")).status()).toBe(404);
  });
});
