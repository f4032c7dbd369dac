import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { ROUTES } from "@/lib/routes";
import { PageHero } from "@/components/sections/shared/page-hero";

export const metadata = pageMetadata(pages.podcast, ROUTES.podcast);

export default function PodcastPage() {
  return <PageHero {...pages.podcast.hero} />;
}
