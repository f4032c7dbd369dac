import { pages } from "@/content/pages";
import { pricingChooser } from "@/content/pricing";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { ActionBand } from "@/components/sections/shared/action-band";
import { PathCards } from "@/components/pricing/path-cards";
import { Section } from "@/components/ui/section";
import { PageHero } from "@/components/layout/page-hero";
import { heroPictures } from "@/content/hero-pictures";
import { PricingChooserJsonLd } from "@/components/pricing/pricing-json-ld";

export const metadata = pageMetadata(pages.pricing, ROUTES.pricing);

export default function PricingPage() {
  return (
    <>
      <PageHero {...pages.pricing.hero} picture={heroPictures.pricing} />
      <Section aria-label={pages.pricing.title}>
        <PathCards
          cards={pricingChooser.cards}
          mspFrom={pricingChooser.mspFrom}
          vendorPriced={pricingChooser.vendorPriced}
          vatNote={pricingChooser.vatNote}
        />
      </Section>
      <ActionBand {...pricingChooser.consultation} variant="closing" headingId="pricing-consultation" />
      <PricingChooserJsonLd />
    </>
  );
}
