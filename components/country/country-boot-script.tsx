import { HeadScript } from "@/components/head-scripts/head-script";
import { countryBoot } from "@/components/head-scripts/compiled.generated";
import type { CountryBootConfig } from "@/components/head-scripts/country-boot";
import { COUNTRIES, COUNTRY_ATTRIBUTE, DEFAULT_COUNTRY_CODE, getCountry } from "@/lib/countries";

const config: CountryBootConfig = {
  languages: Object.fromEntries(COUNTRIES.map((country) => [country.code, country.lang])),
  defaultCode: DEFAULT_COUNTRY_CODE,
};

/**
 * Puts the visitor's stored country, and its language, on <html> before the first paint
 * (components/head-scripts/country-boot.ts).
 */
export function CountryBootScript() {
  return <HeadScript compiled={countryBoot} config={config} />;
}

/**
 * For <html>: the default country and its language, which the markup carries until the script sets
 * the visitor's.
 */
export const defaultCountryProps = {
  [COUNTRY_ATTRIBUTE]: DEFAULT_COUNTRY_CODE,
  lang: getCountry(DEFAULT_COUNTRY_CODE).lang,
};
