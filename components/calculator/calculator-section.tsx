import { calculatorCategories, calculatorCopy, calculatorServices } from "@/content/calculator";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { QuoteCalculator } from "./quote-calculator";
import { CalculatorNotes } from "./calculator-notes";

/** The calculator band under the hero: catalogue, quote summary and notes. */
export function CalculatorSection() {
  return (
    <section
      aria-label={calculatorCopy.servicesHeading}
      className="py-12 sm:py-16 print:py-0"
      data-print-quote=""
    >
      <Container className="print:max-w-none print:px-0">
        <QuoteCalculator
          categories={calculatorCategories}
          services={calculatorServices}
          notes={<CalculatorNotes />}
          buttonClasses={{ primary: buttonVariants(), secondary: buttonVariants({ variant: "onDark" }) }}
        />
      </Container>
    </section>
  );
}
