// @ts-check
/**
 * The bytes each route may load, gzip, as `pageBytes` (./page-bytes.mjs) counts them. Bytes do not
 * depend on the machine, so `npm test` holds every route to these on the launched export
 * (tests/e2e/every-route.spec.ts); the bench prints them beside its timings.
 */
const KIB = 1024;

export const BYTE_BUDGETS = {
  /** The route's own JavaScript: what one load of it runs. */
  js: 150 * KIB,
  /**
   * The owner's analytics tracker (island and provider), when one is chosen: loaded in idle time
   * after the page is interactive, so budgeted apart from the page's own code.
   */
  analyticsJs: 5 * KIB,
  /** Everything one load transfers of HTML, CSS and JS, the tracker included: what a slow network feels. */
  transfer: 250 * KIB,
};
