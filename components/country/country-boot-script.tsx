import { COUNTRIES, COUNTRY_STORAGE_KEY, DEFAULT_COUNTRY_CODE } from "@/lib/countries";

const knownCodes = JSON.stringify(COUNTRIES.map((country) => country.code));

/*
 * Runs in <head> before the body is parsed: marks <html> with the stored country so CSS paints
 * the right prices and spelling on the very first frame. Storage that throws means the default.
 */
const script = `(function(){var c=${JSON.stringify(DEFAULT_COUNTRY_CODE)};try{var s=localStorage.getItem(${JSON.stringify(
  COUNTRY_STORAGE_KEY,
)});if(${knownCodes}.indexOf(s)>-1)c=s}catch(e){}document.documentElement.setAttribute("data-country",c)})()`;

export function CountryBootScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
