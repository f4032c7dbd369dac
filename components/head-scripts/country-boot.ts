import { COUNTRY_ATTRIBUTE, COUNTRY_STORAGE_KEY } from "@/lib/countries";

/*
 * Every country's prices and spelling are in the pre-rendered markup, and CSS keyed on
 * <html data-country> shows one (lib/countries.ts, countryVisibilityCss). This runs in <head>
 * before the body is parsed, so the visitor's stored country is on <html> before the first paint:
 * waiting for React would paint the default country's prices first and then swap them. The page's
 * language follows (<html lang>: en-GB or en-US), so a screen reader or spell-checker reads the
 * American page as American from the start.
 */

export type CountryBootConfig = {
  /**
   * Each country code a stored value may name, with its page language; anything else (stale,
   * tampered) means the default.
   */
  languages: Readonly<Record<string, string>>;
  defaultCode: string;
};

type CountryBootWindow = Pick<Window, "document" | "localStorage">;

export function bootCountry(config: CountryBootConfig, win: CountryBootWindow = window): void {
  let code = config.defaultCode;
  try {
    const stored = win.localStorage.getItem(COUNTRY_STORAGE_KEY);
    if (stored !== null && Object.hasOwn(config.languages, stored)) code = stored;
  } catch {
    // Storage that throws (blocked by the browser's privacy settings) means the default.
  }
  const root = win.document.documentElement;
  root.setAttribute(COUNTRY_ATTRIBUTE, code);
  const lang = config.languages[code];
  if (lang) root.lang = lang;
}
