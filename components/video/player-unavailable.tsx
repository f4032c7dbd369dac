import { youtubeWatchUrl } from "@/lib/youtube";
import { PlayerStill, type PlayerStillSource } from "./player-still";

export type PlayerUnavailableProps = {
  videoId: string;
  title: string;
  /** The film's still (the site's own file), behind the way out. */
  still?: PlayerStillSource;
  labels: { unavailable: string; watchOnYouTube: string; newTab: string };
};

/**
 * What covers a player that could not load (blocked, offline): the film's still, dimmed, a line
 * saying so and "Watch on YouTube", so a visitor never meets a broken frame. Nothing from YouTube.
 */
export function PlayerUnavailable({ videoId, title, still, labels }: PlayerUnavailableProps) {
  return (
    <div className="absolute inset-0 flex items-end overflow-hidden bg-ink-950 sm:items-center">
      {still ? <PlayerStill still={still} className="opacity-45" /> : null}
      <div
        role="status"
        className="relative flex w-full flex-col items-start gap-3 bg-gradient-to-t from-ink-950 via-ink-950/85 to-transparent p-4 sm:mx-auto sm:w-auto sm:max-w-lg sm:items-center sm:rounded-2xl sm:bg-ink-950/85 sm:bg-none sm:p-7 sm:text-center"
      >
        <p className="max-w-md text-sm text-white sm:text-base">{labels.unavailable}</p>
        <a
          href={youtubeWatchUrl(videoId)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 items-center gap-2 rounded-full bg-accent-600 px-5 text-sm font-semibold text-white hover:bg-accent-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
        >
          {labels.watchOnYouTube}
          <span aria-hidden="true">↗</span>
          <span className="sr-only">
            {" "}
            {title} {labels.newTab}
          </span>
        </a>
      </div>
    </div>
  );
}
