import { countryVisibilityCss } from "@/lib/countries";

/** The per-country show/hide rules, generated from COUNTRIES (an inline style: no request, no flash). */
export function CountryVisibilityStyle() {
  return <style dangerouslySetInnerHTML={{ __html: countryVisibilityCss() }} />;
}
