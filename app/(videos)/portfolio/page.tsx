import { pages } from "@/content/pages";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { PortfolioGallery } from "@/components/portfolio/portfolio-gallery";
import { PageHero } from "@/components/layout/page-hero";
import { heroPictures } from "@/content/hero-pictures";
import { VideosJsonLd } from "@/components/seo/videos-json-ld";
import { portfolioItems } from "@/content/portfolio";
import { portfolioClosing } from "@/content/closing-bands";
import { ActionBand } from "@/components/sections/shared/action-band";

export const metadata = pageMetadata(pages.portfolio, ROUTES.portfolio);

export default function PortfolioPage() {
  return (
    <>
      <PageHero {...pages.portfolio.hero} picture={heroPictures.portfolio} compact />
      <PortfolioGallery />
      <ActionBand {...portfolioClosing} variant="closing" headingId="portfolio-closing" />
      <VideosJsonLd path={ROUTES.portfolio} videos={portfolioItems} />
    </>
  );
}
