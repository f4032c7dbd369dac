import { pages } from "@/content/pages";
import {
  contentCategories,
  startWithStrategy,
  tiersCopy,
  vendorPricingHeroAction,
  vendorTiers,
} from "@/content/vendor-pricing";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { HeroActions } from "@/components/sections/sales/hero-actions";
import { PageHero } from "@/components/layout/page-hero";
import { heroPictures } from "@/content/hero-pictures";
import { ContentCategories } from "@/components/sections/vendor-pricing/content-categories";
import { StrategyBlock } from "@/components/sections/vendor-pricing/strategy-block";
import { TierCards } from "@/components/pricing/tier-cards";
import { VendorPricingJsonLd } from "@/components/pricing/pricing-json-ld";

export const metadata = pageMetadata(pages.vendorPricing, ROUTES.vendorPricing);

export default function VendorPricingPage() {
  return (
    <>
      <PageHero {...pages.vendorPricing.hero} picture={heroPictures.vendorPricing}>
        <HeroActions primary={vendorPricingHeroAction} />
      </PageHero>
      <StrategyBlock {...startWithStrategy} />
      <ContentCategories {...contentCategories} />
      <TierCards tiers={vendorTiers} copy={tiersCopy} />
      <VendorPricingJsonLd />
    </>
  );
}
