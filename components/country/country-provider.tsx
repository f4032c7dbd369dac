"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from "react";
import {
  COUNTRY_ATTRIBUTE,
  COUNTRY_STORAGE_KEY,
  DEFAULT_COUNTRY_CODE,
  countryCodeFrom,
  getCountry,
  type Country,
  type CountryCode,
} from "@/lib/countries";

type CountryContextValue = { country: Country; setCountry: (code: CountryCode) => void };

const CountryContext = createContext<CountryContextValue | null>(null);

/*
 * The selected country lives on <html data-country>, set before first paint by the head script
 * components/head-scripts/country-boot.ts. React subscribes to it rather than copying it, so server-rendered markup (which CSS
 * already localises) and client state can never disagree.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function readSelectedCode(): CountryCode {
  return countryCodeFrom(document.documentElement.getAttribute(COUNTRY_ATTRIBUTE));
}

/** The country on <html>, and the page's language with it (as the head script sets them). */
function applyCode(code: CountryCode) {
  document.documentElement.setAttribute(COUNTRY_ATTRIBUTE, code);
  document.documentElement.lang = getCountry(code).lang;
  listeners.forEach((listener) => listener());
}

function storeCode(code: CountryCode) {
  try {
    window.localStorage.setItem(COUNTRY_STORAGE_KEY, code);
  } catch {
    // Private modes and blocked storage still switch for this visit; only persistence is lost.
  }
}

export function CountryProvider({ children }: { children: React.ReactNode }) {
  const code = useSyncExternalStore(subscribe, readSelectedCode, () => DEFAULT_COUNTRY_CODE);

  const setCountry = useCallback((next: CountryCode) => {
    applyCode(next);
    storeCode(next);
  }, []);

  // Another tab changing the country updates this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === COUNTRY_STORAGE_KEY) applyCode(countryCodeFrom(event.newValue));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const value = useMemo(() => ({ country: getCountry(code), setCountry }), [code, setCountry]);
  return <CountryContext.Provider value={value}>{children}</CountryContext.Provider>;
}

/** The visitor's selected country; throws when used outside <CountryProvider> (docs/product.md §4). */
export function useCountry(): CountryContextValue {
  const context = useContext(CountryContext);
  if (!context) throw new Error("useCountry must be used within a CountryProvider");
  return context;
}
