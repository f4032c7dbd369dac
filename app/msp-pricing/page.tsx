import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { ROUTES } from "@/lib/routes";
import { PageHero } from "@/components/sections/shared/page-hero";

export const metadata = pageMetadata(pages.mspPricing, ROUTES.mspPricing);

export default function MspPricingPage() {
  return <PageHero {...pages.mspPricing.hero} />;
}
