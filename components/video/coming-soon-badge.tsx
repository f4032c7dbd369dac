import { videoCopy } from "@/content/interface";
import { cn } from "@/lib/utils";

/**
 * Where the play button would be on a video whose id the owner has not supplied yet: a calm label
 * in the middle of the still, instead of a control that would open the platform's "video
 * unavailable" page. The middle is where a play control sits and the band a title card leaves
 * clear, so it never covers a card's words. Its clock is drawn by film-card.css.
 */
export function ComingSoonBadge({ className }: { className?: string }) {
  return (
    <div className={cn("absolute inset-0 flex items-center justify-center", className)}>
      <span data-coming-soon="" className="coming-soon-badge">
        {videoCopy.comingSoon}
      </span>
    </div>
  );
}
