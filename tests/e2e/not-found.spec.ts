import { notFoundCopy } from "@/content/pages";
import { ROUTES } from "@/lib/routes";
import { expect, test } from "./fixtures";

test.describe("not-found page", () => {
  for (const path of ["/no-such-page", "/portfolio/no-such-item/deeper", "/Unknown-Thing/"]) {
    test(`answers ${path} with status 404 and the designed page`, async ({ page, request, baseURL }) => {
      expect((await request.get(path)).status()).toBe(404);
      // The canonicaliser runs while the page is parsed, so any redirect it made would be among
      // the main frame's navigations by the time the page has hydrated.
      const visited: string[] = [];
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
      await expect(page.getByRole("link", { name: "Back to the Home Page" })).toHaveAttribute(
        "href",
        ROUTES.home,
      );
      await expect(page.getByRole("main").getByRole("link", { name: "See Our Work" })).toHaveAttribute(
        "href",
        ROUTES.portfolio,
      );
      await expect(page.getByRole("main").getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
        "href",
        ROUTES.contact,
      );
      await expect(page.getByText("Did you forget")).toHaveCount(0);
      // Pictured like every other page: a monitor with no signal, beside the words at 1280 px.
      const picture = page.locator("main [aria-hidden=true]", { hasText: notFoundCopy.signal });
      const [box, heading] = await Promise.all([picture.boundingBox(), page.locator("h1").boundingBox()]);
      expect(box!.x).toBeGreaterThan(heading!.x + heading!.width);
      expect(box!.width).toBeGreaterThan(400);
      // Stays put: an unknown path must never redirect, let alone loop.
      expect([...new Set(visited)]).toEqual([`${baseURL}${path}`]);
    });
  }
});

test("preloads the same fonts as every other page, so a first visit paints it in the brand faces", async ({
  request,
}) => {
  const fontPreloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g)].map((match) => match[1]);
  const home = fontPreloads(await (await request.get(ROUTES.home)).text());
  expect(home).toHaveLength(2);
  expect(fontPreloads(await (await request.get("/no-such-page")).text()).sort()).toEqual(home.sort());
});

test.describe("case-insensitive, slash-tolerant paths", () => {
  for (const [typed, landed] of [
    ["/PORTFOLIO", "/portfolio/"],
    ["/Portfolio/", "/portfolio/"],
    ["/Msp-Pricing?x=1#top", "/msp-pricing/?x=1#top"],
    ["/BOOK-AUDIT", "/book-audit/"],
    ["/msp-pricing", "/msp-pricing/"],
    // A film's own page, as a visitor might type or paste it.
    ["/WORK/Patch-Tuesday-The-Musical", "/work/patch-tuesday-the-musical/"],
  ] as const) {
    test(`${typed} ends on ${landed}`, async ({ page, baseURL }) => {
      await page.goto(typed);
      await expect(page).toHaveURL(`${baseURL}${landed}`);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Page Not Found/);
    });
  }
});
