"use client";

import { countrySwitchMessages } from "@/content/country-copy";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import { clsx } from "clsx";
import { useDisclosure } from "@/components/ui/disclosure";
import { useCountry } from "./country-provider";
import { notify } from "@/components/toast/notify";
import { CountryOptionFace, countryOptionClass } from "./country-option-face";

/** Switches to a country, saying so in a toast; choosing the country already selected does nothing. */
export function useCountryChoice() {
  const { country, setCountry } = useCountry();
  return (code: CountryCode) => {
    if (code === country.code) return;
    setCountry(code);
    const message = countrySwitchMessages[code];
    notify(message.title, { description: message.description });
  };
}

type CountryOptionsProps = {
  onChosen?: () => void;
  className?: string;
  /** Padding, text size and colours of each option (they differ between the dropdown and the menu). */
  optionClassName: string;
};

/** The list of countries to pick from: the mobile menu's, and the desktop switcher's (DisclosureCountryOptions). */
export function CountryOptions({ onChosen, className, optionClassName }: CountryOptionsProps) {
  const { country } = useCountry();
  const choose = useCountryChoice();

  return (
    <ul className={className}>
      {COUNTRIES.map((option) => (
        <li key={option.code}>
          <button
            type="button"
            aria-pressed={option.code === country.code}
            onClick={() => {
              choose(option.code);
              onChosen?.();
            }}
            className={clsx(countryOptionClass, optionClassName)}
          >
            <CountryOptionFace country={option} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The countries in a disclosure's panel (the desktop switcher, ./country-switcher.tsx): choosing one closes it. */
export function DisclosureCountryOptions(props: Omit<CountryOptionsProps, "onChosen">) {
  const { close } = useDisclosure();
  return <CountryOptions onChosen={close} {...props} />;
}
