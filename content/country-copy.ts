import type { CountryCode } from "@/lib/countries";

/** What the visitor is told after switching country. */
export const countrySwitchMessages = {
  UK: { title: "Showing UK prices", description: "Prices are in pounds sterling (£) and exclude VAT." },
  US: { title: "Showing US prices", description: "Prices are converted to US dollars ($)." },
} as const satisfies Record<CountryCode, { title: string; description: string }>;

export const countrySwitcherCopy = {
  buttonLabel: "Choose your country",
  regionHeading: "Region",
} as const;
