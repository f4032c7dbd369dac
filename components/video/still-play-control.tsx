import { videoCopy } from "@/content/interface";
import { ComingSoonBadge } from "./coming-soon-badge";
import { PlayBadge } from "./play-badge";
import { PlayFilmButton } from "./play-film-button";
import type { VideoSelection } from "./video-player";

type StillPlayControlProps = {
  /** The film the control plays (./film-selection.ts); its id is "" until the owner supplies it. */
  film: VideoSelection;
  playable: boolean;
  badgeSize: React.ComponentProps<typeof PlayBadge>["size"];
};

/**
 * What lies over a film's still on a card: the play control covering it (answered by the page's
 * shared player) with the badge in its middle, or "Coming soon" where the film has no id yet.
 * Shared by the video card and the case film, so both say and do the same.
 */
export function StillPlayControl({ film, playable, badgeSize }: StillPlayControlProps) {
  return playable ? (
    <PlayFilmButton
      film={film}
      aria-label={`${videoCopy.playPrefix} ${film.title}`}
      className="group/play film-play"
    >
      <PlayBadge size={badgeSize} />
    </PlayFilmButton>
  ) : (
    <ComingSoonBadge />
  );
}
