import { pages } from "@/content/pages";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { PageHero } from "@/components/layout/page-hero";
import { heroPictures } from "@/content/hero-pictures";
import { CalculatorSection } from "@/components/calculator/calculator-section";
import { CalculatorJsonLd } from "@/components/pricing/pricing-json-ld";

export const metadata = pageMetadata(pages.masterPricing, ROUTES.masterPricing);

export default function MasterPricingPage() {
  return (
    <>
      <PageHero {...pages.masterPricing.hero} picture={heroPictures.masterPricing} className="print:hidden" />
      <CalculatorSection />
      <CalculatorJsonLd />
    </>
  );
}
