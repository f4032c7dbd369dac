"use client";

import { countrySwitchMessages } from "@/content/country-copy";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import { clsx } from "clsx";
import { Flag } from "./flag";
import { useCountry } from "./country-provider";
import { notify } from "@/components/toast/notify";

type CountryOptionsProps = {
  onChosen?: () => void;
  className?: string;
  /** Padding, text size and colours of each option (they differ between the dropdown and the menu). */
  optionClassName: string;
};

/** The list of countries to pick from, shared by the desktop switcher and the mobile menu. */
export function CountryOptions({ onChosen, className, optionClassName }: CountryOptionsProps) {
  const { country, setCountry } = useCountry();

  const choose = (code: CountryCode) => {
    if (code !== country.code) {
      setCountry(code);
      const message = countrySwitchMessages[code];
      notify(message.title, { description: message.description });
    }
    onChosen?.();
  };

  return (
    <ul className={className}>
      {COUNTRIES.map((option) => (
        <li key={option.code}>
          <button
            type="button"
            aria-pressed={option.code === country.code}
            onClick={() => choose(option.code)}
            className={clsx(
              "flex w-full items-center gap-3 rounded-xl px-3.5 text-left font-medium",
              optionClassName,
            )}
          >
            <Flag code={option.code} />
            <span className="flex-1">{option.name}</span>
            <span className="text-xs opacity-70">
              {option.symbol} {option.currency}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
