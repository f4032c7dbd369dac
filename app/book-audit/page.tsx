import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { ROUTES } from "@/lib/routes";
import { PageHero } from "@/components/sections/shared/page-hero";

export const metadata = pageMetadata(pages.bookAudit, ROUTES.bookAudit);

export default function BookAuditPage() {
  return <PageHero {...pages.bookAudit.hero} />;
}
