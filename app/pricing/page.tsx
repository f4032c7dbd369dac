import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { ROUTES } from "@/lib/routes";
import { PageHero } from "@/components/sections/shared/page-hero";

export const metadata = pageMetadata(pages.pricing, ROUTES.pricing);

export default function PricingPage() {
  return <PageHero {...pages.pricing.hero} />;
}
