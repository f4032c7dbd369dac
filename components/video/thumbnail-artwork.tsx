import { clsx } from "clsx";

/** Where the two glows sit: one of three, so a row of panels does not repeat one picture. */
const GLOWS = [
  ["-top-10 -right-10 bg-accent-600/35", "-bottom-12 left-6 bg-cool-700/40"],
  ["-bottom-14 -right-6 bg-cool-700/45", "-top-12 left-10 bg-accent-600/30"],
  ["-top-14 left-1/3 bg-accent-600/30", "-bottom-10 -left-8 bg-cool-700/40"],
] as const;

/** A stable small number from a string, to pick the same variant for a card on every render. */
function variantOf(seed: string): number {
  let sum = 0;
  for (const char of seed) sum = (sum * 31 + char.charCodeAt(0)) % 997;
  return sum % GLOWS.length;
}

/**
 * The designed panel a film's picture falls back to where the build made no stills (`npm run dev`
 * skips the stills step; every export has them, scripts/film-stills.ts): the brand's ink with two
 * soft glows and a camera's viewfinder marks. It carries no title: the card's heading, right below,
 * says what the film is, and a title in the picture would say it twice.
 */
export function ThumbnailArtwork({ seed }: { seed: string }) {
  const [first, second] = GLOWS[variantOf(seed)] ?? GLOWS[0];
  return (
    <span
      aria-hidden="true"
      data-thumbnail-fallback=""
      className="absolute inset-0 overflow-hidden bg-gradient-to-br from-ink-800 via-ink-900 to-ink-950"
    >
      <span className={clsx("pointer-events-none absolute size-40 rounded-full blur-2xl", first)} />
      <span className={clsx("pointer-events-none absolute size-32 rounded-full blur-2xl", second)} />
      {/* The viewfinder's four corner marks, as one path: a stroke that keeps its width however the
          card stretches the box. */}
      <svg
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        className="pointer-events-none absolute top-[9%] left-[6%] h-[82%] w-[88%] stroke-white/35"
        fill="none"
      >
        <path
          d="M0 12V0h7M93 0h7v12M100 88v12h-7M7 100H0V88"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    </span>
  );
}
