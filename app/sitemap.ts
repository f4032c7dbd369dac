import type { MetadataRoute } from "next";
import { films } from "@/content/films";
import { site } from "@/content/site";
import { filmStill } from "@/components/video/film-still";
import { absoluteUrl } from "@/lib/absolute-url";
import { ROUTE_PATHS } from "@/lib/routes";
import { durationSeconds, isUploadDate } from "@/lib/video-facts";
import { xmlText } from "@/lib/xml-text";
import { isYouTubeId, youtubeEmbedUrl } from "@/lib/youtube";

export const dynamic = "force-static";

/**
 * Every page, and each film's page with its video entry (the sitemap video extension: the site's
 * own still, the title, the description, the privacy-enhanced player). Next writes the fields as
 * given, so text is escaped here.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const routes: MetadataRoute.Sitemap = ROUTE_PATHS.map((path) => ({
    url: absoluteUrl(path, site.url),
    changeFrequency: "monthly",
    priority: path === "/" ? 1 : 0.7,
  }));
  const watchPages: MetadataRoute.Sitemap = films.map((film) => {
    const still = filmStill(film.key);
    const seconds = durationSeconds(film.duration);
    return {
      url: absoluteUrl(film.path, site.url),
      changeFrequency: "monthly",
      priority: 0.6,
      ...(isYouTubeId(film.videoId) &&
        still && {
          videos: [
            {
              title: xmlText(film.title),
              description: xmlText(film.description),
              thumbnail_loc: xmlText(absoluteUrl(still.largest, site.url)),
              player_loc: xmlText(youtubeEmbedUrl(film.videoId)),
              ...(seconds && { duration: seconds }),
              ...(isUploadDate(film.uploadDate) && { publication_date: film.uploadDate }),
            },
          ],
        }),
    };
  });
  return [...routes, ...watchPages];
}
