import { HeadScript } from "@/components/head-scripts/head-script";
import { deferredBands } from "@/components/head-scripts/compiled.generated";
import { DEFERRED_BANDS_ATTRIBUTE } from "@/components/head-scripts/page-marks";

/** Lets the bands below the first screen wait to be laid out while the page loads (components/head-scripts/deferred-bands.ts). */
export function DeferredBandsScript() {
  return <HeadScript compiled={deferredBands} />;
}

/**
 * Lays every band out now: an in-page link measures where its target is before
 * scrolling, and a band still waiting holds only a placeholder height.
 */
export function showAllBands() {
  document.documentElement.removeAttribute(DEFERRED_BANDS_ATTRIBUTE);
}
