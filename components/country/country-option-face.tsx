import type { Country } from "@/lib/countries";
import { Flag } from "./flag";

/** What a country option shows: its flag, its name and its currency. Shared by the switcher's static list and the mobile menu's island. */
export function CountryOptionFace({ country }: { country: Country }) {
  return (
    <>
      <Flag code={country.code} />
      <span className="flex-1">{country.name}</span>
      <span className="text-xs opacity-70">
        {country.symbol} {country.currency}
      </span>
    </>
  );
}

/** Each option button's shape; its padding, text size and colours come from where it is shown. */
export const countryOptionClass = "flex w-full items-center gap-3 rounded-xl px-3.5 text-left font-medium";
