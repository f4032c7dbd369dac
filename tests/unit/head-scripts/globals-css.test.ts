import { readFileSync } from "node:fs";
import path from "node:path";
import {
  BAND_PART_ATTRIBUTE,
  BAND_SHOWN_ATTRIBUTE,
  BAND_SHOWN_VALUE,
  DEFERRED_BAND_SELECTOR,
  DEFERRED_BANDS_ATTRIBUTE,
  DEFERRED_BANDS_VALUE,
} from "@/components/head-scripts/page-marks";

/*
 * app/globals.css cannot import the names the deferred-bands head script sets; this reads it and
 * fails when its rules are no longer written with them, so the script and the CSS cannot drift.
 */
const css = readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8").replace(
  /\/\*[\s\S]*?\*\//g,
  "",
);

/** The declarations of the rule written with exactly this selector, or null when there is none. */
function declarationsOf(selector: string): string | null {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) return null;
  const open = css.indexOf("{", start + selector.length);
  return css.slice(open + 1, css.indexOf("}", open));
}

const deferring = `html[${DEFERRED_BANDS_ATTRIBUTE}="${DEFERRED_BANDS_VALUE}"]`;
const notShown = `:not([${BAND_SHOWN_ATTRIBUTE}="${BAND_SHOWN_VALUE}"])`;

describe("globals.css rules the deferred-bands head script relies on", () => {
  it.each([
    ["a band", `${deferring} ${DEFERRED_BAND_SELECTOR}${notShown}`],
    ["a part of a band", `${deferring} ${DEFERRED_BAND_SELECTOR} [${BAND_PART_ATTRIBUTE}]${notShown}`],
  ])("lets %s wait to be laid out while <html> is marked and it is not shown", (_what, selector) => {
    const declarations = declarationsOf(selector);
    expect(declarations).not.toBeNull();
    expect(declarations).toMatch(/content-visibility:\s*auto;/);
    expect(declarations).toMatch(/contain-intrinsic-size:\s*auto \S+;/);
  });
});
