"use client";

import { useVideoPlayer, type VideoSelection } from "./video-player";

type PlayFilmButtonProps = Omit<React.ComponentProps<"button">, "onClick" | "type"> & {
  /** What the shared player shows: the film, its title, its page and its still. */
  film: VideoSelection;
};

/**
 * A film card's play control: opens its film in the page's shared player
 * (components/video/video-player.tsx) without leaving the page, and gets focus back when the
 * player closes. The card around it stays a server component; this button is its one client leaf.
 */
export function PlayFilmButton({ film, children, ...props }: PlayFilmButtonProps) {
  const { openVideo } = useVideoPlayer();
  return (
    <button type="button" onClick={(event) => openVideo(film, event.currentTarget)} {...props}>
      {children}
    </button>
  );
}
