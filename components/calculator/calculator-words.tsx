import {
  calculatorCategories,
  calculatorCopy,
  calculatorServices,
  type CalculatorToasts,
} from "@/content/calculator";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import { formatText } from "@/lib/format";
import { slugify } from "@/lib/slug";
import { LocalText } from "@/components/country/localized";
import { CategoryIntro } from "./category-intro";
import type { QuoteCalculatorProps } from "./quote-calculator";
import { ServiceRowHead } from "./service-row-head";

type CalculatorWords = Pick<QuoteCalculatorProps, "categories" | "rowHeads" | "emptyState" | "toasts">;

/**
 * The calculator's words as the server renders them, in every country's spelling, for the island
 * to place: the spelling rules then never reach the browser (docs/performance.md, the script budget).
 */
export function calculatorWords(): CalculatorWords {
  return {
    categories: calculatorCategories.map((category) => {
      const headingId = `category-${slugify(category.name)}`;
      return {
        name: category.name,
        headingId,
        intro: <CategoryIntro headingId={headingId} name={category.name} summary={category.summary} />,
      };
    }),
    rowHeads: Object.fromEntries(
      calculatorServices.map((service) => [
        service.id,
        <ServiceRowHead key={service.id} service={service} />,
      ]),
    ),
    emptyState: (
      <>
        <h2 className="text-xl font-bold">
          <LocalText>{calculatorCopy.emptyHeading}</LocalText>
        </h2>
        <p className="mt-2 text-sm text-ink-700">
          <LocalText>{calculatorCopy.emptyText}</LocalText>
        </p>
      </>
    ),
    toasts: Object.fromEntries(
      COUNTRIES.map((country) => [
        country.code,
        Object.fromEntries(
          Object.entries(calculatorCopy.toasts).map(([key, text]) => [key, formatText(text, country)]),
        ) as CalculatorToasts,
      ]),
    ) as Record<CountryCode, CalculatorToasts>,
  };
}
