import { videoCopy } from "@/content/interface";
import { ComingSoonBadge } from "./coming-soon-badge";
import { PlayBadge } from "./play-badge";
import { PlayFilmButton } from "./play-film-button";

type StillPlayControlProps = {
  /** The film's YouTube id, or "" where the owner has not supplied it yet. */
  videoId: string;
  playable: boolean;
  title: string;
  badgeSize: React.ComponentProps<typeof PlayBadge>["size"];
};

/**
 * What lies over a film's still on a card: the play control covering it (answered by the page's
 * shared player) with the badge in its middle, or "Coming soon" where the film has no id yet.
 * Shared by the video card and the case film, so both say and do the same.
 */
export function StillPlayControl({ videoId, playable, title, badgeSize }: StillPlayControlProps) {
  return playable ? (
    <PlayFilmButton
      videoId={videoId}
      aria-label={`${videoCopy.playPrefix} ${title}`}
      className="group/play film-play"
    >
      <PlayBadge size={badgeSize} />
    </PlayFilmButton>
  ) : (
    <ComingSoonBadge />
  );
}
