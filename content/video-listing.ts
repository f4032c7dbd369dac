import { ROUTES } from "@/lib/routes";
import type { ListedVideo } from "@/lib/video-review";
import { beyondMenu } from "./msp-pricing";
import { mspExampleVideos, mspTabs } from "./msp-solutions";
import { portfolioItems } from "./portfolio";
import { vendorExampleVideos, vendorTabs } from "./vendor-solutions";
import { sampleVideoThemes } from "./videos";

/** Every film's title and description is written once, in content/film-words.ts. */
const FILM_WORDS_FILE = "content/film-words.ts";

type Words = { videoId: string; title: string; description: string };

const listed = (page: string, file: string, videos: readonly Words[]): ListedVideo[] =>
  videos.map(({ videoId, title, description }) => ({ page, file, videoId, title, description }));

/**
 * Every video card the pages list (in a launch, those it shows), page by page. The titles and
 * descriptions are the template's until the owner rewrites them, so the launch check lists them
 * for review with the file to edit (lib/video-review.ts).
 */
export function listedVideos(): ListedVideo[] {
  return [
    ...listed(
      ROUTES.home,
      FILM_WORDS_FILE,
      sampleVideoThemes.flatMap((theme) =>
        theme.cards.flatMap((card) => (card.kind === "video" ? [card] : [])),
      ),
    ),
    ...listed(
      ROUTES.portfolio,
      FILM_WORDS_FILE,
      portfolioItems.filter((item) => !("type" in item)),
    ),
    ...listed(ROUTES.mspSolutions, FILM_WORDS_FILE, [
      ...mspExampleVideos.videos,
      ...mspTabs.tabs.map((tab) => tab.video),
    ]),
    ...listed(ROUTES.vendorSolutions, FILM_WORDS_FILE, [
      ...vendorExampleVideos.videos,
      ...vendorTabs.tabs.map((tab) => tab.video),
    ]),
    ...listed(ROUTES.mspPricing, FILM_WORDS_FILE, [beyondMenu.video]),
  ];
}
