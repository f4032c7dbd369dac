import { sampleVideosCopy, type SocialPostCard as SocialPostCardData } from "@/content/videos";
import { LocalText } from "@/components/country/localized";
import { Artwork } from "@/components/ui/artwork";
import { cardFocusRing, stretchedControl } from "@/components/ui/card-focus";
import { clsx } from "clsx";

/**
 * A sample card that opens its social post in a new tab rather than the player (docs/product.md §2: the
 * multi-channel ads card). Styled like a video card, with an outbound cue instead of a play button.
 * Until the owner supplies the post's address (content/owner.ts) the card shows the work without a
 * link, rather than one that leads to a placeholder.
 */
export function SocialPostCard({ card }: { card: SocialPostCardData }) {
  const linked = card.postUrl !== "";
  return (
    <article
      className={clsx(
        "relative flex flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-sm shadow-ink-950/5",
        linked &&
          "group transition-shadow duration-200 hover:shadow-xl hover:shadow-ink-950/10 motion-reduce:transition-none",
        linked && cardFocusRing,
      )}
    >
      <div className="relative aspect-video overflow-hidden bg-ink-900">
        {/* Local artwork, pre-rendered: it cannot be blocked by a third party. */}
        <Artwork
          src={card.thumbnail}
          alt={card.thumbnailAlt}
          width={1280}
          height={720}
          className="size-full object-cover"
        />
        <span className="absolute top-3 left-3 rounded-full bg-white px-3 py-1 text-xs font-semibold text-ink-900 shadow-sm">
          {sampleVideosCopy.postBadge(card.network)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
        <h4 className="text-lg font-bold text-ink-900">
          {linked ? (
            <a href={card.postUrl} target="_blank" rel="noopener noreferrer" className={stretchedControl}>
              {card.title}
              <span className="sr-only"> {sampleVideosCopy.postLinkNote(card.network)}</span>
            </a>
          ) : (
            card.title
          )}
        </h4>
        <p className="text-sm text-ink-700">
          <LocalText>{card.description}</LocalText>
        </p>
        {linked ? (
          <p aria-hidden="true" className="mt-auto pt-2 text-sm font-semibold text-accent-700">
            {sampleVideosCopy.viewPostCue}
          </p>
        ) : null}
      </div>
    </article>
  );
}
