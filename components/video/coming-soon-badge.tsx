import { videoCopy } from "@/content/interface";

/**
 * Where the play button would be on a video whose id the owner has not supplied yet: a calm label
 * instead of a control that would open the platform's "video unavailable" page. Its clock is drawn
 * by film-card.css.
 */
export function ComingSoonBadge() {
  return (
    <span data-coming-soon="" className="coming-soon-badge">
      {videoCopy.comingSoon}
    </span>
  );
}
