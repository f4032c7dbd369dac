import { pages } from "@/content/pages";
import { pricingChooser } from "@/content/pricing";
import { pageMetadata } from "@/lib/metadata";
import { ROUTES } from "@/lib/routes";
import { ConsultationBand } from "@/components/sections/pricing/consultation-band";
import { PathCards } from "@/components/sections/pricing/path-cards";
import { Section } from "@/components/sections/sales/section";
import { PageHero } from "@/components/sections/shared/page-hero";
import { PricingChooserJsonLd } from "@/components/seo/pricing-json-ld";

export const metadata = pageMetadata(pages.pricing, ROUTES.pricing);

export default function PricingPage() {
  return (
    <>
      <PageHero {...pages.pricing.hero} />
      <Section aria-label={pages.pricing.title}>
        <PathCards
          cards={pricingChooser.cards}
          mspFrom={pricingChooser.mspFrom}
          vatNote={pricingChooser.vatNote}
        />
        <ConsultationBand {...pricingChooser.consultation} />
      </Section>
      <PricingChooserJsonLd />
    </>
  );
}
