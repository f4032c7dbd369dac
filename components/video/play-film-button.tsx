/** On a film card's play control: the YouTube id of the film it plays (read by ./video-player.tsx). */
export const PLAY_FILM_ATTRIBUTE = "data-play-film";

type PlayFilmButtonProps = Omit<React.ComponentProps<"button">, "onClick" | "type"> & {
  videoId: string;
};

/**
 * A video card's play control: a plain button that names its film's id, so the card around it
 * stays static HTML (docs/decisions/static-sections.md). The page's shared player
 * (components/video/video-player.tsx) answers a press on any of them and reads the rest from the
 * card the button lies in (its heading, its title's link, its still), so nothing is written twice
 * in the card's HTML; it opens the film in place and gives focus back to the button when it closes.
 */
export function PlayFilmButton({ videoId, children, ...props }: PlayFilmButtonProps) {
  return (
    <button type="button" {...{ [PLAY_FILM_ATTRIBUTE]: videoId }} {...props}>
      {children}
    </button>
  );
}
