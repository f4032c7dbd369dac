import { pages } from "@/content/pages";
import {
  vendorCtaBanner,
  vendorExampleVideos,
  vendorGallery,
  vendorPortfolioLink,
  vendorProblems,
  vendorSolutionsHeroActions,
  vendorStatistics,
  vendorTabs,
} from "@/content/vendor-solutions";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { CardsSection } from "@/components/sections/sales/cards-section";
import { HeroActions } from "@/components/sections/sales/hero-actions";
import { StatisticBand } from "@/components/sections/sales/statistic-band";
import { TabsSection } from "@/components/sections/sales/tabs-section";
import { VideosSection } from "@/components/sections/sales/videos-section";
import { FilmHero } from "@/components/layout/film-hero";
import { ActionBand } from "@/components/sections/shared/action-band";
import { GallerySection } from "@/components/sections/vendor-solutions/gallery-section";
import { VideosJsonLd } from "@/components/seo/videos-json-ld";

export const metadata = pageMetadata(pages.vendorSolutions, ROUTES.vendorSolutions);

export default function VendorSolutionsPage() {
  return (
    <>
      <FilmHero {...pages.vendorSolutions.hero} page="vendorSolutions">
        <HeroActions {...vendorSolutionsHeroActions} />
      </FilmHero>
      <StatisticBand id="vendor-statistics" {...vendorStatistics} />
      <CardsSection id="vendor-problems" variant="problem" {...vendorProblems} />
      <VideosSection id="vendor-examples" {...vendorExampleVideos} />
      <TabsSection id="vendor-formats" {...vendorTabs} />
      <GallerySection {...vendorGallery} portfolio={vendorPortfolioLink} />
      <ActionBand {...vendorCtaBanner} look="ink-card" headingId="vendor-cta" />
      <VideosJsonLd
        path={ROUTES.vendorSolutions}
        videos={[...vendorExampleVideos.videos, ...vendorTabs.tabs.map((tab) => tab.video)]}
      />
    </>
  );
}
