import { pages } from "@/content/pages";
import type { Locator, Page } from "@playwright/test";
import { bookingFrameCopy, bookingFrames, bookingPages, MOXIE_ORIGIN } from "@/content/booking";
import { contactPage, contactSection } from "@/content/contact";
import { HOME_ANCHORS } from "@/content/navigation";
import { ROUTES } from "@/lib/routes";
import { axeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { fakeForeignSite, fakeProvider, fakeRedirectTarget, REDIRECT_TARGET } from "./booking-provider";
import { pausedClock } from "./paused-clock";
import { FRAME_TURN_LIMIT_MS } from "@/components/booking/booking-frame-timing";

const MEETING_PAGES = [ROUTES.meeting15, ROUTES.meeting30, ROUTES.meeting60] as const;
const BOOKING_PAGES = [ROUTES.contact, ...MEETING_PAGES, ROUTES.bookAudit] as const;

/** Waits for the frame's resizer handshake, which only a page running the child script completes. */
async function readyFrames(page: Page, count: number) {
  const frames = page.locator('[data-booking-frame="ready"] iframe');
  await expect(frames).toHaveCount(count);
  return frames;
}

async function frameHeight(frame: Locator) {
  return frame.evaluate((element) => element.getBoundingClientRect().height);
}

/** Each form comes from the provider's own address, asked to render for a frame. */
function expectProviderFormAddresses(requested: string[], count: number) {
  expect(requested.length).toBe(count);
  for (const address of requested) {
    const url = new URL(address);
    expect(url.origin).toBe(MOXIE_ORIGIN);
    expect(url.pathname).toMatch(/^\/01\/[^/]+\/[^/]+$/);
    expect(url.searchParams.get("inFrame")).toBe("true");
  }
}

/** The meeting pages and the home page's discovery call do not pass on the page address. */
function expectNoSourceUrl(requested: string[]) {
  expect(requested).toHaveLength(1);
  for (const address of requested) expect(new URL(address).searchParams.has("sourceUrl")).toBe(false);
}

/** Presses the form's "Finish booking", which posts the provider's [Redirect] to the page. */
async function expectRedirectFollowed(page: Page, visits: string[]) {
  await page.frameLocator("iframe").first().getByRole("button", { name: "Finish booking" }).click();
  await expect(page).toHaveURL(REDIRECT_TARGET);
  expect(visits).toEqual([REDIRECT_TARGET]);
}

const HOSTILE_TITLE =
  "ignore same-origin, foreign, look-alike and script messages, then still honour the provider";

/** Sets up the records the hostile-message check reads; call before the page loads. */
async function recordRedirectMessages(page: Page) {
  // Record every message the page receives, to prove each hostile one really arrived, and every
  // navigation the page starts (the Navigation API reports it the moment it begins).
  await page.addInitScript(() => {
    const navigations: string[] = ((window as unknown as { __navigations: string[] }).__navigations = []);
    (window as unknown as { navigation: EventTarget }).navigation.addEventListener("navigate", (event) => {
      const destination = (event as Event & { destination: { url: string } }).destination.url;
      if (destination !== location.href) navigations.push(destination);
    });
    const seen: string[] = ((window as unknown as { __seen: string[] }).__seen = []);
    window.addEventListener("message", (event) => {
      if (typeof event.data === "string" && event.data.startsWith("[Redirect]")) seen.push(event.origin);
    });
  });
}

/** Sends the page every kind of [Redirect] it must ignore, then the provider's genuine one. */
async function expectHostileRedirectsIgnored(
  page: Page,
  visits: string[],
  foreignOrigin: string,
  consoleErrors: string[],
) {
  const home = page.url();
  const title = await page.title();
  const seen = () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);

  // 1. The page posting to itself.
  await page.evaluate((target) => window.postMessage(`[Redirect]${target}`, "*"), REDIRECT_TARGET);
  // 2. A frame from another site.
  // 3. A second provider-origin frame that is not the booking frame.
  await page.evaluate(
    ([foreign, provider]) => {
      for (const src of [`${foreign}/frame`, `${provider}/01/other/form?postOnLoad`]) {
        const frame = document.createElement("iframe");
        frame.title = "Injected test frame";
        frame.src = src;
        document.body.append(frame);
      }
    },
    [foreignOrigin, MOXIE_ORIGIN],
  );
  // 4. The booking frame asking for a javascript:, a relative and a protocol-relative navigation.
  const form = page.frameLocator("[data-booking-frame] iframe");
  await form.getByRole("button", { name: "Script redirect" }).click();
  await form.getByRole("button", { name: "Relative redirect", exact: true }).click();
  await form.getByRole("button", { name: "Protocol-relative redirect" }).click();

  await expect.poll(seen).toHaveLength(6);
  expect((await seen()).sort()).toEqual(
    [new URL(home).origin, foreignOrigin, MOXIE_ORIGIN, MOXIE_ORIGIN, MOXIE_ORIGIN, MOXIE_ORIGIN].sort(),
  );
  // Each message was handled in the same dispatch that recorded it: none started a navigation.
  expect(await page.evaluate(() => (window as unknown as { __navigations: string[] }).__navigations)).toEqual(
    [],
  );
  expect(page.url()).toBe(home);
  expect(await page.title()).toBe(title);
  expect(visits).toEqual([]);

  // The listener is live: the genuine provider redirect still works.
  await form.getByRole("button", { name: "Finish booking" }).click();
  await expect(page).toHaveURL(REDIRECT_TARGET);
  expect(consoleErrors).toEqual([]);
}

const INFRAME_TITLE = "load every form from the provider's address with inFrame=true";
const NO_SOURCE_URL_TITLE = "sourceUrl is not sent by the meeting pages or the discovery call";

test.describe("booking frames with the provider reachable", () => {
  test("on /contact: grow to their content without a warning, come from the provider, follow its [Redirect]", async ({
    page,
    consoleErrors,
  }) => {
    // The resizer warns for every greeting it cannot deliver; a frame's window is hidden until the
    // frame loads (components/booking/window-after-load.ts), and that must not read as "not found".
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const requested = await fakeProvider(page, { contentHeight: 1400 });
    const visits = await fakeRedirectTarget(page);
    await page.goto(ROUTES.contact);
    const frames = await readyFrames(page, 2);
    await test.step(INFRAME_TITLE, () => expectProviderFormAddresses(requested, 2));
    await test.step("grow to their content on /contact", async () => {
      for (const frame of await frames.all()) {
        await expect.poll(() => frameHeight(frame)).toBeGreaterThanOrEqual(1400);
        await expect(frame).toHaveAttribute("title", /.+/);
      }
      expect(consoleErrors).toEqual([]);
    });
    await test.step("load on /contact without a warning in the console", () => {
      expect(warnings).toEqual([]);
    });
    // Last: it leaves the page.
    await test.step(`navigate to the provider's [Redirect] target from ${ROUTES.contact}`, () =>
      expectRedirectFollowed(page, visits));
  });

  test("keep a 500 px minimum on /contact when the form is short", async ({ page }) => {
    await fakeProvider(page, { contentHeight: 200 });
    await page.goto(ROUTES.contact);
    const frames = await readyFrames(page, 2);
    for (const frame of await frames.all()) {
      await expect.poll(() => frameHeight(frame)).toBe(500);
    }
  });

  test("on /book-audit: grows to its content, comes from the provider, follows its [Redirect]", async ({
    page,
  }) => {
    const requested = await fakeProvider(page, { contentHeight: 1600 });
    const visits = await fakeRedirectTarget(page);
    await page.goto(ROUTES.bookAudit);
    const [frame] = await (await readyFrames(page, 1)).all();
    await test.step(INFRAME_TITLE, () => expectProviderFormAddresses(requested, 1));
    await test.step("grows to its content on /book-audit, never below 500 px", async () => {
      await expect.poll(() => frameHeight(frame!)).toBeGreaterThanOrEqual(1600);
      await expect(frame!).toHaveAttribute("title", /Video Content Audit/);
    });
    // Last: it leaves the page.
    await test.step(`navigate to the provider's [Redirect] target from ${ROUTES.bookAudit}`, () =>
      expectRedirectFollowed(page, visits));
  });

  test("on /book-audit: keeps a 500 px minimum when the form is short, follows a [Redirect] to this site", async ({
    page,
  }) => {
    await fakeProvider(page, { contentHeight: 200 });
    await page.goto(ROUTES.bookAudit);
    const [frame] = await (await readyFrames(page, 1)).all();
    await test.step("keeps a 500 px minimum on /book-audit when the form is short", async () => {
      await expect.poll(() => frameHeight(frame!)).toBe(500);
    });
    // Last: it leaves the page.
    await test.step("follow a [Redirect] to a path on this site", async () => {
      await page
        .frameLocator("[data-booking-frame] iframe")
        .getByRole("button", { name: "Site redirect" })
        .click();
      await expect(page).toHaveURL(new URL(ROUTES.portfolio, page.url()).href);
      await expect(page.locator("h1")).toHaveText(pages.portfolio.hero.heading);
    });
  });

  for (const path of MEETING_PAGES) {
    const extra =
      path === ROUTES.meeting15
        ? ", follows its [Redirect]"
        : path === ROUTES.meeting30
          ? ", sends no sourceUrl"
          : ", ignores hostile [Redirect]s but honours the provider's";
    test(`on ${path}: stays at a fixed 700 px whatever the form's height, comes from the provider${extra}`, async ({
      page,
      consoleErrors,
    }) => {
      // Record the heights the form reports, to measure only once the 1500 px report has arrived.
      await page.addInitScript(() => {
        const heights: number[] = ((window as unknown as { __reported: number[] }).__reported = []);
        window.addEventListener("message", (event) => {
          const match = typeof event.data === "string" && /^\[iFrameSizer\][^:]*:(\d+)/.exec(event.data);
          if (match) heights.push(Number(match[1]));
        });
      });
      const hostile = path === ROUTES.meeting60;
      if (hostile) await recordRedirectMessages(page);
      const requested = await fakeProvider(page, { contentHeight: 1500 });
      const visits = await fakeRedirectTarget(page);
      const foreignOrigin = hostile ? await fakeForeignSite(page) : "";
      await page.goto(path);
      const [frame] = await (await readyFrames(page, 1)).all();
      await test.step(INFRAME_TITLE, () => expectProviderFormAddresses(requested, 1));
      if (path === ROUTES.meeting30) {
        await test.step(NO_SOURCE_URL_TITLE, () => expectNoSourceUrl(requested));
      }
      await test.step(`stays at a fixed 700 px on ${path} whatever the form's height`, async () => {
        const reported = () =>
          page.evaluate(() => (window as unknown as { __reported: number[] }).__reported);
        await expect.poll(async () => Math.max(0, ...(await reported()))).toBeGreaterThanOrEqual(1500);
        expect(await frameHeight(frame!)).toBe(700);
        await expect(frame!).toHaveAttribute("title", /Book your \d+-minute meeting/);
        await expect(frame!).not.toHaveAttribute("loading", "lazy");
        expect(consoleErrors).toEqual([]);
      });
      await test.step(`names the founder, with their face, as the person the visitor meets on ${path}`, async () => {
        const { hostHeading, hostPerson } = bookingPages.meeting30;
        await expect(
          page.locator("dt", { hasText: "With" }).locator("xpath=following-sibling::dd"),
        ).toHaveText(hostPerson.name);
        const host = page.locator("[data-booking-host]");
        await expect(page.getByRole("heading", { name: hostHeading })).toBeVisible();
        await expect(host).toContainText(hostPerson.name);
        await expect(host).toContainText(hostPerson.role);
        const face = host.getByRole("img", { name: hostPerson.photoAlt });
        await face.scrollIntoViewIfNeeded();
        await expect
          .poll(() => face.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
        // The facts' small face beside the name is the same person: not read out a second time.
        await expect(page.getByRole("img", { name: hostPerson.photoAlt })).toHaveCount(1);
      });
      // Last: it leaves the page.
      if (path === ROUTES.meeting15) {
        await test.step(`navigate to the provider's [Redirect] target from ${path}`, () =>
          expectRedirectFollowed(page, visits));
      }
      if (hostile) {
        await test.step(HOSTILE_TITLE, () =>
          expectHostileRedirectsIgnored(page, visits, foreignOrigin, consoleErrors),
        );
      }
    });
  }

  test("show the home contact section's scheduler at 700 px, growing when the form is taller, without sourceUrl", async ({
    page,
  }) => {
    const requested = await fakeProvider(page, { contentHeight: 300 });
    await page.goto(ROUTES.home);
    const section = page.locator(`#${HOME_ANCHORS.contact}`);
    await expect(section.getByRole("heading", { level: 2, name: contactSection.heading })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    const [frame] = await (await readyFrames(page, 1)).all();
    await test.step(NO_SOURCE_URL_TITLE, () => expectNoSourceUrl(requested));
    await test.step("show the home contact section's scheduler at 700 px, growing when the form is taller", async () => {
      await expect(frame!).toHaveAttribute("loading", "lazy");
      await expect.poll(() => frameHeight(frame!)).toBe(700);

      await fakeProvider(page, { contentHeight: 1200 });
      await page.reload();
      await section.scrollIntoViewIfNeeded();
      const [tallFrame] = await (await readyFrames(page, 1)).all();
      await expect.poll(() => frameHeight(tallFrame!)).toBeGreaterThanOrEqual(1200);
    });
  });
});

/** The campaign parameters a booking form is told, in the order it is told them. */
const CAMPAIGN_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"];
/** Control, direction and invisible characters no value may carry on to the provider. */
const UNCLEAN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;

test.describe("sourceUrl", () => {
  test.describe("on a clock the test moves", () => {
    // The page is opened on a paused clock (./paused-clock.ts), which waits for hydration itself.
    test.use({ waitForHydration: false });

    test("tells the /contact enquiry form the page and its campaign only, cleaned and capped, 100 ms after the page has loaded", async ({
      page,
    }) => {
      const requested = await fakeProvider(page);
      // Each campaign value hides a direction or control character, and is long in a script that
      // encodes to six characters each; then 695 other parameters and a 20,000-character fragment.
      const marks = ["\u202e", "\u2066", "\u061c", "\u200e", "\u0085"];
      const query = new URLSearchParams([
        ...CAMPAIGN_KEYS.map((key, index) => [key, `${marks[index]}news${marks[index]}${"é".repeat(90)}`]),
        ["topic", "video audit"],
        ...Array.from({ length: 694 }, (_, index) => [`q${index}`, "1"]),
      ]);
      const clock = await pausedClock(page);
      await clock.open(`${ROUTES.contact}?${query}#%0d%0aBcc:%20victim@evil.example${"x".repeat(20_000)}`);
      expect([...new URL(page.url()).searchParams]).toHaveLength(700);
      // The page's load event came at the clock's start: until 100 ms after it, no form is told the page.
      await clock.runUntil(99, 33);
      await expect(page.locator('iframe[src*="sourceUrl="]')).toHaveCount(0);
      expect(requested.filter((address) => new URL(address).searchParams.has("sourceUrl"))).toEqual([]);
      // Then it is, with no more than the page's queue of frames to wait for.
      await clock.runUntil(100 + FRAME_TURN_LIMIT_MS + 100, 50);
      await expect(page.locator('iframe[src*="sourceUrl="]')).toHaveCount(1);
      await clock.resume();
      await readyFrames(page, 2);

      const withSource = requested.filter((address) => new URL(address).searchParams.has("sourceUrl"));
      expect(withSource).toHaveLength(1);
      const frameAddress = withSource[0]!;
      expect(new URL(frameAddress).pathname).toContain("enquiry");
      expect(frameAddress.length).toBeLessThanOrEqual(4096);
      const sourceUrl = new URL(new URL(frameAddress).searchParams.get("sourceUrl")!);
      expect(`${sourceUrl.origin}${sourceUrl.pathname}`).toBe(new URL(ROUTES.contact, page.url()).href);
      expect(sourceUrl.href).not.toContain("#");
      expect(sourceUrl.href).not.toMatch(/bcc/i);
      // Campaign parameters only, from the first, as many as the address has room for.
      const kept = [...sourceUrl.searchParams];
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.map(([key]) => key)).toEqual(CAMPAIGN_KEYS.slice(0, kept.length));
      for (const [key, value] of kept) expect([key, value]).toEqual([key, `news ${"é".repeat(90)}`]);
      expect(decodeURIComponent(sourceUrl.href)).not.toMatch(UNCLEAN);
    });
  });

  test("tells the /book-audit form the page address, with the campaign the visit landed with, cleaned as it is read from storage; analytics off sends nothing and no cookie is set", async ({
    page,
    context,
    blockedRequests,
  }) => {
    const requested = await fakeProvider(page);
    await page.goto(`${ROUTES.pricing}?utm_source=newsletter&utm_campaign=spring`);
    // Storage is the visitor's to edit: what it holds is cleaned as it is read back.
    await page.evaluate(() =>
      sessionStorage.setItem(
        "campaign",
        `${sessionStorage.getItem("campaign")}&utm_medium=%D8%9Cemail%C2%85%E2%81%A9&next=%2F%2Fevil.example`,
      ),
    );
    await page.goto(`${ROUTES.bookAudit}?ref=msp-pricing#form`);
    const [frame] = await (await readyFrames(page, 1)).all();
    const src = await frame!.getAttribute("src");
    expect(new URL(src!).searchParams.get("sourceUrl")).toBe(
      `${new URL(ROUTES.bookAudit, page.url()).href}?utm_source=newsletter&utm_medium=email&utm_campaign=spring`,
    );
    expect(requested).toEqual([src]);
    await test.step("with analytics off: no tracker, no request to an analytics host, no cookie", async () => {
      await expect(page.locator("html")).not.toHaveAttribute("data-analytics", /.*/);
      expect(blockedRequests.filter((url) => /plausible|umami|cloudflareinsights/.test(url))).toEqual([]);
      expect(await context.cookies()).toEqual([]);
    });
  });
});

test.describe("with the provider unreachable", () => {
  // The page is opened on a paused clock (./paused-clock.ts), which waits for hydration itself.
  test.use({ waitForHydration: false });
  const scheduler = bookingFrameCopy.scheduler;
  const enquiry = bookingFrameCopy.enquiry;
  /*
   * The fixture blocks the provider, so Chromium loads its error page into the frame at once; on
   * /contact/ and /60-minute-meeting/ the provider instead never answers at all, so the frame never
   * fires its load event (as WebKit and Firefox do for a provider they cannot reach), and the
   * fallback must come anyway, for both of /contact/'s forms within 10 s of the page's load.
   */
  const cases = [
    ...BOOKING_PAGES.map((path) => ({ path, frames: path === ROUTES.contact ? 2 : 1 })),
    { path: ROUTES.home, frames: 1 },
  ];

  for (const { path, frames } of cases) {
    const retries = path === ROUTES.meeting15;
    const silent = path === ROUTES.meeting60 || path === ROUTES.contact;
    const extra = retries
      ? ", while loading too, moves focus from the loading block to the fallback, and retries on request"
      : silent
        ? ", even when the frame never loads"
        : ", leaving focus where it was";
    test(`${path} stays whole and offers the email route${extra}`, async ({
      page,
      consoleErrors,
      blockedRequests,
    }) => {
      // The page's clock moves only as the test moves it: the wait for the provider's answer is
      // skipped rather than sat through, and "within 10 s of the load" is the page's own time.
      const clock = await pausedClock(page);
      if (silent) await page.route(`${MOXIE_ORIGIN}/**`, () => {});
      await clock.open(path);
      const box = page.locator("[data-booking-frame]");
      if (retries) {
        await test.step("shows the email route while loading and retries on request: while loading", async () => {
          const email = box.getByRole("link", { name: scheduler.email });
          await expect(email).toBeVisible();
          // A keyboard visitor about to take the email route when the fallback replaces it.
          await email.focus();
        });
      }
      if (path === ROUTES.home) await page.locator(`#${HOME_ANCHORS.contact}`).scrollIntoViewIfNeeded();
      else await page.mouse.wheel(0, 2000);

      const fallbacks = page.locator('[data-booking-frame="unreachable"]');
      const contact = path === ROUTES.contact;
      const bothFailed = page.getByRole("heading", { name: contactPage.unreachable.heading });
      const loading = page.locator('[data-booking-frame="loading"]');
      if (contact) {
        await test.step("/contact's second form, waiting for its turn, shows its loading ring as the first does", async () => {
          const waiting = page.locator("#get-in-touch [data-booking-frame]");
          // The page's queue holds it back while the first form is inserted and on its way.
          await expect(waiting).toHaveAttribute("data-booking-frame", "starting");
          await expect(waiting.locator("iframe")).toHaveCount(0);
          // The ring's one animation runs (the browser's own time: it shows a second later).
          const ring = waiting.locator("[data-loading-ring]");
          await expect
            .poll(() =>
              ring.evaluate((element) =>
                element.getAnimations().map((animation) => animation.effect!.getTiming().delay),
              ),
            )
            .toEqual([1000]);
        });
        await test.step("/contact with one form failed shows that form's own fallback, the other form still on its way", async () => {
          // Each frame's time runs from its own insertion: the first gives way while the second,
          // inserted after it, still has time.
          while ((await fallbacks.count()) === 0 && clock.moved() < 10_000) await clock.runFor(250);
          await expect(fallbacks).toHaveCount(1);
          await expect(loading).toHaveCount(1);
          // The form on its way is see-through under its loading notice: no broken frame shows.
          await expect(loading.locator("iframe")).toHaveCSS("opacity", "0");
          await expect(
            page.locator("#schedule-a-call").getByText(scheduler.unreachableHeading),
          ).toBeVisible();
          await expect(bothFailed).toBeHidden();
        });
      }
      // Every form on the page has given way within 10 s of the page's load, loaded or not.
      await clock.runUntil(10_000, 250);
      await expect(fallbacks).toHaveCount(frames);
      await clock.resume();
      for (const fallback of await fallbacks.all()) {
        const kind = (await fallback.locator("[data-frame-fallback]").getAttribute("data-frame-fallback")) as
          "scheduler" | "enquiry";
        const copy = bookingFrameCopy[kind];
        // With both failed, /contact shows one notice in their place (below).
        if (contact) await expect(fallback).toBeHidden();
        else await expect(fallback.getByText(copy.unreachableHeading)).toBeVisible();
        await expect(
          fallback.getByRole("link", { name: copy.emailLabel, includeHidden: true }),
        ).toHaveAttribute("href", new RegExp(`^mailto:${copy.email.replace(/\./g, "\\.")}\\?subject=`));
        await expect(fallback.locator("iframe")).toBeHidden();
      }
      if (contact) {
        await test.step("/contact with both forms failed shows one notice and one email for the page", async () => {
          const forms = page.locator("[data-contact-forms]");
          await expect(bothFailed).toBeVisible();
          await expect(forms.getByText(contactPage.unreachable.body)).toBeVisible();
          const emails = forms.locator('a[href^="mailto:"]:visible');
          await expect(emails).toHaveCount(1);
          await expect(emails).toHaveText(contactPage.unreachable.emailLabel);
          const mail = new URL((await emails.getAttribute("href"))!);
          expect(mail.pathname).toBe(enquiry.email);
          expect(mail.searchParams.get("subject")).toBe(contactPage.unreachable.emailSubject);
          expect(mail.searchParams.get("body")).toBe(
            contactPage.unreachable.emailBody.replace(/\n/g, "\r\n"),
          );
          await expect(forms.getByRole("link", { name: contactPage.unreachable.retryLabel })).toHaveAttribute(
            "href",
            ROUTES.contact,
          );
          // Neither form's own notice, heading or button shows beside it.
          await expect(forms.getByText(scheduler.unreachableHeading)).toBeHidden();
          await expect(forms.getByText(enquiry.unreachableHeading)).toBeHidden();
          await expect(forms.getByRole("button")).toHaveCount(0);
        });
        await test.step("/contact's enquiry form falls back to a written enquiry, not a second calendar", async () => {
          const written = page.locator('[data-frame-fallback="enquiry"]');
          await expect(written).toHaveCount(1);
          await expect(page.locator('[data-frame-fallback="scheduler"]')).toHaveCount(1);
          await expect(page.locator("#get-in-touch").locator("[data-frame-fallback]")).toHaveAttribute(
            "data-frame-fallback",
            "enquiry",
          );
          const href = await written
            .getByRole("link", { name: enquiry.emailLabel, includeHidden: true })
            .getAttribute("href");
          const mail = new URL(href!);
          expect(mail.pathname).toBe(enquiry.email);
          expect(mail.searchParams.get("subject")).toBe(bookingFrames.contactEnquiry.emailSubject);
          expect(mail.searchParams.get("body")).toBe(enquiry.emailBody.replace(/\n/g, "\r\n"));
        });
      }
      if (silent) {
        expect(blockedRequests.some((url) => url.startsWith(MOXIE_ORIGIN))).toBe(false);
      } else {
        expect(blockedRequests.some((url) => url.startsWith(MOXIE_ORIGIN))).toBe(true);
      }
      await expect(page.locator("h1")).toBeVisible();
      if (retries) {
        await test.step("moves focus from the replaced loading block to the fallback's first action", async () => {
          await expect(box.getByRole("link", { name: scheduler.emailLabel })).toBeFocused();
        });
      } else {
        await test.step("leaves focus where it was, outside the frame", async () => {
          expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
        });
      }

      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);

      if (retries) {
        // Last: the form it loads replaces the fallback checked above.
        await test.step("shows the email route while loading and retries on request: the retry", async () => {
          await expect(box).toHaveAttribute("data-booking-frame", "unreachable");
          // The provider comes back: "Try again" now loads the form.
          await fakeProvider(page);
          await box.getByRole("button", { name: scheduler.retryLabel }).focus();
          await page.keyboard.press("Enter");
          await expect(box).toHaveAttribute("data-booking-frame", "ready");
          await expect(box.locator("iframe")).toBeVisible();
          // Focus followed the retry through the loading block into the form.
          await expect(box.locator("iframe")).toBeFocused();
        });
      }
    });
  }
});

test.describe("the loading block", () => {
  test("shows the form's skeleton at the frame's 700 px, and the loading ring only once the form has been on its way for a second, still for reduced motion", async ({
    page,
  }) => {
    // A provider that never answers: the form stays on its way for the whole test.
    await page.route(`${MOXIE_ORIGIN}/**`, () => {});
    await page.goto(ROUTES.meeting15);
    const box = page.locator("[data-booking-frame]");
    const ring = box.locator("[data-loading-ring]");
    await expect(box).toHaveAttribute("data-booking-frame", "loading");

    // The ring's one animation (a fade-in, then a turn a second) waits a second from the frame's
    // insertion, and is one long iteration, not an infinite one, which would wake the main thread
    // at every turn.
    const timings = await ring.evaluate((element) =>
      element.getAnimations().map((animation) => {
        const { delay, iterations, duration } = animation.effect!.getTiming();
        return { delay, iterations, duration };
      }),
    );
    expect(timings).toEqual([{ delay: 1000, iterations: 1, duration: 600_000 }]);
    await expect(ring).toHaveCSS("opacity", "1");
    await expect(ring).toBeVisible();
    // And it turns: its rotation moves on from a first reading.
    const rotation = () => ring.evaluate((element) => getComputedStyle(element).transform);
    const first = await rotation();
    await expect.poll(rotation).not.toBe(first);
    await expect(box.getByText(bookingFrameCopy.scheduler.loading)).toBeVisible();

    await test.step("a scheduler's skeleton fills the frame's fixed 700 px while it loads", async () => {
      const skeleton = box.locator('[data-frame-skeleton="scheduler"]');
      await expect(skeleton).toBeVisible();
      await expect(skeleton).toHaveAttribute("aria-hidden", "true");
      // The loading block (line, skeleton, email route) fills the box, top to bottom, inside its border.
      const inner = await box.evaluate((element) => element.clientHeight);
      expect(inner).toBe(700);
      expect(Math.round(await frameHeight(skeleton.locator("..")))).toBe(inner);
    });

    await test.step("the frame on its way takes no focus: Tab goes round it", async () => {
      // Seen through, under the loading block, it would be a Tab stop the visitor cannot see.
      await box.getByRole("link", { name: bookingFrameCopy.scheduler.email }).focus();
      await page.keyboard.press("Shift+Tab");
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("IFRAME");
      expect(await box.locator("iframe").count()).toBe(1);
    });

    await test.step("the ring stands still for a visitor who prefers reduced motion", async () => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      expect(await ring.evaluate((element) => element.getAnimations().length)).toBe(0);
    });
  });
});

test.describe("the loading ring before any script has run", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of BOOKING_PAGES) {
    test(`${path} runs no animation: the ring keeps its place, unseen, over the form's skeleton at the frame's height`, async ({
      page,
    }) => {
      await page.goto(path);
      const rings = page.locator("[data-loading-ring]");
      await expect(rings).toHaveCount(path === ROUTES.contact ? 2 : 1);
      for (const ring of await rings.all()) await expect(ring).toHaveCSS("opacity", "0");
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
      // The skeleton of each form, the enquiry form's as a form, at the frame's own height.
      const skeletons = page.locator("[data-frame-skeleton]");
      const kinds = await skeletons.evaluateAll((all) =>
        all.map((each) => each.getAttribute("data-frame-skeleton")),
      );
      expect(kinds).toEqual(path === ROUTES.contact ? ["scheduler", "enquiry"] : ["scheduler"]);
      for (const box of await page.locator("[data-booking-frame]").all())
        expect(await frameHeight(box)).toBe(
          MEETING_PAGES.includes(path as (typeof MEETING_PAGES)[number]) ? 700 : 500,
        );
    });
  }
});
