import { ROUTES } from "@/lib/routes";
import { launchedOwner } from "./launched-owner";
import { expect, test, LAUNCHED } from "./fixtures";
import { fakeProvider, fakeRedirectTarget, REDIRECT_TARGET } from "./booking-provider";
import { fakePlausible, reportsNamed } from "./analytics-provider";

const CAMPAIGN = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "autumn-audit" };
const TAGGED_LANDING = `${ROUTES.pricing}?${new URLSearchParams(CAMPAIGN)}`;

/*
 * The launched export turns Plausible on (tests/fixtures/owner-launched.ts): the tracker runs as
 * it does for a visitor, and only its endpoint is stood in for.
 */
test.describe("analytics and campaigns, with Plausible on", LAUNCHED, () => {
  test("a visit from a tagged link records its page views, booking links, form and booking, each with the campaign, and the provider's frame gets the campaign", async ({
    page,
    context,
  }) => {
    const reports = await fakePlausible(page);
    const requested = await fakeProvider(page);
    const visits = await fakeRedirectTarget(page);
    const domain = launchedOwner.analytics?.provider === "plausible" ? launchedOwner.analytics.domain : "";

    await test.step("the page view on load carries the landing address and the campaign", async () => {
      await page.goto(TAGGED_LANDING);
      await expect.poll(() => reportsNamed(reports, "pageview").length).toBe(1);
      const [view] = reportsNamed(reports, "pageview");
      expect(view).toMatchObject({ d: domain, p: CAMPAIGN });
      expect(new URL(view!.u).pathname).toBe(ROUTES.pricing);
      await expect(page.locator("html")).toHaveAttribute("data-analytics", "ready");
    });

    await test.step("the page's CSP allows Plausible's endpoint and no other analytics host", async () => {
      const policy =
        (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")) ?? "";
      const directive = (name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));
      expect(directive("connect-src")).toBe("connect-src 'self' https://plausible.io");
      expect(directive("script-src")).not.toMatch(/https?:/);
    });

    await test.step("a call to action leading to a booking page is recorded with its words, then that page's view", async () => {
      await page.getByRole("banner").getByRole("link", { name: "Get in Touch" }).click();
      await expect(page).toHaveURL(ROUTES.contact);
      await expect.poll(() => reportsNamed(reports, "pageview").length).toBe(2);
      expect(reportsNamed(reports, "Booking Link Clicked")).toEqual([
        expect.objectContaining({ p: { destination: ROUTES.contact, label: "Get in Touch", ...CAMPAIGN } }),
      ]);
      expect(new URL(reportsNamed(reports, "pageview")[1]!.u).pathname).toBe(ROUTES.contact);
    });

    await test.step("the audit form is told the page address with the campaign, and its showing is recorded", async () => {
      await page.goto(ROUTES.bookAudit);
      await expect(page.locator('[data-booking-frame="ready"] iframe')).toHaveCount(1);
      const audit = requested.find((address) => address.includes(launchedOwner.scheduling.forms.audit))!;
      const sourceUrl = new URL(new URL(audit).searchParams.get("sourceUrl")!);
      expect(sourceUrl.pathname).toBe(ROUTES.bookAudit);
      expect(Object.fromEntries(sourceUrl.searchParams)).toEqual(CAMPAIGN);
      await expect
        .poll(() => reportsNamed(reports, "Booking Form Shown").map((report) => report.p))
        .toContainEqual({ form: launchedOwner.scheduling.forms.audit, ...CAMPAIGN });
    });

    await test.step("the provider's [Redirect] records the booking, by beacon, before the page leaves", async () => {
      await page
        .frameLocator('[data-booking-frame="ready"] iframe')
        .getByRole("button", { name: "Finish booking" })
        .click();
      await expect.poll(() => visits).toContain(REDIRECT_TARGET);
      await expect
        .poll(() => reportsNamed(reports, "Booking Completed"))
        .toEqual([
          expect.objectContaining({
            u: expect.stringContaining(ROUTES.bookAudit),
            p: { form: launchedOwner.scheduling.forms.audit, ...CAMPAIGN },
          }),
        ]);
    });

    await test.step("the site set no cookie", async () => {
      expect(await context.cookies()).toEqual([]);
    });
  });
});
