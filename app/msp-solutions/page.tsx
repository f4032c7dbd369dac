import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { ROUTES } from "@/lib/routes";
import { PageHero } from "@/components/sections/shared/page-hero";

export const metadata = pageMetadata(pages.mspSolutions, ROUTES.mspSolutions);

export default function MspSolutionsPage() {
  return <PageHero {...pages.mspSolutions.hero} />;
}
