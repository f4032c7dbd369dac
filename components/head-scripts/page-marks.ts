/*
 * The marks the head scripts put on the page and read back, each named once here: the scripts,
 * the components and the tests import these. app/globals.css cannot import them, so
 * tests/unit/head-scripts/globals-css.test.ts checks that its rules for the deferred bands are
 * written with these names. Plain strings only: the compiler bundles this file into the scripts,
 * and a string built from others would be kept in every script, used or not. The country and
 * portfolio marks live with the code that generates their CSS (lib/countries.ts,
 * lib/portfolio-preset.ts).
 */

/** On <html> while the page loads: the bands below wait to be laid out near the screen. */
export const DEFERRED_BANDS_ATTRIBUTE = "data-bands";
export const DEFERRED_BANDS_VALUE = "deferred";

/** On a waiting band once the script has shown it. */
export const BAND_SHOWN_ATTRIBUTE = "data-band";
export const BAND_SHOWN_VALUE = "shown";

/** The bands that wait: from the third on, since on a phone the first two start within the first screen on every route. */
export const DEFERRED_BAND_SELECTOR = "main > section:nth-child(n + 3)";

/**
 * On a part of a waiting band too large to lay out in one frame (the home page's film themes):
 * the part waits with its band and is shown in a frame of its own, after the band around it.
 */
export const BAND_PART_ATTRIBUTE = "data-band-part";

/** On <html> once React has taken over the page (components/layout/hydration-mark.tsx). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** On the desktop navigation bar, static HTML the current-page script marks and the header's controls drive. */
export const SITE_NAV_ATTRIBUTE = "data-site-nav";

/** On a disclosure (a nav dropdown) that holds the link to the current page. */
export const HOLDS_CURRENT_ATTRIBUTE = "data-current";

/** On each country option button of the static country switcher, naming its country code. */
export const COUNTRY_OPTION_ATTRIBUTE = "data-country-option";

/**
 * On a film page's player frame (in the page's HTML) once its load event has come: the island that
 * watches the player may hydrate after it, and reads the mark instead of the event it missed.
 */
export const FRAME_LOADED_ATTRIBUTE = "data-frame-loaded";

/**
 * On <html> while a film page's player has not answered on its message channel: the player frame
 * stays out of sight under the film's still, so the browser's broken-frame page never shows. The
 * frame-load script sets it before the frame is parsed; the island that watches the player takes
 * it away once the player answers (components/video/page-player-watch.tsx).
 */
export const PLAYER_UNANSWERED_ATTRIBUTE = "data-player-unanswered";
