"use client";

import { useVideoPlayer, type VideoSelection } from "./video-player";

type PlayFilmButtonProps = Omit<React.ComponentProps<"button">, "onClick" | "type"> & {
  selection: VideoSelection;
};

/**
 * A video card's play control, the card's only island: a press opens the page's shared player
 * (components/video/video-player.tsx) in place, and focus comes back here when it closes. The
 * card around it, its still and its link to the film's page are server HTML.
 */
export function PlayFilmButton({ selection, children, ...props }: PlayFilmButtonProps) {
  const { openVideo } = useVideoPlayer();
  return (
    <button type="button" onClick={(event) => openVideo(selection, event.currentTarget)} {...props}>
      {children}
    </button>
  );
}
