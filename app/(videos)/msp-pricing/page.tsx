import {
  addOnsCopy,
  beyondMenu,
  bookCall,
  contentStack,
  contractTerms,
  mobileCtaBar,
  mspAddOns,
  mspPackages,
  mspPricingHeroAction,
  packagesCopy,
  repurposePlus,
  videoAudit,
} from "@/content/msp-pricing";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { AddOnsAndTerms } from "@/components/sections/msp-pricing/add-ons-and-terms";
import { AuditSection } from "@/components/sections/msp-pricing/audit-section";
import { BeyondMenu } from "@/components/sections/msp-pricing/beyond-menu";
import { ActionBand } from "@/components/sections/shared/action-band";
import { ContentStack } from "@/components/sections/msp-pricing/content-stack";
import { MobileCtaBar } from "@/components/sections/msp-pricing/mobile-cta-bar";
import { PackageCards } from "@/components/pricing/package-cards";
import { RepurposePanel } from "@/components/sections/msp-pricing/repurpose-panel";
import { HeroActions } from "@/components/sections/sales/hero-actions";
import { ContactSection } from "@/components/contact/contact-section";
import { PageHero } from "@/components/layout/page-hero";
import { heroPictures } from "@/content/hero-pictures";
import { MspPricingJsonLd } from "@/components/pricing/pricing-json-ld";
import { VideosJsonLd } from "@/components/seo/videos-json-ld";

export const metadata = pageMetadata(pages.mspPricing, ROUTES.mspPricing);

export default function MspPricingPage() {
  return (
    <>
      <PageHero {...pages.mspPricing.hero} picture={heroPictures.mspPricing}>
        <HeroActions primary={mspPricingHeroAction} />
      </PageHero>
      <AuditSection {...videoAudit} />
      <ContentStack {...contentStack} />
      <RepurposePanel {...repurposePlus} />
      <PackageCards packages={mspPackages} copy={packagesCopy} />
      <AddOnsAndTerms addOns={mspAddOns} copy={addOnsCopy} terms={contractTerms} />
      <ActionBand {...bookCall} variant="inline" headingId="book-call" />
      <BeyondMenu {...beyondMenu} />
      <ContactSection />
      <MobileCtaBar {...mobileCtaBar} />
      <MspPricingJsonLd />
      <VideosJsonLd path={ROUTES.mspPricing} videos={[beyondMenu.video]} />
    </>
  );
}
