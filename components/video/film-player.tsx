"use client";

import { useEffect, useRef, useState } from "react";
import { track } from "@/components/analytics/track";
import { PlayBadge } from "./play-badge";
import { YouTubeFrame } from "./youtube-frame";

type FilmPlayerProps = {
  videoId: string;
  title: string;
  /** The film's still (server HTML), shown until play. */
  children: React.ReactNode;
  still?: { src: string; srcSet?: string };
  labels: {
    play: string;
    region: string;
    frameTitle: string;
    unavailable: string;
    watchOnYouTube: string;
    newTab: string;
  };
};

/**
 * A film page's player, loaded on a click: until the visitor presses play the page shows the
 * film's still (the site's own file) and contacts no one; the press puts the privacy-enhanced
 * player in its place, autoplaying. Focus then moves to the player's region, as the dialog keeps
 * it: the next Tab goes into the player, and keys pressed in the page still reach the page.
 */
export function FilmPlayer({ videoId, title, children, still, labels }: FilmPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (playing) regionRef.current?.focus();
  }, [playing]);

  if (!playing) {
    return (
      <div className="relative">
        {children}
        <button
          type="button"
          aria-label={labels.play}
          onClick={() => {
            setPlaying(true);
            track("Video Played", { video: title });
          }}
          className="group/play film-play"
        >
          <PlayBadge size="xl" />
        </button>
      </div>
    );
  }
  return (
    <div
      ref={regionRef}
      tabIndex={-1}
      role="region"
      aria-label={labels.region}
      className="aspect-video w-full bg-black outline-none focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-accent-400"
    >
      <YouTubeFrame
        videoId={videoId}
        title={title}
        frameTitle={labels.frameTitle}
        still={still}
        labels={{
          unavailable: labels.unavailable,
          watchOnYouTube: labels.watchOnYouTube,
          newTab: labels.newTab,
        }}
      />
    </div>
  );
}
