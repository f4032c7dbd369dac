/** The countries a visitor can pick; prices are authored in pounds and converted by `conversionRate`. */
export const COUNTRIES = [
  { code: "UK", name: "United Kingdom", currency: "GBP", symbol: "£", conversionRate: 1 },
  { code: "US", name: "United States", currency: "USD", symbol: "$", conversionRate: 1.27 },
] as const;

export type Country = (typeof COUNTRIES)[number];
export type CountryCode = Country["code"];

export const DEFAULT_COUNTRY_CODE: CountryCode = "UK";

/** localStorage key the selected country code is kept under (SPEC §4). */
export const COUNTRY_STORAGE_KEY = "selected-country";

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
