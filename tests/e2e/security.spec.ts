import { cspViolations, expectHashedScriptPolicy, watchCspViolations } from "./content-security";
import { expect, test } from "./fixtures";
import { imagesSettled, scrollThrough } from "./helpers";

test.describe("content security policy", () => {
  test.beforeEach(async ({ page }) => watchCspViolations(page));

  // Every route's policy is checked on its UK load in pages-by-country.spec.ts; the 404 page's here.
  test("/no-such-page/ carries a hashed policy and violates it nowhere", async ({ page }) => {
    await page.goto("/no-such-page/");
    await expectHashedScriptPolicy(page);
    await scrollThrough(page);
    await imagesSettled(page);
    expect(await cspViolations(page)).toEqual([]);
  });

  test("an inline script that was not hashed at build time is refused", async ({ page }) => {
    await page.goto("/");
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await cspViolations(page)).length).toBeGreaterThan(0);
  });
});

test.describe("host headers", () => {
  test("pages are sent with the headers a meta tag cannot set, and their own policy as a header", async ({
    request,
  }) => {
    const response = await request.get("/");
    const headers = response.headers();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response.text());
    expect(headers["content-security-policy"]).toBe(`${meta?.[1]}; frame-ancestors 'none'`);
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
