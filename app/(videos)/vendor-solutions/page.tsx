import { pages } from "@/content/pages";
import {
  vendorCtaBanner,
  vendorExampleVideos,
  vendorGallery,
  vendorPortfolioLink,
  vendorProblems,
  vendorProof,
  vendorSolutionsHeroActions,
  vendorStatistics,
  vendorTabs,
} from "@/content/vendor-solutions";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { HeroActions } from "@/components/sections/sales/hero-actions";
import { ProblemsSection } from "@/components/sections/sales/problems-section";
import { ProofSection } from "@/components/sections/sales/proof-section";
import { StatisticBand } from "@/components/sections/sales/statistic-band";
import { TabsSection } from "@/components/sections/sales/tabs-section";
import { VideosSection } from "@/components/sections/sales/videos-section";
import { FilmHero } from "@/components/layout/film-hero";
import { ActionBand } from "@/components/sections/shared/action-band";
import { ClientLogoStrip } from "@/components/sections/shared/client-logos";
import { clientLogos, clientStrip } from "@/content/clients";
import { GallerySection } from "@/components/sections/vendor-solutions/gallery-section";
import { VideosJsonLd } from "@/components/seo/videos-json-ld";
import { CaseFilmsSection } from "@/components/sections/sales/case-films-section";
import { vendorCaseFilms } from "@/content/solution-films";

export const metadata = pageMetadata(pages.vendorSolutions, ROUTES.vendorSolutions);

export default function VendorSolutionsPage() {
  return (
    <>
      <FilmHero {...pages.vendorSolutions.hero} page="vendorSolutions">
        <HeroActions {...vendorSolutionsHeroActions} />
      </FilmHero>
      <ClientLogoStrip logos={clientLogos} label={clientStrip.label} headingId="vendor-clients" />
      <CaseFilmsSection id="vendor-case-films" copy={vendorCaseFilms} />
      <StatisticBand id="vendor-statistics" {...vendorStatistics} />
      <ProblemsSection id="vendor-problems" {...vendorProblems} />
      <ProofSection id="vendor-proof" {...vendorProof} />
      <VideosSection id="vendor-examples" {...vendorExampleVideos} />
      <TabsSection id="vendor-formats" {...vendorTabs} />
      <GallerySection {...vendorGallery} portfolio={vendorPortfolioLink} />
      <ActionBand {...vendorCtaBanner} variant="closing" headingId="vendor-cta" />
      <VideosJsonLd
        path={ROUTES.vendorSolutions}
        videos={[...vendorExampleVideos.videos, ...vendorTabs.tabs.map((tab) => tab.video)]}
      />
    </>
  );
}
