import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { ROUTES } from "@/lib/routes";
import { PageHero } from "@/components/sections/shared/page-hero";

export const metadata = pageMetadata(pages.vendorSolutions, ROUTES.vendorSolutions);

export default function VendorSolutionsPage() {
  return <PageHero {...pages.vendorSolutions.hero} />;
}
