"use client";

import { useEffect, useRef } from "react";
import { COUNTRY_OPTION_ATTRIBUTE, SITE_NAV_ATTRIBUTE } from "@/components/head-scripts/page-marks";
import { useCountry } from "@/components/country/country-provider";
import { useCountryChoice } from "@/components/country/country-options";
import { closeDisclosureOf, controlDisclosures } from "@/components/ui/disclosure-controls";
import { countryCodeFrom } from "@/lib/countries";

const siteNav = () => document.querySelector(`[${SITE_NAV_ATTRIBUTE}]`);

/**
 * The island behind the static desktop navigation bar (site-nav.tsx). It renders nothing: it
 * drives the bar's dropdowns and country switcher from outside, by listening on the bar, and keeps
 * the pressed country option in step with the selected country (also when another tab changes it).
 * It is mounted before the hydration mark, so a press held by the early-tap script reaches it.
 */
export function SiteNavControls() {
  const { country } = useCountry();
  const choose = useCountryChoice();
  const chooseRef = useRef(choose);
  useEffect(() => {
    chooseRef.current = choose;
  });

  useEffect(() => {
    const nav = siteNav();
    if (!nav) return;
    const stop = controlDisclosures(nav);
    const onClick = (event: Event) => {
      const option = (event.target as Element | null)?.closest?.(`[${COUNTRY_OPTION_ATTRIBUTE}]`);
      if (!option) return;
      chooseRef.current(countryCodeFrom(option.getAttribute(COUNTRY_OPTION_ATTRIBUTE)));
      closeDisclosureOf(option);
    };
    nav.addEventListener("click", onClick);
    return () => {
      stop();
      nav.removeEventListener("click", onClick);
    };
  }, []);

  useEffect(() => {
    for (const option of siteNav()?.querySelectorAll(`[${COUNTRY_OPTION_ATTRIBUTE}]`) ?? []) {
      option.setAttribute(
        "aria-pressed",
        String(option.getAttribute(COUNTRY_OPTION_ATTRIBUTE) === country.code),
      );
    }
  }, [country.code]);

  return null;
}
