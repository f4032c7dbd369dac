import { pages } from "@/content/pages";
import { listenLinks, podcastAbout, podcastFollow } from "@/content/podcast";
import { pageMetadata } from "@/lib/metadata";
import { ROUTES } from "@/lib/routes";
import { AboutShow } from "@/components/sections/podcast/about-show";
import { FollowBand } from "@/components/sections/podcast/follow-band";
import { ListenLinks } from "@/components/sections/podcast/listen-links";
import { PageHero } from "@/components/layout/page-hero";
import { PodcastJsonLd } from "@/components/seo/podcast-json-ld";

export const metadata = pageMetadata(pages.podcast, ROUTES.podcast);

export default function PodcastPage() {
  return (
    <>
      <PageHero {...pages.podcast.hero}>
        <ListenLinks links={listenLinks} />
      </PageHero>
      <AboutShow {...podcastAbout} />
      <FollowBand {...podcastFollow} />
      <PodcastJsonLd />
    </>
  );
}
