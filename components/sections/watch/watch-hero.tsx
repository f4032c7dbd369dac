import { Link } from "@/components/navigation/link";
import { LocalText, PerCountry } from "@/components/country/localized";
import type { Film } from "@/content/films";
import { interfaceCopy, videoCopy } from "@/content/interface";
import { pages } from "@/content/pages";
import { categoryLabel } from "@/content/portfolio";
import { watchCopy } from "@/content/watch";
import { dayFromKey, formatQuoteDate } from "@/lib/quote-document";
import { ROUTES } from "@/lib/routes";
import { durationSeconds, isUploadDate } from "@/lib/video-facts";
import { isYouTubeId, youtubeWatchUrl } from "@/lib/youtube";
import type { FilmPagePlayer } from "@/content/owner-types";
import { Container } from "@/components/ui/container";
import { PhraseText } from "@/components/ui/phrase-text";
import { ComingSoonBadge } from "@/components/video/coming-soon-badge";
import type { FilmStill } from "@/components/video/film-still";
import { FilmPlayer } from "@/components/video/film-player";
import { PagePlayer } from "@/components/video/page-player";
import { RunningTime } from "@/components/video/running-time";
import { StillImage } from "@/components/video/still-image";

/** The still fills the container's width on every screen. */
const HERO_STILL_SIZES = "(min-width: 1152px) 1088px, calc(100vw - 2.5rem)";

type WatchHeroProps = {
  film: Film;
  still: FilmStill | undefined;
  /** How the player shows: the owner's `filmPagePlayer` (content/watch.ts). */
  player: FilmPagePlayer;
};

/**
 * A film page's opening: the breadcrumb back to the portfolio, the film's title (the page's h1),
 * the player with "Watch on YouTube" beside it, then what the film is: its description, client or
 * programme, categories, when it was published and how long it runs (m:ss). The player is in the
 * page's HTML (./page-player.tsx), or, when the owner chose it, the still until play with nothing
 * third-party loaded before (film-player.tsx). The player's island is the only one; the rest is
 * server HTML.
 */
export function WatchHero({ film, still, player }: WatchHeroProps) {
  const playable = isYouTubeId(film.videoId);
  const seconds = durationSeconds(film.duration);
  // Whom it was made for (the owner's client, else the catalogue's), and the programme it names.
  const credits = [
    ...(film.client ? [{ kind: "client" as const, name: film.client }] : []),
    ...(film.credit && (film.credit.kind === "programme" || !film.client) ? [film.credit] : []),
  ];
  const stillImage = <StillImage still={still} title={film.title} sizes={HERO_STILL_SIZES} priority />;
  const stillSources = still && { src: still.src, srcSet: still.srcSet };
  const unavailableLabels = {
    unavailable: videoCopy.playerUnavailable,
    watchOnYouTube: videoCopy.watchOnYouTube,
    newTab: interfaceCopy.newTabNote,
  };

  return (
    <section className="relative overflow-clip bg-ink-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-48 -right-40 size-[34rem] rounded-full bg-accent-600/20 blur-3xl"
      />
      <Container className="relative pt-8 pb-12 sm:pt-10 sm:pb-16">
        <nav aria-label={watchCopy.breadcrumbLabel}>
          <ol className="flex items-center gap-2 text-sm text-ink-300">
            <li className="shrink-0">
              <Link href={ROUTES.portfolio} className="underline-offset-4 hover:text-white hover:underline">
                {pages.portfolio.title}
              </Link>
            </li>
            <li aria-hidden="true" className="shrink-0">
              /
            </li>
            <li aria-current="page" className="min-w-0 truncate text-white/90">
              {film.title}
            </li>
          </ol>
        </nav>

        <p className="mt-8 text-sm font-semibold tracking-widest text-accent-300 uppercase">
          {watchCopy.eyebrow} · {categoryLabel(film.categories[0] ?? "")}
        </p>
        <h1 className="mt-3 max-w-4xl font-display text-3xl leading-tight font-extrabold text-balance sm:text-5xl">
          <PhraseText text={film.title} />
        </h1>

        <div className="mt-8 overflow-hidden rounded-3xl bg-ink-900 shadow-2xl ring-1 shadow-black/40 ring-white/10">
          {playable && player === "in-page" ? (
            <PagePlayer
              videoId={film.videoId}
              title={film.title}
              frameTitle={videoCopy.playerTitle(film.title)}
              still={stillSources}
              labels={unavailableLabels}
            >
              {stillImage}
            </PagePlayer>
          ) : playable ? (
            <FilmPlayer
              videoId={film.videoId}
              title={film.title}
              still={stillSources}
              labels={{
                play: `${videoCopy.playPrefix} ${film.title}`,
                region: watchCopy.playerLabel(film.title),
                frameTitle: videoCopy.playerTitle(film.title),
                ...unavailableLabels,
              }}
            >
              {stillImage}
            </FilmPlayer>
          ) : (
            <div className="relative">
              {stillImage}
              <ComingSoonBadge className="bg-ink-950/15" />
            </div>
          )}
        </div>

        <div className="mt-8 grid gap-8 lg:grid-cols-[1.6fr_1fr] lg:gap-14">
          <div>
            <p className="text-lg text-ink-300 sm:text-xl">
              <LocalText>{film.description}</LocalText>
            </p>
            {playable ? (
              <a
                href={youtubeWatchUrl(film.videoId)}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full border border-white/25 px-5 text-sm font-semibold text-white hover:border-white/60 hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
              >
                {videoCopy.watchOnYouTube}
                <span aria-hidden="true">↗</span>
                <span className="sr-only"> {interfaceCopy.newTabNote}</span>
              </a>
            ) : (
              <p className="mt-6 text-sm text-ink-300">{watchCopy.comingSoonNote}</p>
            )}
          </div>
          <dl className="grid content-start gap-4 rounded-2xl border border-white/10 bg-white/5 p-5 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {credits.map((credit) => (
              <div key={credit.kind}>
                <dt className="font-semibold text-ink-300">
                  <LocalText>{watchCopy.credit[credit.kind]}</LocalText>
                </dt>
                <dd className="mt-1 text-base text-white">{credit.name}</dd>
              </div>
            ))}
            <div>
              <dt className="font-semibold text-ink-300">{watchCopy.categoriesLabel}</dt>
              <dd className="mt-2">
                <ul className="flex flex-wrap gap-1.5">
                  {film.categories.map((category) => (
                    <li
                      key={category}
                      className="rounded-full bg-cool-300/15 px-2.5 py-0.5 text-xs font-semibold text-cool-100"
                    >
                      {categoryLabel(category)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            {isUploadDate(film.uploadDate) ? (
              <div>
                <dt className="font-semibold text-ink-300">{watchCopy.published}</dt>
                <dd className="mt-1 text-base text-white">
                  <time dateTime={film.uploadDate}>
                    <PerCountry render={(country) => formatQuoteDate(dayFromKey(film.uploadDate), country)} />
                  </time>
                </dd>
              </div>
            ) : null}
            {seconds ? (
              <div>
                <dt className="font-semibold text-ink-300">{watchCopy.runningTime}</dt>
                <dd className="mt-1 text-base text-white tabular-nums">
                  <RunningTime seconds={seconds} />
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </Container>
    </section>
  );
}
