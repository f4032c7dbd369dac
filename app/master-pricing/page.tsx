import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { ROUTES } from "@/lib/routes";
import { PageHero } from "@/components/sections/shared/page-hero";
import { CalculatorSection } from "@/components/sections/master-pricing/calculator-section";
import { CalculatorJsonLd } from "@/components/seo/pricing-json-ld";

export const metadata = pageMetadata(pages.masterPricing, ROUTES.masterPricing);

export default function MasterPricingPage() {
  return (
    <>
      <PageHero {...pages.masterPricing.hero} className="print:hidden" />
      <CalculatorSection />
      <CalculatorJsonLd />
    </>
  );
}
