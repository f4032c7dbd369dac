import { films } from "@/content/films";
import { filmPageContentDate, routeContentDate } from "@/content/page-dates";
import { site } from "@/content/site";
import { filmStill } from "@/components/video/film-still";
import { absoluteUrl } from "@/lib/absolute-url";
import { ROUTES, type RouteName } from "@/lib/routes";
import { sitemapXml, type SitemapEntry } from "@/lib/sitemap-xml";
import { durationSeconds, isUploadDate, uploadDateTime } from "@/lib/video-facts";
import { isYouTubeId, youtubeEmbedUrl } from "@/lib/youtube";

// Written once at build to the export as out/sitemap.xml, which every host sends as XML by its name.
export const dynamic = "force-static";

/**
 * Every page with the day its content last changed (content/page-dates.ts), and each film's page
 * with its video entry: the site's own still, the title, the description, the privacy-enhanced
 * player, the running time and the day it was published. Written by lib/sitemap-xml.ts, in the
 * order the schemas require (Next's own sitemap writer breaks it).
 */
export function GET() {
  const routes: SitemapEntry[] = (Object.keys(ROUTES) as RouteName[]).map((name) => ({
    loc: absoluteUrl(ROUTES[name], site.url),
    lastmod: routeContentDate(name),
    changefreq: "monthly",
    priority: name === "home" ? 1 : 0.7,
  }));
  const watchPages: SitemapEntry[] = films.map((film) => {
    const still = filmStill(film.key);
    const seconds = durationSeconds(film.duration);
    return {
      loc: absoluteUrl(film.path, site.url),
      lastmod: filmPageContentDate(film),
      changefreq: "monthly",
      priority: 0.6,
      ...(isYouTubeId(film.videoId) &&
        still && {
          video: {
            thumbnailLoc: absoluteUrl(still.largest, site.url),
            title: film.title,
            description: film.description,
            playerLoc: youtubeEmbedUrl(film.videoId),
            ...(seconds && { duration: seconds }),
            ...(isUploadDate(film.uploadDate) && { publicationDate: uploadDateTime(film.uploadDate) }),
          },
        }),
    };
  });
  return new Response(sitemapXml([...routes, ...watchPages]), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
