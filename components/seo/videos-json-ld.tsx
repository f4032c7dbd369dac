import { filmFor } from "@/content/films";
import type { VideoKey } from "@/content/owner-types";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/absolute-url";
import { filmListJsonLd } from "@/lib/structured-data";
import { JsonLd } from "./json-ld";

/**
 * A page's films as an ItemList whose items point at each film's own page (where its VideoObject
 * is); renders nothing while no film on the page has an id.
 */
export function VideosJsonLd({ videos, path }: { videos: readonly { film?: VideoKey }[]; path: string }) {
  const films = videos.flatMap((video) => {
    const film = video.film && filmFor(video.film);
    return film
      ? [{ videoId: film.videoId, name: film.title, pageUrl: absoluteUrl(film.path, site.url) }]
      : [];
  });
  const data = filmListJsonLd(films, absoluteUrl(path, site.url));
  return data && <JsonLd data={data} />;
}
