import type { Film } from "@/content/films";
import { pages } from "@/content/pages";
import { PORTFOLIO_CATEGORIES } from "@/content/portfolio";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/absolute-url";
import { ROUTES } from "@/lib/routes";
import { filmPageJsonLd } from "@/lib/structured-data";
import { durationSeconds, isoDuration, isUploadDate, uploadDateTime } from "@/lib/video-facts";
import { JsonLd } from "./json-ld";
import { ORGANIZATION_ID } from "./organization-id";

/**
 * A film page's structured data: its VideoObject (the site's own still as the thumbnail, the
 * privacy-enhanced player as the embed, the owner's upload date and running time) and the
 * breadcrumb Portfolio › the film. The upload day is given as a moment with its time zone
 * (lib/video-facts.ts `uploadDateTime`), as search engines ask.
 */
export function FilmJsonLd({ film, thumbnail }: { film: Film; thumbnail: string | undefined }) {
  const pageUrl = absoluteUrl(film.path, site.url);
  const seconds = durationSeconds(film.duration);
  const data = filmPageJsonLd(
    {
      name: film.title,
      description: film.description,
      pageUrl,
      thumbnailUrl: absoluteUrl(thumbnail ?? film.path, site.url),
      videoId: film.videoId,
      ...(isUploadDate(film.uploadDate) && { uploadDate: uploadDateTime(film.uploadDate) }),
      ...(seconds && { duration: isoDuration(seconds) }),
      genres: film.categories.map(
        (id) => PORTFOLIO_CATEGORIES.find((category) => category.id === id)?.label ?? id,
      ),
      ...(film.transcript && { transcript: film.transcript.join("\n\n") }),
      publisherId: ORGANIZATION_ID,
    },
    [
      { name: pages.portfolio.title, url: absoluteUrl(ROUTES.portfolio, site.url) },
      { name: film.title, url: pageUrl },
    ],
  );
  return <JsonLd data={data} />;
}
