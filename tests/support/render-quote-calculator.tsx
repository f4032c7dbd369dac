import { render } from "@testing-library/react";
import { calculatorServices } from "@/content/calculator";
import { site } from "@/content/site";
import { CountryProvider } from "@/components/country/country-provider";
import { QuoteCalculator } from "@/components/calculator/quote-calculator";
import { calculatorWords } from "@/components/calculator/calculator-words";

/** The calculator island with the props its server part gives it on /master-pricing/. */
export function renderQuoteCalculator() {
  return render(
    <CountryProvider>
      <QuoteCalculator
        {...calculatorWords()}
        services={calculatorServices}
        notes={<p>notes</p>}
        buttonClasses={{ primary: "primary", secondary: "secondary" }}
        sender={{
          brandName: site.brandName,
          brandShort: site.brandShort,
          tagline: site.tagline,
          email: site.email,
        }}
      />
    </CountryProvider>,
  );
}
