import type { PortfolioItem } from "@/content/portfolio";
import { portfolioItemAction } from "@/lib/portfolio-filter";
import { cn } from "@/lib/utils";
import { PhraseText } from "@/components/ui/phrase-text";
import { FilmFrame } from "@/components/video/film-frame";
import { PostThumbnail } from "./post-thumbnail";
import { ViewImageButton } from "./view-image-button";

type PortfolioCardCopy = {
  viewImageLabel: string;
  viewOriginalLabel: string;
  closeViewerLabel: string;
  textPostLabel: string;
  categoriesLabel: string;
  networkNames: Record<"linkedin" | "twitter", string>;
};

type PortfolioCardProps = {
  item: PortfolioItem;
  copy: PortfolioCardCopy;
  categoryLabel: (id: string) => string;
  /**
   * The grid's first card: on a phone its film's still is the page's largest paint, so it is asked
   * for at once and first rather than once layout finds it near the screen.
   */
  priority?: boolean;
};

/** A post's network and categories, under its title as a film's client and categories are. */
function CategoryTags({ item, categoryLabel, network }: PortfolioCardProps & { network?: string }) {
  return (
    <p className="film-frame-meta">
      {[network, ...item.categories.map(categoryLabel)].filter(Boolean).join(" · ")}
    </p>
  );
}

/** A card's width: a phone's, half a tablet's, a third of the desktop container (three across at most). */
const PORTFOLIO_STILL_SIZES =
  "(min-width: 1152px) 352px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * One piece of work in the gallery, as server HTML. A film is a film card (its still, a play
 * control that opens the shared player, its title linking to its page); a post with an image opens
 * it full screen; a text post is the post itself, with nothing to open. Only the artwork (loaded
 * as it nears the screen) and the control are client leaves: the rest is server HTML.
 */
export function PortfolioCard(props: PortfolioCardProps) {
  const { item, copy } = props;
  const action = portfolioItemAction(item);
  const network = item.type ? copy.networkNames[item.type] : undefined;

  if (item.film) {
    return (
      <FilmFrame
        video={{ film: item.film, videoId: item.videoId, title: item.title }}
        sizes={PORTFOLIO_STILL_SIZES}
        headingLevel="h2"
        priority={props.priority}
        className="w-full"
      >
        {item.description}
      </FilmFrame>
    );
  }

  return (
    <article className={cn("film-frame w-full", action === "image" && "group")}>
      <div className="film-frame-picture">
        {item.thumbnail ? (
          <PostThumbnail src={item.thumbnail} alt={item.thumbnailAlt ?? item.title} networkName={network} />
        ) : (
          <TextPostCard label={copy.textPostLabel} network={network} excerpt={item.excerpt} />
        )}
        {action === "image" ? (
          <span
            aria-hidden="true"
            className="absolute right-3 bottom-3 flex size-10 items-center justify-center rounded-full bg-ink-950/75 text-white transition-transform group-hover:scale-110 motion-reduce:transition-none"
          >
            <svg viewBox="0 0 24 24" className="size-5">
              <path
                d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col">
        <h2 className="film-frame-title">
          {action === "image" && item.thumbnail ? (
            <ViewImageButton
              image={{
                src: item.thumbnail,
                alt: item.thumbnailAlt ?? item.title,
                title: item.title,
                url: item.url,
              }}
              labels={{ viewOriginal: copy.viewOriginalLabel, close: copy.closeViewerLabel }}
              className="film-title-link"
            >
              <span className="sr-only">{copy.viewImageLabel}: </span>
              <PhraseText text={item.title} />
            </ViewImageButton>
          ) : (
            <PhraseText text={item.title} />
          )}
        </h2>
        <CategoryTags {...props} network={network} />
        <p className="mt-2 text-sm text-ink-700">{item.description}</p>
      </div>
    </article>
  );
}

/**
 * The card face of a text-only post: the post itself, its opening words set as a post on the
 * network, on a white panel. Deliberately without any "press me" cue, since there is nothing to
 * open. The type scales with the card (a container query), so the words fit one to four columns.
 */
function TextPostCard({ label, network, excerpt }: { label: string; network?: string; excerpt?: string }) {
  return (
    <div data-text-post="" className="@container flex aspect-video flex-col bg-paper-deep p-3 sm:p-4">
      <div className="flex flex-1 flex-col gap-[4cqi] overflow-hidden rounded-2xl bg-white p-[5cqi] shadow-sm ring-1 ring-line">
        <p className="flex items-center gap-2 text-xs font-semibold text-ink-700">
          <span aria-hidden="true" className="size-2 rounded-full bg-accent-600" />
          {label}
          {network ? ` · ${network}` : null}
        </p>
        {excerpt ? (
          <p className="border-l-2 border-accent-600 pl-[3.5cqi] font-display text-[clamp(0.8rem,5.4cqi,1.125rem)] leading-snug font-semibold text-pretty text-ink-900">
            {excerpt}
          </p>
        ) : null}
      </div>
    </div>
  );
}
