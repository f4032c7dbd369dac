import { pages } from "@/content/pages";
import { privacyNotice } from "@/content/privacy";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { LegalArticle } from "@/components/legal/legal-article";
import { PageHero } from "@/components/layout/page-hero";

export const metadata = pageMetadata(pages.privacy, ROUTES.privacy);

export default function PrivacyPage() {
  return (
    <>
      <PageHero {...pages.privacy.hero} compact />
      <LegalArticle document={privacyNotice} />
    </>
  );
}
