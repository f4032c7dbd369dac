import { sampleVideosCopy, type SocialPostCard as SocialPostCardData } from "@/content/videos";
import { Artwork } from "@/components/ui/artwork";

/**
 * A sample that opens its social post in a new tab rather than the player (docs/product.md §2: the
 * multi-channel ads card), drawn as the film frames beside it are, with an outbound chip where
 * theirs plays. Until the owner supplies the post's address (content/owner.ts) it shows the work
 * without a link, rather than one that leads to a placeholder.
 */
export function SocialPostCard({ card }: { card: SocialPostCardData }) {
  const linked = card.postUrl !== "";
  return (
    <article className="film-frame">
      <div className="film-frame-picture">
        {/* Local artwork, pre-rendered: it cannot be blocked by a third party. */}
        <Artwork
          src={card.thumbnail}
          alt={card.thumbnailAlt}
          width={1280}
          height={720}
          className="aspect-video w-full object-cover"
        />
        <span className="absolute top-3 left-3 rounded-full bg-white px-3 py-1 text-xs font-semibold text-ink-900 shadow-sm">
          {sampleVideosCopy.postBadge(card.network)}
        </span>
        {linked ? (
          <span aria-hidden="true" className="film-play-chip">
            {sampleVideosCopy.viewPostCue}
          </span>
        ) : null}
      </div>
      <h4 className="film-frame-title">
        {linked ? (
          <a href={card.postUrl} target="_blank" rel="noopener noreferrer" className="film-title-link">
            {card.title}
            <span className="sr-only"> {sampleVideosCopy.postLinkNote(card.network)}</span>
          </a>
        ) : (
          card.title
        )}
      </h4>
      <p className="film-frame-meta">{sampleVideosCopy.postBadge(card.network)}</p>
    </article>
  );
}
