import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { ROUTES } from "@/lib/routes";
import { PageHero } from "@/components/sections/shared/page-hero";

export const metadata = pageMetadata(pages.vendorPricing, ROUTES.vendorPricing);

export default function VendorPricingPage() {
  return <PageHero {...pages.vendorPricing.hero} />;
}
