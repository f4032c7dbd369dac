import { pages } from "@/content/pages";
import type { Locator, Page } from "@playwright/test";
import { bookingFrameCopy, MOXIE_ORIGIN } from "@/content/booking";
import { contactSection } from "@/content/contact";
import { HOME_ANCHORS } from "@/content/navigation";
import { ROUTES } from "@/lib/routes";
import { axeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { fakeForeignSite, fakeProvider, fakeRedirectTarget, REDIRECT_TARGET } from "./booking-provider";

const MEETING_PAGES = [ROUTES.meeting15, ROUTES.meeting30, ROUTES.meeting60] as const;
const BOOKING_PAGES = [ROUTES.contact, ...MEETING_PAGES, ROUTES.bookAudit] as const;

/** Waits for the frame's resizer handshake, which only a page running the child script completes. */
async function readyFrames(page: Page, count: number) {
  const frames = page.locator('[data-booking-frame="ready"] iframe');
  await expect(frames).toHaveCount(count, { timeout: 10_000 });
  return frames;
}

async function frameHeight(frame: Locator) {
  return frame.evaluate((element) => element.getBoundingClientRect().height);
}

test.describe("booking frames with the provider reachable", () => {
  test("grow to their content on /contact", async ({ page, consoleErrors }) => {
    await fakeProvider(page, { contentHeight: 1400 });
    await page.goto(ROUTES.contact);
    const frames = await readyFrames(page, 2);
    for (const frame of await frames.all()) {
      await expect.poll(() => frameHeight(frame)).toBeGreaterThanOrEqual(1400);
      await expect(frame).toHaveAttribute("title", /.+/);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("load on /contact without a warning in the console", async ({ page }) => {
    // The resizer warns for every greeting it cannot deliver; a frame's window is hidden until the
    // frame loads (components/booking/window-after-load.ts), and that must not read as "not found".
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await fakeProvider(page, { contentHeight: 1400 });
    await page.goto(ROUTES.contact);
    await readyFrames(page, 2);
    expect(warnings).toEqual([]);
  });

  test("keep a 500 px minimum on /contact when the form is short", async ({ page }) => {
    await fakeProvider(page, { contentHeight: 200 });
    await page.goto(ROUTES.contact);
    const frames = await readyFrames(page, 2);
    for (const frame of await frames.all()) {
      await expect.poll(() => frameHeight(frame)).toBe(500);
    }
  });

  test("grows to its content on /book-audit, never below 500 px", async ({ page }) => {
    await fakeProvider(page, { contentHeight: 1600 });
    await page.goto(ROUTES.bookAudit);
    const [frame] = await (await readyFrames(page, 1)).all();
    await expect.poll(() => frameHeight(frame!)).toBeGreaterThanOrEqual(1600);
    await expect(frame!).toHaveAttribute("title", /Video Content Audit/);
  });

  test("keeps a 500 px minimum on /book-audit when the form is short", async ({ page }) => {
    await fakeProvider(page, { contentHeight: 200 });
    await page.goto(ROUTES.bookAudit);
    const [frame] = await (await readyFrames(page, 1)).all();
    await expect.poll(() => frameHeight(frame!)).toBe(500);
  });

  for (const path of MEETING_PAGES) {
    test(`stays at a fixed 700 px on ${path} whatever the form's height`, async ({ page, consoleErrors }) => {
      // Record the heights the form reports, to measure only once the 1500 px report has arrived.
      await page.addInitScript(() => {
        const heights: number[] = ((window as unknown as { __reported: number[] }).__reported = []);
        window.addEventListener("message", (event) => {
          const match = typeof event.data === "string" && /^\[iFrameSizer\][^:]*:(\d+)/.exec(event.data);
          if (match) heights.push(Number(match[1]));
        });
      });
      await fakeProvider(page, { contentHeight: 1500 });
      await page.goto(path);
      const [frame] = await (await readyFrames(page, 1)).all();
      const reported = () => page.evaluate(() => (window as unknown as { __reported: number[] }).__reported);
      await expect.poll(async () => Math.max(0, ...(await reported()))).toBeGreaterThanOrEqual(1500);
      expect(await frameHeight(frame!)).toBe(700);
      await expect(frame!).toHaveAttribute("title", /Book your \d+-minute meeting/);
      await expect(frame!).not.toHaveAttribute("loading", "lazy");
      expect(consoleErrors).toEqual([]);
    });
  }

  test("show the home contact section's scheduler at 700 px, growing when the form is taller", async ({
    page,
  }) => {
    await fakeProvider(page, { contentHeight: 300 });
    await page.goto(ROUTES.home);
    const section = page.locator(`#${HOME_ANCHORS.contact}`);
    await expect(section.getByRole("heading", { level: 2, name: contactSection.heading })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    const [frame] = await (await readyFrames(page, 1)).all();
    await expect(frame!).toHaveAttribute("loading", "lazy");
    await expect.poll(() => frameHeight(frame!)).toBe(700);

    await fakeProvider(page, { contentHeight: 1200 });
    await page.reload();
    await section.scrollIntoViewIfNeeded();
    const [tallFrame] = await (await readyFrames(page, 1)).all();
    await expect.poll(() => frameHeight(tallFrame!)).toBeGreaterThanOrEqual(1200);
  });

  test("load every form from the provider's address with inFrame=true", async ({ page }) => {
    const requested = await fakeProvider(page);
    for (const path of BOOKING_PAGES) {
      await page.goto(path);
      await readyFrames(page, path === ROUTES.contact ? 2 : 1);
    }
    expect(requested.length).toBe(6);
    for (const address of requested) {
      const url = new URL(address);
      expect(url.origin).toBe(MOXIE_ORIGIN);
      expect(url.pathname).toMatch(/^\/01\/[^/]+\/[^/]+$/);
      expect(url.searchParams.get("inFrame")).toBe("true");
    }
  });
});

test.describe("sourceUrl", () => {
  test("tells the /contact enquiry form the page address, 100 ms after the page has loaded", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      (window as unknown as { __times: Record<string, number> }).__times = times;
      window.addEventListener("load", () => (times.load = performance.now()));
      new MutationObserver(() => {
        if (!times.enquiry && document.querySelector('iframe[src*="sourceUrl="]'))
          times.enquiry = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const requested = await fakeProvider(page);
    await page.goto(`${ROUTES.contact}?utm_source=newsletter&topic=video%20audit`);
    await readyFrames(page, 2);

    const withSource = requested.filter((address) => new URL(address).searchParams.has("sourceUrl"));
    expect(withSource).toHaveLength(1);
    expect(new URL(withSource[0]!).searchParams.get("sourceUrl")).toBe(page.url());
    expect(new URL(withSource[0]!).pathname).toContain("enquiry");

    const times = await page.evaluate(
      () => (window as unknown as { __times: Record<string, number> }).__times,
    );
    expect(times.enquiry! - times.load!).toBeGreaterThanOrEqual(100);
  });

  test("tells the /book-audit form the page address", async ({ page }) => {
    const requested = await fakeProvider(page);
    await page.goto(`${ROUTES.bookAudit}?ref=msp-pricing`);
    const [frame] = await (await readyFrames(page, 1)).all();
    const src = await frame!.getAttribute("src");
    expect(new URL(src!).searchParams.get("sourceUrl")).toBe(page.url());
    expect(requested).toEqual([src]);
  });

  test("is not sent by the meeting pages or the discovery call", async ({ page }) => {
    const requested = await fakeProvider(page);
    await page.goto(ROUTES.meeting30);
    await readyFrames(page, 1);
    await page.goto(ROUTES.home);
    await page.locator(`#${HOME_ANCHORS.contact}`).scrollIntoViewIfNeeded();
    await readyFrames(page, 1);
    expect(requested).toHaveLength(2);
    for (const address of requested) expect(new URL(address).searchParams.has("sourceUrl")).toBe(false);
  });
});

test.describe("provider redirects", () => {
  for (const path of [ROUTES.bookAudit, ROUTES.contact, ROUTES.meeting15]) {
    test(`navigate to the provider's [Redirect] target from ${path}`, async ({ page }) => {
      await fakeProvider(page);
      const visits = await fakeRedirectTarget(page);
      await page.goto(path);
      await readyFrames(page, path === ROUTES.contact ? 2 : 1);
      await page.frameLocator("iframe").first().getByRole("button", { name: "Finish booking" }).click();
      await expect(page).toHaveURL(REDIRECT_TARGET);
      expect(visits).toEqual([REDIRECT_TARGET]);
    });
  }

  test("follow a [Redirect] to a path on this site", async ({ page }) => {
    await fakeProvider(page);
    await page.goto(ROUTES.bookAudit);
    await readyFrames(page, 1);
    await page
      .frameLocator("[data-booking-frame] iframe")
      .getByRole("button", { name: "Site redirect" })
      .click();
    await expect(page).toHaveURL(new URL(ROUTES.portfolio, page.url()).href);
    await expect(page.locator("h1")).toHaveText(pages.portfolio.hero.heading);
  });

  test("ignore same-origin, foreign, look-alike and script messages, then still honour the provider", async ({
    page,
    consoleErrors,
  }) => {
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
    await fakeProvider(page);
    const visits = await fakeRedirectTarget(page);
    const foreignOrigin = await fakeForeignSite(page);
    await page.goto(ROUTES.meeting60);
    await readyFrames(page, 1);
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
    expect(
      await page.evaluate(() => (window as unknown as { __navigations: string[] }).__navigations),
    ).toEqual([]);
    expect(page.url()).toBe(home);
    expect(await page.title()).toBe(title);
    expect(visits).toEqual([]);

    // The listener is live: the genuine provider redirect still works.
    await form.getByRole("button", { name: "Finish booking" }).click();
    await expect(page).toHaveURL(REDIRECT_TARGET);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("with the provider unreachable (the fixture blocks it)", () => {
  const cases = [
    ...BOOKING_PAGES.map((path) => ({ path, frames: path === ROUTES.contact ? 2 : 1 })),
    {
      path: ROUTES.home,
      frames: 1,
    },
  ];

  for (const { path, frames } of cases) {
    test(`${path} stays whole and offers the email route`, async ({
      page,
      consoleErrors,
      blockedRequests,
    }) => {
      // Fake timers, so the wait for the provider's answer is skipped rather than sat through.
      await page.clock.install();
      await page.goto(path);
      if (path === ROUTES.home) await page.locator(`#${HOME_ANCHORS.contact}`).scrollIntoViewIfNeeded();
      else await page.mouse.wheel(0, 2000);

      const fallbacks = page.locator('[data-booking-frame="unreachable"]');
      // Frames take turns: a second frame starts only once the first has given up, so each poll
      // moves the clock on and the wait allows for one answer time per frame.
      await expect
        .poll(
          async () => {
            await page.clock.fastForward(1000);
            return fallbacks.count();
          },
          // Each poll moves the page's clock a second on: a short real interval is enough.
          { intervals: [100], timeout: frames * 10_000 },
        )
        .toBe(frames);
      for (const fallback of await fallbacks.all()) {
        await expect(fallback.getByText(bookingFrameCopy.unreachableHeading)).toBeVisible();
        await expect(fallback.getByRole("link", { name: bookingFrameCopy.emailLabel })).toHaveAttribute(
          "href",
          new RegExp(`^mailto:${bookingFrameCopy.email.replace(/\./g, "\\.")}\\?subject=`),
        );
        await expect(fallback.locator("iframe")).toBeHidden();
      }
      expect(blockedRequests.some((url) => url.startsWith(MOXIE_ORIGIN))).toBe(true);
      await expect(page.locator("h1")).toBeVisible();

      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("shows the email route while loading and retries on request", async ({ page }) => {
    // Fake timers, so the wait for the provider's answer is skipped rather than sat through.
    await page.clock.install();
    await page.goto(ROUTES.meeting15);
    const box = page.locator("[data-booking-frame]");
    await expect(box.getByRole("link", { name: bookingFrameCopy.email })).toBeVisible();
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(1000);
          return box.getAttribute("data-booking-frame");
        },
        { intervals: [100], timeout: 10_000 },
      )
      .toBe("unreachable");

    // The provider comes back: "Try Again" now loads the form.
    await fakeProvider(page);
    await box.getByRole("button", { name: bookingFrameCopy.retryLabel }).click();
    await expect(box).toHaveAttribute("data-booking-frame", "ready", { timeout: 10_000 });
    await expect(box.locator("iframe")).toBeVisible();
  });
});

test.describe("the loading ring", () => {
  test("shows the loading ring only once the form has been on its way for a second", async ({ page }) => {
    // A provider that never answers: the form stays on its way for the whole test.
    await page.route(`${MOXIE_ORIGIN}/**`, () => {});
    await page.goto(ROUTES.meeting15);
    const box = page.locator("[data-booking-frame]");
    const ring = box.locator("[data-loading-ring]");
    await expect(box).toHaveAttribute("data-booking-frame", "loading");
    await expect(ring).toHaveAttribute("data-loading-ring", "waiting");

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
    await expect(box.getByText(bookingFrameCopy.loading)).toBeVisible();
  });
});

test.describe("the loading ring before any script has run", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of BOOKING_PAGES) {
    test(`${path} runs no animation: the ring keeps its place, unseen`, async ({ page }) => {
      await page.goto(path);
      const rings = page.locator("[data-loading-ring]");
      await expect(rings).toHaveCount(path === ROUTES.contact ? 2 : 1);
      for (const ring of await rings.all()) {
        await expect(ring).toHaveAttribute("data-loading-ring", "hidden");
        await expect(ring).toHaveCSS("opacity", "0");
      }
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    });
  }
});
