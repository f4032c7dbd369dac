import { countrySwitcherCopy } from "@/content/country-copy";
import { COUNTRIES, onlyCountryClass } from "@/lib/countries";
import { ChevronIcon } from "@/components/ui/chevron-icon";
import { Disclosure, DisclosurePanel, DisclosureTrigger } from "@/components/ui/disclosure";
import { DisclosureCountryOptions } from "./country-options";
import { Flag } from "./flag";

/**
 * Desktop country switcher in the navigation bar: the trigger shows the selected flag and code,
 * and the panel lists the countries; choosing one switches the country and closes the panel.
 */
export function CountrySwitcher() {
  return (
    <Disclosure className="relative">
      <DisclosureTrigger className="inline-flex h-10 items-center gap-2 rounded-full border border-white/20 px-3 text-sm font-semibold text-white hover:bg-white/10">
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
      </DisclosureTrigger>
      <DisclosurePanel className="absolute top-full right-0 z-50 mt-2 w-64 rounded-2xl border border-line bg-white p-2 text-ink-900 shadow-xl shadow-ink-950/10">
        <DisclosureCountryOptions optionClassName="py-2.5 text-sm hover:bg-paper-deep aria-pressed:bg-cool-50 aria-pressed:text-cool-800" />
      </DisclosurePanel>
    </Disclosure>
  );
}
