import type { VideoSelection } from "./video-player";

/** On a film card's play control: the film it plays, as JSON (read by ./video-player.tsx). */
export const PLAY_FILM_ATTRIBUTE = "data-play-film";

type PlayFilmButtonProps = Omit<React.ComponentProps<"button">, "onClick" | "type"> & {
  selection: VideoSelection;
};

/**
 * A video card's play control: a plain button that names its film, so the card around it stays
 * static HTML (docs/decisions/static-sections.md). The page's shared player
 * (components/video/video-player.tsx) answers a press on any of them, opens the film in place,
 * and gives focus back to the button when it closes.
 */
export function PlayFilmButton({ selection, children, ...props }: PlayFilmButtonProps) {
  return (
    <button type="button" {...{ [PLAY_FILM_ATTRIBUTE]: JSON.stringify(selection) }} {...props}>
      {children}
    </button>
  );
}
