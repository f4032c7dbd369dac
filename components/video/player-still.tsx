import { clsx } from "clsx";

export type PlayerStillSource = { src: string; srcSet?: string };

/**
 * The film's still (the site's own file, the build made it; nothing from YouTube) filling the
 * player's box: what a visitor sees while the player is on its way, and, dimmed, behind the way
 * out when it cannot load.
 */
export function PlayerStill({ still, className }: { still: PlayerStillSource; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={still.src}
      srcSet={still.srcSet}
      sizes="(min-width: 1024px) 1000px, 100vw"
      alt=""
      className={clsx("absolute inset-0 size-full object-cover", className)}
    />
  );
}
