import { test, expect } from "@playwright/test";
import { MOXIE_ORIGIN } from "@/content/booking";
import { contactPage } from "@/content/contact";
import { heroFilmCopy, videoCopy } from "@/content/interface";
import { navigationCopy } from "@/content/navigation";
import { COUNTRY_STORAGE_KEY } from "@/lib/countries";
import { ROUTE_PATHS, ROUTES } from "@/lib/routes";
import { SPELLING_PAIRS } from "@/lib/spelling";
import { PLAYER_ORIGIN } from "@/lib/youtube";
import { wordsIn } from "../spelling-check";
import { happensWithin } from "./in-time";
import { KEYS, type ElementRef } from "./webdriver";
import { launchWebKit, type WebKit } from "./webkit";
import {
  button,
  clearSiteData,
  gotoHydrated,
  hydrated,
  pageErrors,
  visibleText,
  waitUntil,
} from "./webkit-page";

/*
 * The WebKit run, on the launched export (what visitors get): WebKitGTK driven through its
 * WebDriver (./webkit.ts). Every route loads and hydrates without an error, and the features most
 * tied to an engine's behaviour work: the country switch and the phone's menu, the portfolio's
 * filter, a film's dialog and the reel's captions, the calculator's quote address, and the
 * contact page's way out when the scheduling provider cannot be reached. One browser for the file
 * (the project runs its tests in order in one worker); each test starts with the site's storage
 * and cookies cleared.
 */

/**
 * A film's player, with YouTube unreachable, gives way to the film's still and a link to YouTube:
 * on its page from the page's load, in a dialog from the click that opens it.
 */
const PLAYER_GIVES_WAY_MS = 8_000;
/** /contact/'s two booking forms, with the provider unreachable, both give way to the email route. */
const BOOKING_GIVES_WAY_MS = 10_000;

let webkit: WebKit;
test.beforeAll(async () => {
  webkit = await launchWebKit([PLAYER_GIVES_WAY_MS, BOOKING_GIVES_WAY_MS]);
});
test.afterAll(async () => {
  await webkit?.close();
});

/** Where in `webkit.refused` this test's requests begin. */
let refusedBefore = 0;
test.beforeEach(async ({ baseURL }) => {
  await clearSiteData(webkit.session, baseURL!);
  await webkit.session.setWindowSize(1280, 800);
  refusedBefore = webkit.refused.length;
});
/** The addresses off this machine the page asked for in this test (all of them refused). */
const refusedInTest = () => webkit.refused.slice(refusedBefore);

test("every route loads and hydrates with one h1 and no error", async ({ baseURL }) => {
  // Sixteen page loads: about 25 s on a quiet machine, more than the usual minute with a core busy.
  test.setTimeout(180_000);
  const { session } = webkit;
  const problems: string[] = [];
  for (const path of ROUTE_PATHS) {
    await gotoHydrated(session, `${baseURL}${path}`);
    const headings = await session.run<number>('return document.querySelectorAll("h1").length');
    if (headings !== 1) problems.push(`${path}: ${headings} h1 elements`);
    problems.push(...(await pageErrors(session)).map((error) => `${path}: ${error}`));
  }
  expect(problems).toEqual([]);
});

/** British spellings the US is shown in American, with their American twins. */
const TWINS = new Map(
  SPELLING_PAIRS.filter((pair) => pair.reversible).map((pair) => [pair.british, pair.american]),
);
const MOBILE_MENU = `nav[aria-label="${navigationCopy.mobileNavLabel}"]`;
const menuShows = `return document.querySelector('${MOBILE_MENU}')?.checkVisibility() ?? false`;

test("at a phone's width the menu opens and closes, and the US chosen in it shows US prices and spelling, remembered across a reload", async ({
  baseURL,
}) => {
  const { session } = webkit;
  await session.setWindowSize(390, 844);
  await gotoHydrated(session, `${baseURL}${ROUTES.pricing}`);
  const ukText = await visibleText(session);
  expect(ukText).toMatch(/£\d/);
  const british = wordsIn(ukText, [...TWINS.keys()]);
  expect(british.length).toBeGreaterThan(0);

  await test.step("the menu opens from its button, and Escape closes it", async () => {
    await session.click(await button(session, navigationCopy.openMenuLabel));
    await waitUntil(session, "the menu to open", menuShows);
    await session.press(KEYS.escape);
    await waitUntil(session, "the menu to close", `return !(() => { ${menuShows} })()`);
  });

  await test.step("the US chosen in the menu closes it and shows dollars and American spelling", async () => {
    await session.click(await button(session, navigationCopy.openMenuLabel));
    await session.click(await button(session, "United States", MOBILE_MENU));
    await waitUntil(session, "the US", 'return document.documentElement.dataset.country === "US"');
    await waitUntil(session, "the menu to close", `return !(() => { ${menuShows} })()`);
    const usText = await visibleText(session);
    expect(usText).toMatch(/\$\d/);
    expect(wordsIn(usText, british)).toEqual([]);
    const american = [...new Set(british.map((word) => TWINS.get(word)!))].sort();
    expect(wordsIn(usText, american)).toEqual(american);
  });

  await test.step("the choice is remembered across a reload", async () => {
    expect(await session.run("return localStorage.getItem(arguments[0])", COUNTRY_STORAGE_KEY)).toBe("US");
    await session.reload();
    await hydrated(session, ROUTES.pricing);
    expect(await session.run("return document.documentElement.dataset.country")).toBe("US");
    expect(await visibleText(session)).toMatch(/\$\d/);
  });
  expect(await pageErrors(session)).toEqual([]);
});

/** The film's still has given way to a link to YouTube: the way out of a player that never answered. */
const watchOnYouTubeShows = (within: string) =>
  `return [...document.querySelectorAll('${within} [role="status"] a')].some(
     (link) => link.textContent.startsWith(${JSON.stringify(videoCopy.watchOnYouTube)}) && link.checkVisibility());`;
const stillShows = (within: string) =>
  `const still = document.querySelector('${within} img[src^="/film-stills/"]');
   return still?.complete && still.naturalWidth > 0 && still.checkVisibility();`;

const filterButton = (id: string) => `[role="group"] button[data-filter="${id}"]`;
/** The filter `id`'s button is pressed, and the cards showing are as many as it says, each of them its. */
const filterShows = (id: string) =>
  `const button = document.querySelector('${filterButton(id)}');
   const shown = [...document.querySelectorAll("[data-portfolio-item]")].filter((card) => card.checkVisibility());
   return button?.getAttribute("aria-pressed") === "true" && shown.length > 0 &&
     shown.length === Number(button.querySelector("[data-count]")?.textContent) &&
     shown.every((card) => card.textContent.includes(arguments[0])) && shown.length;`;

test("the portfolio's filter, from its address and its buttons, and a film's dialog and page with YouTube unreachable", async ({
  baseURL,
}) => {
  // Two page loads, each with a wait for a player that never answers.
  test.setTimeout(120_000);
  const { session } = webkit;
  /** The page of the film whose dialog is opened, from the dialog's link to it. */
  let filmPage = "";
  // The address's category in another case and number than its id ("testimonial").
  await gotoHydrated(session, `${baseURL}${ROUTES.portfolio}?filter=Testimonials`);

  await test.step("a filter address in any case, singular or plural, presets its category", async () => {
    await waitUntil(session, "the testimonials to show", filterShows("testimonial"), "Testimonials");
  });

  await test.step("a filter's button shows that category's work", async () => {
    await session.click(
      await session.run<ElementRef>(`return document.querySelector('${filterButton("creative")}')`),
    );
    await waitUntil(session, "the creative work to show", filterShows("creative"), "Creative");
  });

  await test.step(`a film's dialog gives way to its still and YouTube within ${PLAYER_GIVES_WAY_MS} ms of opening`, async () => {
    const card = await button(session, videoCopy.playPrefix, "[data-portfolio-item]");
    await happensWithin(
      session,
      `"${videoCopy.watchOnYouTube}" in the dialog`,
      PLAYER_GIVES_WAY_MS,
      { click: card },
      watchOnYouTubeShows('[role="dialog"]'),
    );
    const youtube = await session.run<string>(
      `return document.querySelector('[role="dialog"] [role="status"] a').href`,
    );
    expect(youtube).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    await waitUntil(session, "the film's still", stillShows('[role="dialog"]'));
    expect(refusedInTest()).toContain(PLAYER_ORIGIN);
    filmPage = await session.run<string>(
      `return document.querySelector('[role="dialog"] a[href^="/work/"]').href`,
    );
    await session.press(KEYS.escape);
    await waitUntil(session, "the dialog to close", 'return !document.querySelector("[role=dialog]")');
  });
  expect(await pageErrors(session)).toEqual([]);

  await test.step(`the film's own page gives way to its still and YouTube within ${PLAYER_GIVES_WAY_MS} ms of its load`, async () => {
    expect(filmPage).toMatch(/\/work\/[\w-]+\/$/);
    refusedBefore = webkit.refused.length;
    await session.goto(filmPage);
    await happensWithin(
      session,
      `"${videoCopy.watchOnYouTube}" on the film's page`,
      PLAYER_GIVES_WAY_MS,
      { load: true },
      watchOnYouTubeShows("main"),
    );
    await waitUntil(session, "the film's still", stillShows("main"));
    expect(refusedInTest()).toContain(PLAYER_ORIGIN);
    expect(await pageErrors(session)).toEqual([]);
  });
});

test("the reel's dialog shows its captions, though WebKit does not honour <track default>", async ({
  baseURL,
}) => {
  const { session } = webkit;
  await gotoHydrated(session, `${baseURL}${ROUTES.home}`);
  await session.click(await button(session, heroFilmCopy.reel.watch));
  await waitUntil(
    session,
    "the reel's captions to show",
    `const track = document.querySelector('[role="dialog"] video')?.textTracks[0];
     return track?.kind === "captions" && track.mode === "showing" && (track.cues?.length ?? 0) > 0;`,
  );
  await session.press(KEYS.escape);
  await waitUntil(session, "the dialog to close", 'return !document.querySelector("[role=dialog]")');
  expect(await pageErrors(session)).toEqual([]);
});

test("the calculator's address reopens the same quote in a new window", async ({ baseURL }) => {
  const { session } = webkit;
  await gotoHydrated(session, `${baseURL}${ROUTES.masterPricing}`);
  const input = (id: string) => session.run<ElementRef>("return document.getElementById(arguments[0])", id);
  await session.type(await input("qty-prem-5min"), "5");
  await session.type(await input("qty-pdf-case-study"), "2");
  // Typed changes reach the address once their frame has painted.
  await waitUntil(
    session,
    "the quote in the address",
    "return /^#quote=prem-5min:5,pdf-case-study:2&ref=/.test(location.hash)",
  );
  const total = () =>
    session.run<string | undefined>(
      `const term = [...document.querySelectorAll("dt")].find((dt) => dt.textContent.trim() === "Total price");
       return term?.nextElementSibling?.textContent.trim();`,
    );
  const quoted = await total();
  expect(quoted).toMatch(/^£[\d,]+\.\d\d$/);
  const address = await session.url();
  expect(await pageErrors(session)).toEqual([]);

  const first = await session.openWindow();
  try {
    await gotoHydrated(session, address);
    const value = (id: string) => session.run("return document.getElementById(arguments[0]).value", id);
    expect(await value("qty-prem-5min")).toBe("5");
    expect(await value("qty-pdf-case-study")).toBe("2");
    expect(await session.url()).toBe(address);
    expect(await total()).toBe(quoted);
    expect(await pageErrors(session)).toEqual([]);
  } finally {
    await session.closeWindow(first);
  }
});

test(`/contact/ gives way to the email route within ${BOOKING_GIVES_WAY_MS} ms of its load when the provider cannot be reached`, async ({
  baseURL,
}) => {
  const { session } = webkit;
  await session.goto(`${baseURL}${ROUTES.contact}`);
  await happensWithin(
    session,
    "the contact page's way out",
    BOOKING_GIVES_WAY_MS,
    { load: true },
    // Both its forms (the call's and the enquiry's) gone, and the one notice in their place.
    `const boxes = [...document.querySelectorAll("[data-booking-frame]")];
     const heading = [...document.querySelectorAll("h2, h3")].find(
       (element) => element.textContent.trim() === ${JSON.stringify(contactPage.unreachable.heading)});
     return boxes.length === 2 && boxes.every((box) => box.dataset.bookingFrame === "unreachable") &&
       heading?.checkVisibility();`,
  );
  await hydrated(session, ROUTES.contact);
  const emails = await session.run<string[]>(
    `return [...document.querySelectorAll("[data-contact-forms] a[href^='mailto:']")]
       .filter((link) => link.checkVisibility()).map((link) => link.textContent.trim());`,
  );
  expect(emails).toEqual([contactPage.unreachable.emailLabel]);
  expect(refusedInTest()).toContain(MOXIE_ORIGIN);
  expect(await pageErrors(session)).toEqual([]);
});
