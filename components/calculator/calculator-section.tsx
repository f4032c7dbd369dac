import { calculatorCopy, calculatorServices } from "@/content/calculator";
import { site } from "@/content/site";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { QuoteCalculator } from "./quote-calculator";
import { CalculatorNotes } from "./calculator-notes";
import { calculatorWords } from "./calculator-words";

/** The calculator band under the hero: catalogue, quote summary and notes. */
export function CalculatorSection() {
  return (
    <section
      aria-label={calculatorCopy.servicesHeading}
      className="py-12 sm:py-16 print:py-0"
      data-print-quote=""
    >
      <Container className="print:max-w-none print:px-0">
        {/*
         * On phones the notes lead the calculator; from lg up they sit beside it, under the summary.
         * They are written twice, each copy shown at its own widths, rather than moved up on phones
         * with CSS order from the end of the document: a phone that paints while the page is still
         * arriving showed the list first and then pushed it down 314 px when the notes came in (a
         * layout shift of 0.135, in two loads of six at 4x CPU).
         */}
        <CalculatorNotes headingId="calculator-notes-heading" className="mb-8 lg:hidden print:hidden" />
        <QuoteCalculator
          {...calculatorWords()}
          services={calculatorServices}
          notes={<CalculatorNotes headingId="calculator-notes-beside-heading" />}
          buttonClasses={{ primary: buttonVariants(), secondary: buttonVariants({ variant: "onDark" }) }}
          sender={{
            brandName: site.brandName,
            brandShort: site.brandShort,
            tagline: site.tagline,
            email: site.email,
          }}
        />
      </Container>
    </section>
  );
}
