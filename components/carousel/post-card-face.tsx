import type { SocialItem } from "@/content/social";
import { PhraseText } from "@/components/ui/phrase-text";
import { PostArtwork } from "./post-artwork";

/** The artwork's drawn width in the row: a third from 1024 px, a half from 640 px, else most of the screen. */
const CARD_ARTWORK_SIZES = "(min-width: 64rem) 24rem, (min-width: 40rem) 45vw, 85vw";

/**
 * What a carousel card shows (its artwork, impressions, title and the "open" cue), drawn by the
 * server for the carousel island to hold in each card's button. The artwork is lazy, so none of it is fetched before what paints first; the
 * island makes it eager once the row comes near the screen.
 */
export function PostCardFace({
  item,
  labels,
}: {
  item: SocialItem;
  labels: { impressions: string; openHint: string };
}) {
  return (
    <>
      <span className="post-card-frame">
        {/* Local artwork, so it cannot be blocked and needs no fallback. */}
        <PostArtwork item={item} loading="lazy" sizes={CARD_ARTWORK_SIZES} className="post-card-art" />
      </span>
      <span className="post-card-body">
        <span className="post-card-reach">
          {item.impressions} {labels.impressions}
        </span>
        <span className="post-card-title">
          <PhraseText text={item.title} />
        </span>
        <span className="post-card-hint">
          {labels.openHint}
          <span aria-hidden="true">{"\u00a0→"}</span>
        </span>
      </span>
    </>
  );
}
