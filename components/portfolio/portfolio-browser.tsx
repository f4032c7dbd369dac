"use client";

import { lazy, Suspense, useLayoutEffect, useMemo, useRef, useState } from "react";
import { videoCopy } from "@/content/interface";
import type { PortfolioItem } from "@/content/portfolio";
import type { ImageSources } from "@/lib/owner-image-specs";
import {
  ALL_FILTER,
  ALL_KEY,
  countByCategory,
  filterItems,
  isAllFilter,
  parseFilterParam,
  portfolioItemAction,
  type PortfolioFilter,
} from "@/lib/portfolio-filter";
import { clsx } from "clsx";
import { Button } from "@/components/ui/button";
import { cardFocusRing, stretchedControl } from "@/components/ui/card-focus";
import type { ViewerImage } from "./image-viewer";
import { PlayBadge } from "@/components/video/play-badge";
import { ComingSoonBadge } from "@/components/video/coming-soon-badge";
import { useVideoPlayer } from "@/components/video/video-player";
import { VideoThumbnail } from "@/components/video/video-thumbnail";
import { useHasBeenTrue } from "@/components/hooks/use-has-been-true";
import { useQueryParam } from "./use-query-param";
import { clearPortfolioPreset } from "@/components/head-scripts/portfolio-preset";
import { PostThumbnail } from "./post-thumbnail";
import { PhraseText } from "@/components/ui/phrase-text";

// Downloaded on first opening, not with the page (Radix Dialog is the largest part of an island).
const ImageViewer = lazy(() => import("./image-viewer").then((module) => ({ default: module.ImageViewer })));

type PortfolioBrowserCopy = {
  filterLabel: string;
  allLabel: string;
  emptyText: string;
  showAllLabel: string;
  playLabel: string;
  viewImageLabel: string;
  viewOriginalLabel: string;
  closeViewerLabel: string;
  textPostLabel: string;
  categoriesLabel: string;
  networkNames: Record<"linkedin" | "twitter", string>;
};

/** A piece of work as the gallery shows it: with the owner's poster frame, resized, where they supplied one. */
type GalleryItem = PortfolioItem & { poster?: ImageSources };

export type PortfolioBrowserProps = {
  items: readonly GalleryItem[];
  categories: readonly { id: string; label: string }[];
  copy: PortfolioBrowserCopy;
};

/**
 * Filter buttons with live counts over a 1-4 column grid of work (docs/product.md §2, Portfolio). The filter
 * starts from `?filter=`; a press changes it without touching the address (docs/product.md §4), and arriving
 * with another `?filter=` starts from that one again.
 */
export function PortfolioBrowser({ items, categories, copy }: PortfolioBrowserProps) {
  const query = useQueryParam("filter");
  const [chosen, setChosen] = useState<{ query: string | null; filter: PortfolioFilter } | null>(null);
  const filter = chosen && chosen.query === query ? chosen.filter : parseFilterParam(query);
  const setFilter = (next: PortfolioFilter) => setChosen({ query, filter: next });
  const [viewerImage, setViewerImage] = useState<ViewerImage | null>(null);
  const imageViewerWanted = useHasBeenTrue(viewerImage !== null);
  const openerRef = useRef<HTMLElement | null>(null);
  const { openVideo } = useVideoPlayer();

  const categoryIds = useMemo(() => categories.map((category) => category.id), [categories]);
  const counts = useMemo(() => countByCategory(items, categoryIds), [items, categoryIds]);
  const visible = filterItems(items, filter);
  // Hydration renders the pre-rendered "all"; the render after it shows the address's filter, and
  // from then on the pre-paint marks (lib/portfolio-preset.ts) must go, or they would pin it.
  useLayoutEffect(() => {
    if (query === new URLSearchParams(window.location.search).get("filter")) clearPortfolioPreset();
  }, [query]);
  const labelOf = (id: string) => categories.find((category) => category.id === id)?.label ?? id;

  const filterButtons = [
    { id: ALL_KEY, label: copy.allLabel, pressed: isAllFilter(filter) },
    ...categories.map((category) => ({
      id: category.id,
      label: category.label,
      pressed: filter.includes(category.id),
    })),
  ];

  return (
    <div>
      <div role="group" aria-label={copy.filterLabel} className="flex flex-wrap gap-2">
        {filterButtons.map((button) => (
          <button
            key={button.id}
            type="button"
            aria-pressed={button.pressed}
            data-filter={button.id}
            onClick={() => setFilter(button.id === ALL_KEY ? ALL_FILTER : [button.id])}
            className={clsx(
              "inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors motion-reduce:transition-none",
              button.pressed
                ? "border-ink-900 bg-ink-900 text-white"
                : "border-line bg-white text-ink-900 hover:border-ink-900/30 hover:bg-paper-deep",
            )}
          >
            {button.label}
            <span
              data-count=""
              className={clsx(
                "min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs tabular-nums",
                button.pressed ? "bg-white/15 text-white" : "bg-cool-50 text-cool-800",
              )}
            >
              {counts[button.id] ?? 0}
            </span>
          </button>
        ))}
      </div>

      {/* Always in the markup, so a preset with no matches can reveal it before scripts run. */}
      <div
        data-portfolio-empty=""
        className={clsx(
          "mt-10 rounded-3xl border border-dashed border-ink-900/20 bg-white px-6 py-16 text-center",
          // A class, not the hidden attribute: the preset's CSS must be able to reveal it, and the
          // base layer's important rule for [hidden] would win over it.
          visible.length !== 0 && "hidden",
        )}
      >
        <p role="status" className="font-display text-xl font-bold text-ink-900">
          {copy.emptyText}
        </p>
        <Button variant="outline" className="mt-6" onClick={() => setFilter(ALL_FILTER)}>
          {copy.showAllLabel}
        </Button>
      </div>
      {visible.length === 0 ? null : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-portfolio-grid="">
          {visible.map((item) => (
            <li key={item.id} className="flex" data-portfolio-categories={item.categories.join(" ")}>
              <PortfolioCard
                item={item}
                copy={copy}
                categoryLabel={labelOf}
                onPlay={(opener) => openVideo({ videoId: item.videoId, title: item.title }, opener)}
                onViewImage={(opener) => {
                  openerRef.current = opener;
                  if (item.thumbnail) {
                    setViewerImage({
                      src: item.thumbnail,
                      alt: item.thumbnailAlt ?? item.title,
                      title: item.title,
                      url: item.url,
                    });
                  }
                }}
              />
            </li>
          ))}
        </ul>
      )}

      {imageViewerWanted ? (
        <Suspense fallback={null}>
          <ImageViewer
            image={viewerImage}
            onClose={() => setViewerImage(null)}
            returnFocusRef={openerRef}
            labels={{ viewOriginal: copy.viewOriginalLabel, close: copy.closeViewerLabel }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

type PortfolioCardProps = {
  item: GalleryItem;
  copy: PortfolioBrowserCopy;
  categoryLabel: (id: string) => string;
  onPlay: (opener: HTMLElement) => void;
  onViewImage: (opener: HTMLElement) => void;
};

function PortfolioCard({ item, copy, categoryLabel, onPlay, onViewImage }: PortfolioCardProps) {
  const action = portfolioItemAction(item);
  const interactive = action === "video" || action === "image";

  return (
    <article
      data-portfolio-item={item.id}
      data-action={action}
      className={clsx(
        "relative flex w-full flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-sm shadow-ink-950/5",
        interactive &&
          "group transition-shadow duration-200 hover:shadow-xl hover:shadow-ink-950/10 motion-reduce:transition-none",
        interactive && cardFocusRing,
      )}
    >
      <div className="relative">
        {action === "video" || action === "coming-soon" ? (
          <VideoThumbnail
            videoId={item.videoId}
            src={item.poster?.src}
            srcSet={item.poster?.srcSet}
            alt={videoCopy.stillAlt(item.title)}
            seed={item.title}
          />
        ) : item.thumbnail ? (
          <PostThumbnail
            src={item.thumbnail}
            alt={item.thumbnailAlt ?? item.title}
            networkName={item.type ? copy.networkNames[item.type] : undefined}
          />
        ) : (
          <TextPostCard
            label={copy.textPostLabel}
            network={item.type ? copy.networkNames[item.type] : undefined}
            excerpt={item.excerpt}
          />
        )}
        {action === "video" || action === "coming-soon" ? (
          <div className="absolute inset-0 flex items-center justify-center">
            {action === "video" ? <PlayBadge size="md" /> : <ComingSoonBadge />}
          </div>
        ) : null}
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
      <div className="flex flex-1 flex-col gap-2 p-5">
        <ul className="flex flex-wrap gap-1.5" aria-label={copy.categoriesLabel}>
          {item.categories.map((category) => (
            <li
              key={category}
              className="rounded-full bg-cool-50 px-2.5 py-0.5 text-xs font-semibold text-cool-800"
            >
              {categoryLabel(category)}
            </li>
          ))}
        </ul>
        <h2 className="text-base leading-snug font-bold text-ink-900">
          {interactive ? (
            <button
              type="button"
              onClick={(event) =>
                action === "video" ? onPlay(event.currentTarget) : onViewImage(event.currentTarget)
              }
              className={clsx("text-left", stretchedControl)}
            >
              <span className="sr-only">{action === "video" ? copy.playLabel : copy.viewImageLabel}: </span>
              <PhraseText text={item.title} />
            </button>
          ) : (
            <PhraseText text={item.title} />
          )}
        </h2>
        <p className="text-sm text-ink-700">{item.description}</p>
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
