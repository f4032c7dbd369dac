import {
  mspBenefits,
  mspExampleVideos,
  mspNextSteps,
  mspProblems,
  mspSolutionsHeroActions,
  mspStatistics,
  mspTabs,
} from "@/content/msp-solutions";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { NextSteps } from "@/components/sections/msp-solutions/next-steps";
import { CardsSection } from "@/components/sections/sales/cards-section";
import { HeroActions } from "@/components/sections/sales/hero-actions";
import { StatisticBand } from "@/components/sections/sales/statistic-band";
import { TabsSection } from "@/components/sections/sales/tabs-section";
import { VideosSection } from "@/components/sections/sales/videos-section";
import { FilmHero } from "@/components/layout/film-hero";
import { VideosJsonLd } from "@/components/seo/videos-json-ld";

export const metadata = pageMetadata(pages.mspSolutions, ROUTES.mspSolutions);

export default function MspSolutionsPage() {
  return (
    <>
      <FilmHero {...pages.mspSolutions.hero} page="mspSolutions">
        <HeroActions {...mspSolutionsHeroActions} />
      </FilmHero>
      <StatisticBand id="msp-statistics" {...mspStatistics} />
      <CardsSection id="msp-problems" variant="problem" {...mspProblems} />
      <CardsSection id="msp-benefits" variant="benefit" tone="white" {...mspBenefits} />
      <VideosSection id="msp-examples" {...mspExampleVideos} />
      <TabsSection id="msp-formats" {...mspTabs} />
      <NextSteps {...mspNextSteps} />
      <VideosJsonLd
        path={ROUTES.mspSolutions}
        videos={[...mspExampleVideos.videos, ...mspTabs.tabs.map((tab) => tab.video)]}
      />
    </>
  );
}
