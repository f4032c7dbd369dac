import {
  mspBenefits,
  mspExampleVideos,
  mspNextSteps,
  mspProblems,
  mspProof,
  mspSolutionsHeroActions,
  mspStatistics,
  mspTabs,
} from "@/content/msp-solutions";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { BenefitsSection } from "@/components/sections/sales/benefits-section";
import { HeroActions } from "@/components/sections/sales/hero-actions";
import { ProblemsSection } from "@/components/sections/sales/problems-section";
import { StatisticBand } from "@/components/sections/sales/statistic-band";
import { TabsSection } from "@/components/sections/sales/tabs-section";
import { VideosSection } from "@/components/sections/sales/videos-section";
import { ActionBand } from "@/components/sections/shared/action-band";
import { ClientLogoStrip } from "@/components/sections/shared/client-logos";
import { clientLogos, clientStrip } from "@/content/clients";
import { FilmHero } from "@/components/layout/film-hero";
import { VideosJsonLd } from "@/components/seo/videos-json-ld";
import { CaseFilmsSection } from "@/components/sections/sales/case-films-section";
import { mspCaseFilms } from "@/content/solution-films";

export const metadata = pageMetadata(pages.mspSolutions, ROUTES.mspSolutions);

export default function MspSolutionsPage() {
  return (
    <>
      <FilmHero {...pages.mspSolutions.hero} page="mspSolutions">
        <HeroActions {...mspSolutionsHeroActions} />
      </FilmHero>
      <ClientLogoStrip logos={clientLogos} label={clientStrip.label} headingId="msp-clients" />
      <CaseFilmsSection id="msp-case-films" copy={mspCaseFilms} />
      <StatisticBand id="msp-statistics" {...mspStatistics} />
      <ProblemsSection id="msp-problems" {...mspProblems} />
      <BenefitsSection id="msp-benefits" {...mspBenefits} proof={mspProof} />
      <VideosSection id="msp-examples" {...mspExampleVideos} />
      <TabsSection id="msp-formats" {...mspTabs} />
      <ActionBand {...mspNextSteps} variant="closing" headingId="msp-next-steps" />
      <VideosJsonLd
        path={ROUTES.mspSolutions}
        videos={[...mspExampleVideos.videos, ...mspTabs.tabs.map((tab) => tab.video)]}
      />
    </>
  );
}
