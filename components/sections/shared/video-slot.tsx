import { LocalText } from "@/components/ui/localized";
import { cn } from "@/lib/utils";

type VideoSlotProps = { video: { id: string; videoId: string; title: string; description: string } };

/** Palettes for the placeholder artwork, picked per video so a grid doesn't look cloned. */
const PALETTES = [
  { backdrop: "from-ink-800 via-ink-900 to-ink-950", glow: "bg-accent-600/40", figure: "#ffb38a" },
  { backdrop: "from-cool-800 via-ink-900 to-ink-950", glow: "bg-cool-300/30", figure: "#6ee7c8" },
  { backdrop: "from-accent-700 via-ink-900 to-ink-950", glow: "bg-accent-400/35", figure: "#ffe4d3" },
  { backdrop: "from-ink-700 via-ink-900 to-cool-800", glow: "bg-cool-300/25", figure: "#cdf5ea" },
] as const;

function paletteFor(id: string) {
  let hash = 0;
  for (const character of id) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return PALETTES[hash % PALETTES.length] ?? PALETTES[0];
}

/**
 * A 16:9 video card: designed local artwork with a play button, title and description.
 * This is the seam for the site's video player: every video on the sales pages goes through this
 * component, so wiring the player in here opens it from all of them.
 */
export function VideoSlot({ video }: VideoSlotProps) {
  const palette = paletteFor(video.id);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-sm shadow-ink-900/5">
      <div className={cn("relative aspect-video overflow-hidden bg-gradient-to-br", palette.backdrop)}>
        <div
          aria-hidden="true"
          className={cn("absolute -top-10 -left-10 size-48 rounded-full blur-3xl", palette.glow)}
        />
        {/* An interview set-up in silhouette: a sitter in the key light, a lower-third name strap. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 160 90"
          className="absolute inset-0 size-full"
          preserveAspectRatio="xMidYMid slice"
        >
          <circle cx="128" cy="40" r="11" fill={palette.figure} opacity="0.85" />
          <path d="M104 90c0-17 10.7-28 24-28s24 11 24 28z" fill={palette.figure} opacity="0.7" />
          <rect x="12" y="66" width="52" height="5" rx="2.5" fill="#fff" opacity="0.9" />
          <rect x="12" y="74" width="34" height="3.5" rx="1.75" fill="#fff" opacity="0.5" />
          <rect x="12" y="12" width="14" height="4" rx="2" fill="#fff" opacity="0.35" />
        </svg>
        <button
          type="button"
          aria-label={`Play: ${video.title}`}
          className="absolute inset-0 flex items-center justify-center focus-visible:outline-offset-[-6px]"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-white text-accent-600 shadow-xl shadow-ink-950/30 transition-transform group-hover:scale-110 motion-reduce:transition-none sm:size-18">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="ml-1 size-7 fill-current">
              <path d="M7 4.5v15l12-7.5z" />
            </svg>
          </span>
        </button>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg leading-snug font-bold text-ink-900">
          <LocalText>{video.title}</LocalText>
        </h3>
        <p className="mt-2 text-sm text-ink-700">
          <LocalText>{video.description}</LocalText>
        </p>
      </div>
    </article>
  );
}
