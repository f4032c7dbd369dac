/**
 * The countries a visitor can pick: the one place a country is described. Prices are authored in
 * pounds; another currency's are set prices (`prices`: the owner's own figure, or the pounds
 * converted by `conversionRate` and rounded to a price point, lib/format.ts); everything else that differs by country (spelling,
 * VAT, the region code search engines read, the CSS that shows the right variant) is derived from
 * these fields, so adding a country means adding an entry here and its copy in content/.
 */
export const COUNTRIES = [
  {
    code: "UK",
    name: "United Kingdom",
    currency: "GBP",
    symbol: "£",
    conversionRate: 1,
    /** The prices as authored: docs/product.md §9's figures exactly. */
    prices: "authored",
    /** docs/product.md §3: the UK reads British spelling, the US American. */
    spelling: "british",
    /** docs/product.md §9: the audit is "plus VAT if the country code is UK". */
    vatApplies: true,
    /** ISO 3166 code, for schema.org's eligibleRegion and areaServed. */
    region: "GB",
    /** The page's language (<html lang>), so screen readers and spell-checkers read its English. */
    lang: "en-GB",
  },
  {
    code: "US",
    name: "United States",
    currency: "USD",
    symbol: "$",
    conversionRate: 1.27,
    /** Set prices: the owner's own (content/owner.ts, usPrices), else converted to a price point. */
    prices: "price points",
    spelling: "american",
    vatApplies: false,
    region: "US",
    lang: "en-US",
  },
] as const;

export type Country = (typeof COUNTRIES)[number];
export type CountryCode = Country["code"];

export const DEFAULT_COUNTRY_CODE: CountryCode = "UK";

/** localStorage key the selected country code is kept under (docs/product.md §4). */
export const COUNTRY_STORAGE_KEY = "selected-country";

/**
 * The attribute on <html> that holds the selected country: set by the head script before the first
 * paint (components/head-scripts/country-boot.ts), read by the CSS below and by CountryProvider.
 */
export const COUNTRY_ATTRIBUTE = "data-country";

export function isCountryCode(value: unknown): value is CountryCode {
  return COUNTRIES.some((country) => country.code === value);
}

/** Any stored value that is not a known code (missing, stale, tampered) means the default, UK. */
export function countryCodeFrom(value: unknown): CountryCode {
  return isCountryCode(value) ? value : DEFAULT_COUNTRY_CODE;
}

export function getCountry(code: CountryCode): Country {
  return COUNTRIES.find((country) => country.code === code) ?? COUNTRIES[0];
}

/** The class that shows an element only while `code` is the selected country (see countryVisibilityCss). */
export function onlyCountryClass(code: CountryCode): string {
  return `only-${code.toLowerCase()}`;
}

/**
 * The CSS that hides every country's variant but the selected one. Server-rendered markup carries
 * one variant per country; <html data-country> (the default in the markup, the stored choice once
 * the head script has run) picks which one paints, before the first frame.
 */
export function countryVisibilityCss(): string {
  return COUNTRIES.map(
    ({ code }) =>
      `html:not([${COUNTRY_ATTRIBUTE}="${code}"]) .${onlyCountryClass(code)}{display:none!important}`,
  ).join("\n");
}
