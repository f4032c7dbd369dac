import { pages } from "@/content/pages";
import { privacyNotice } from "@/content/privacy";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { LegalArticle } from "@/components/legal/legal-article";
import { PageHero } from "@/components/layout/page-hero";
import { StaticHtml } from "@/components/layout/static-html";

export const metadata = pageMetadata(pages.privacy, ROUTES.privacy);

export default function PrivacyPage() {
  return (
    <StaticHtml>
      <PageHero {...pages.privacy.hero} compact />
      <LegalArticle document={privacyNotice} />
    </StaticHtml>
  );
}
