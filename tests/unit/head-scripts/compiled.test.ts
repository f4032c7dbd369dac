import {
  countryBoot,
  deferredBands,
  pathGuard,
  portfolioPreset,
} from "@/components/head-scripts/compiled.generated";
import { headScriptSource } from "@/components/head-scripts/head-script";
import { DEFERRED_BANDS_ATTRIBUTE, DEFERRED_BANDS_VALUE } from "@/components/head-scripts/page-marks";
import { COUNTRY_ATTRIBUTE, COUNTRY_STORAGE_KEY } from "@/lib/countries";
import { PRESET_ATTRIBUTE } from "@/lib/portfolio-preset";

/* The generated strings themselves, run the way the page runs them: as the text of an inline script. */
function runInline(compiled: string, config?: unknown) {
  new Function(headScriptSource(compiled, config))();
}

const root = document.documentElement;

describe("compiled head scripts", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("country boot marks <html> with the stored country and its language", () => {
    window.localStorage.setItem(COUNTRY_STORAGE_KEY, "US");
    runInline(countryBoot, { languages: { UK: "en-GB", US: "en-US" }, defaultCode: "UK" });
    expect(root.getAttribute(COUNTRY_ATTRIBUTE)).toBe("US");
    expect(root.getAttribute("lang")).toBe("en-US");
  });

  it("deferred bands marks <html>", () => {
    runInline(deferredBands);
    expect(root.getAttribute(DEFERRED_BANDS_ATTRIBUTE)).toBe(DEFERRED_BANDS_VALUE);
  });

  it("path guard rewrites a path with repeated leading slashes", () => {
    window.history.replaceState(null, "", `${window.location.origin}//portfolio/?filter=events`);
    runInline(pathGuard);
    expect(window.location.pathname).toBe("/portfolio/");
    expect(window.location.search).toBe("?filter=events");
  });

  it("portfolio preset marks <html> with the known categories the address asks for", () => {
    window.history.replaceState(null, "", "/portfolio/?filter=events,podcasts");
    runInline(portfolioPreset, { categoryIds: ["events", "explainer"] });
    expect(root.getAttribute(PRESET_ATTRIBUTE)).toBe("events");
  });
});

describe("headScriptSource", () => {
  it("calls the compiled function with its config as JSON that cannot end the script element", () => {
    const source = headScriptSource("function(c){}", { label: "</script><script>alert(1)" });
    expect(source).toBe('(function(c){})({"label":"\\u003c/script>\\u003cscript>alert(1)"})');
  });

  it("calls it with no argument when there is no config", () => {
    expect(headScriptSource("function(){}")).toBe("(function(){})()");
  });
});
