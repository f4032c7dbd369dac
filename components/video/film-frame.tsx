import { Link } from "@/components/navigation/link";
import { filmClient, filmFor, type VideoItem } from "@/content/films";
import { videoCopy } from "@/content/interface";
import { categoryLabel } from "@/content/portfolio";
import { clockDuration, durationSeconds } from "@/lib/video-facts";
import { isYouTubeId } from "@/lib/youtube";
import { cn } from "@/lib/utils";
import { PhraseText } from "@/components/ui/phrase-text";
import { ComingSoonBadge } from "./coming-soon-badge";
import { filmStill } from "./film-still";
import { filmSelection } from "./film-selection";
import { PlayFilmButton } from "./play-film-button";
import { StillImage } from "./still-image";

export type FilmFrameProps = {
  video: Pick<VideoItem, "film" | "videoId" | "title">;
  /** "lead" for the film a row opens with: a larger title. */
  size?: "lead" | "regular";
  /** The `sizes` hint for the still: the frame's width on screen. */
  sizes: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: "h2" | "h3" | "h4";
  /** The frame whose still is the page's largest paint: loaded at once and first (StillImage). */
  priority?: boolean;
  /** The film's description, rendered by the server in the visitor's spelling, when the frame shows it. */
  children?: React.ReactNode;
  className?: string;
};

/**
 * A film as a frame: the still, large and uncarded, with a quiet play control in its middle (the
 * running time beside the triangle where the owner gives it), then the title, linked to the film's
 * page, and whom it was made for. The frame the home page's film rows and the portfolio show; like
 * the card, its play control opens the film in the page's shared player
 * (components/video/video-player.tsx).
 */
export function FilmFrame({
  video,
  size = "regular",
  sizes,
  headingLevel = "h3",
  priority = false,
  children,
  className,
}: FilmFrameProps) {
  const film = filmFor(video.film);
  const playable = isYouTubeId(video.videoId);
  const seconds = durationSeconds(film?.duration);
  const client = film && filmClient(film);
  const meta = [client, ...(film?.categories.map(categoryLabel) ?? [])].filter(Boolean);
  const Heading = headingLevel;
  const still = filmStill(film?.key ?? video.film);
  return (
    <article
      data-video-state={playable ? "playable" : "coming-soon"}
      data-film={film?.slug}
      className={cn("film-frame", className)}
    >
      <div className="film-frame-picture">
        <StillImage still={still} title={video.title} sizes={sizes} priority={priority} />
        {playable ? (
          <PlayFilmButton
            film={filmSelection(video, film, still)}
            aria-label={`${videoCopy.playPrefix} ${video.title}`}
            className="group/play film-play-quiet"
          >
            <span aria-hidden="true" className="film-play-chip">
              <svg viewBox="0 0 24 24" className="size-4 fill-current">
                <path d="M8 5.5v13a1 1 0 001.5.86l10.5-6.5a1 1 0 000-1.72L9.5 4.64A1 1 0 008 5.5z" />
              </svg>
              {seconds ? clockDuration(seconds) : null}
            </span>
          </PlayFilmButton>
        ) : (
          <ComingSoonBadge />
        )}
      </div>
      <Heading className={size === "lead" ? "film-frame-title-lead" : "film-frame-title"}>
        {film ? (
          <Link href={film.path} className="film-title-link">
            <PhraseText text={video.title} />
          </Link>
        ) : (
          <PhraseText text={video.title} />
        )}
      </Heading>
      {meta.length > 0 ? <p className="film-frame-meta">{meta.join(" · ")}</p> : null}
      {children ? (
        <p className={cn("film-frame-description mt-2 text-ink-700", size === "regular" && "text-sm")}>
          {children}
        </p>
      ) : null}
    </article>
  );
}
