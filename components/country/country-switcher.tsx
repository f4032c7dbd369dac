import { countrySwitcherCopy } from "@/content/country-copy";
import { COUNTRIES, DEFAULT_COUNTRY_CODE, onlyCountryClass } from "@/lib/countries";
import { ChevronIcon } from "@/components/ui/chevron-icon";
import { COUNTRY_OPTION_ATTRIBUTE } from "@/components/head-scripts/page-marks";
import {
  StaticDisclosure,
  StaticDisclosurePanel,
  StaticDisclosureTrigger,
} from "@/components/ui/static-disclosure";
import { CountryOptionFace, countryOptionClass } from "./country-option-face";
import { Flag } from "./flag";

const PANEL_ID = "country-switcher-panel";

/**
 * Desktop country switcher, static HTML in the navigation bar: the trigger shows the selected flag
 * and code, and the panel lists the countries. The header's island (site-nav-controls.tsx) opens it
 * and switches the country; the current-page script marks the pressed option before first paint.
 */
export function CountrySwitcher() {
  return (
    <StaticDisclosure className="relative">
      <StaticDisclosureTrigger
        panelId={PANEL_ID}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-white/20 px-3 text-sm font-semibold text-white hover:bg-white/10"
      >
        <span className="sr-only">{countrySwitcherCopy.buttonLabel}: </span>
        {/* Every country's label is rendered; CSS shows the one html[data-country] selects before first paint. */}
        {COUNTRIES.map((option) => (
          <span
            key={option.code}
            className={`${onlyCountryClass(option.code)} inline-flex items-center gap-2`}
          >
            <Flag code={option.code} />
            {option.code}
          </span>
        ))}
        <ChevronIcon />
      </StaticDisclosureTrigger>
      <StaticDisclosurePanel
        id={PANEL_ID}
        className="absolute top-full right-0 z-50 mt-2 w-64 rounded-2xl border border-line bg-white p-2 text-ink-900 shadow-xl shadow-ink-950/10"
      >
        <ul>
          {COUNTRIES.map((option) => (
            <li key={option.code}>
              <button
                type="button"
                {...{ [COUNTRY_OPTION_ATTRIBUTE]: option.code }}
                aria-pressed={option.code === DEFAULT_COUNTRY_CODE}
                className={`${countryOptionClass} py-2.5 text-sm hover:bg-paper-deep aria-pressed:bg-cool-50 aria-pressed:text-cool-800`}
              >
                <CountryOptionFace country={option} />
              </button>
            </li>
          ))}
        </ul>
      </StaticDisclosurePanel>
    </StaticDisclosure>
  );
}
