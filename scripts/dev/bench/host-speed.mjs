// @ts-check
/**
 * The host's speed, and the CPU slowdown that makes Lighthouse model the same phone on any host.
 *
 * Lighthouse's mobile preset slows the CPU 4× relative to whatever runs it, so the same page
 * scores differently on a fast laptop and on a slow CI machine: the budgets would measure the host
 * as much as the site. Lighthouse's benchmark index (its own page function, run here in a fresh
 * Chromium page) says how fast the host is; dividing it by the index of the phone the budgets were
 * set against gives the slowdown that models that phone here, as Chrome DevTools' CPU calibration
 * does.
 */
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/**
 * The phone the budgets model, on Lighthouse's benchmark-index scale: what the mobile preset's 4×
 * modelled on the hosts the budget table was first measured on (indices 2580–2875). Chrome
 * DevTools' calibration puts a mid-range phone (Pixel 5) at 1000 and a low-end one at 264.
 */
export const MODELLED_PHONE_INDEX = 650;

/** Lighthouse's own slowdown in its mobile preset, used when the host is too slow to calibrate. */
const PRESET_SLOWDOWN = 4;

/**
 * The median of three benchmark-index readings in one page of `browser` (each takes about a
 * second). Taken on a quiet host, before any load the bench adds.
 * @param {import("@playwright/test").Browser} browser
 * @returns {Promise<number>}
 */
export async function hostBenchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    const readings = [];
    for (let i = 0; i < 3; i++) readings.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    // The middle one of the three.
    return /** @type {number} */ (readings.sort((a, b) => a - b)[1]);
  } finally {
    await page.close();
  }
}

/**
 * The CPU slowdown that models MODELLED_PHONE_INDEX on a host of `hostIndex`, rounded to a
 * hundredth. A host slower than that phone cannot be slowed down to it: the slowdown is then 1
 * and `slowerThanPhone` says the timings are a slower device's than the budgets assume.
 * @param {number} hostIndex
 */
export function calibratedSlowdown(hostIndex) {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0) {
    return { slowdown: PRESET_SLOWDOWN, slowerThanPhone: false, calibrated: false };
  }
  const exact = hostIndex / MODELLED_PHONE_INDEX;
  return {
    slowdown: Math.max(1, Math.round(exact * 100) / 100),
    slowerThanPhone: exact < 1,
    calibrated: true,
  };
}
