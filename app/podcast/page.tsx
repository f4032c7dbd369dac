import { pages } from "@/content/pages";
import { listenLinks, podcastAbout, podcastFollow } from "@/content/podcast";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { AboutShow } from "@/components/sections/podcast/about-show";
import { ActionBand } from "@/components/sections/shared/action-band";
import { ListenLinks } from "@/components/sections/podcast/listen-links";
import { PageHero } from "@/components/layout/page-hero";
import { heroPictures } from "@/content/hero-pictures";
import { PodcastJsonLd } from "@/components/seo/podcast-json-ld";

export const metadata = pageMetadata(pages.podcast, ROUTES.podcast);

export default function PodcastPage() {
  return (
    <>
      <PageHero {...pages.podcast.hero} picture={heroPictures.podcast}>
        <ListenLinks links={listenLinks} />
      </PageHero>
      <AboutShow {...podcastAbout} />
      <ActionBand {...podcastFollow} variant="closing" headingId="follow-harvest" />
      <PodcastJsonLd />
    </>
  );
}
