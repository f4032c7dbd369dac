import { pages } from "@/content/pages";
import { termsOfUse } from "@/content/terms";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { LegalArticle } from "@/components/legal/legal-article";
import { PageHero } from "@/components/layout/page-hero";

export const metadata = pageMetadata(pages.terms, ROUTES.terms);

export default function TermsPage() {
  return (
    <>
      <PageHero {...pages.terms.hero} compact />
      <LegalArticle document={termsOfUse} />
    </>
  );
}
