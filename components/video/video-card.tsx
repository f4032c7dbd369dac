import { Link } from "@/components/navigation/link";
import { filmFor, type VideoItem } from "@/content/films";
import { CARD_STILL_SIZES } from "@/lib/film-still-specs";
import { cn } from "@/lib/utils";
import { isYouTubeId } from "@/lib/youtube";
import { PhraseText } from "@/components/ui/phrase-text";
import { filmStill } from "./film-still";
import { filmSelection } from "./film-selection";
import { StillPlayControl } from "./still-play-control";
import { StillImage } from "./still-image";

export type VideoCardProps = {
  video: Pick<VideoItem, "film" | "videoId" | "title">;
  /** The description, rendered by the server in the visitor's spelling (`<LocalText>`). */
  children: React.ReactNode;
  /** Heading level of the title, to fit the page outline (defaults to h3). */
  headingLevel?: "h2" | "h3" | "h4";
  /**
   * "card" (the default) draws its own bordered card; "inset" is for a card that already holds it
   * (a solutions tab's live example): a rounded picture with the words below, no second border.
   */
  look?: "card" | "inset";
  /** "compact" for the portfolio's four-across grid: a smaller title and padding. */
  size?: "regular" | "compact";
  /** Shown above the title (the portfolio's category tags). */
  tags?: React.ReactNode;
  className?: string;
};

/**
 * A 16:9 film card, server HTML. Its still is the build's own file; pressing
 * it plays the film in the page's shared player (VideoPlayerProvider), without leaving the page;
 * the title is a link to the film's own page, so every card is a plain `<a href>` a crawler and a
 * visitor without scripts can follow. A film whose id is not supplied yet (content/owner.ts) says
 * "Coming soon" and has no play control.
 * Its play control is the card's one client leaf.
 */
export function VideoCard({
  video,
  headingLevel,
  look = "card",
  size = "regular",
  tags,
  className,
  children,
}: VideoCardProps) {
  const { videoId, title } = video;
  const film = filmFor(video.film);
  const still = filmStill(film?.key ?? video.film);
  const Heading = headingLevel ?? "h3";
  const playable = isYouTubeId(videoId);

  return (
    <article
      data-video-state={playable ? "playable" : "coming-soon"}
      data-film={film?.slug}
      className={cn(
        look === "card" ? "film-card" : "relative flex flex-col rounded-2xl",
        look === "inset" &&
          film &&
          "has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-3 has-[a:focus-visible]:outline-accent-400 has-[a:focus-visible]:outline-solid",
        className,
      )}
    >
      <div className={cn("relative", look === "inset" && "overflow-hidden rounded-2xl")}>
        <StillImage still={still} title={title} sizes={CARD_STILL_SIZES} />
        <StillPlayControl film={filmSelection(video, film, still)} playable={playable} badgeSize="md" />
      </div>
      <div
        className={cn(
          look === "inset"
            ? "flex flex-1 flex-col gap-2 pt-4"
            : size === "compact"
              ? "film-card-body sm:p-5"
              : "film-card-body",
        )}
      >
        {tags}
        <Heading
          className={cn("font-bold text-ink-900", size === "compact" ? "text-base leading-snug" : "text-lg")}
        >
          {film ? (
            <Link href={film.path} className="film-title-link">
              <PhraseText text={title} />
            </Link>
          ) : (
            <PhraseText text={title} />
          )}
        </Heading>
        <p className="text-sm text-ink-700">{children}</p>
      </div>
    </article>
  );
}
