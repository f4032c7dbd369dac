import type { SocialItem } from "@/content/social";
import { PhraseText } from "@/components/ui/phrase-text";
import { StaticHtml } from "@/components/layout/static-html";
import { PostArtwork } from "./post-artwork";

/** The artwork's drawn width in the row: a third from 1024 px, a half from 640 px, else most of the screen. */
const CARD_ARTWORK_SIZES = "(min-width: 64rem) 24rem, (min-width: 40rem) 45vw, 85vw";

/**
 * What a carousel card shows (its artwork, impressions, title and the "open" cue), drawn by the
 * server as a static run (docs/decisions/static-sections.md) for the carousel island to hold in
 * each card's button. The artwork is lazy, so none of it is fetched before what paints first; the
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
    <StaticHtml>
      <span className="relative block aspect-square overflow-hidden bg-ink-900">
        {/* Local artwork, so it cannot be blocked and needs no fallback. */}
        <PostArtwork
          item={item}
          loading="lazy"
          sizes={CARD_ARTWORK_SIZES}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </span>
      <span className="flex flex-1 flex-col gap-2 p-5">
        <span className="w-fit rounded-full bg-cool-50 px-3 py-1 text-xs font-semibold text-cool-800 ring-1 ring-cool-100">
          {item.impressions} {labels.impressions}
        </span>
        <span className="font-display text-lg leading-snug font-bold text-ink-900">
          <PhraseText text={item.title} />
        </span>
        <span className="mt-auto text-sm font-semibold text-accent-700">
          {labels.openHint}
          <span aria-hidden="true">{"\u00a0→"}</span>
        </span>
      </span>
    </StaticHtml>
  );
}
