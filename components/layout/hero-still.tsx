import { heroStillRecording, type HeroStill as HeroStillCopy } from "@/content/showreel";
import { LocalText } from "@/components/country/localized";

/** One corner of the viewfinder's frame guide; `place` positions and turns it. */
function Corner({ place }: { place: string }) {
  return <span className={`absolute size-7 border-white/70 lg:size-10 ${place}`} />;
}

/**
 * A film hero's picture while the owner has no film for it: a camera's viewfinder framing an
 * interview (a sitter on the right third, the recording light, the timecode and a lower-third
 * caption), drawn in CSS and one small inline SVG, so it costs no request and never moves. It
 * fills the box it is given: a 16:9 band on a phone, the whole hero behind the headline from
 * 1024 px up, where the sitter, the recording light and the caption keep to the right, clear of
 * the headline and its scrim (sized in container units, so they scale with the hero); the
 * recording light, timecode and caption sit above the hero's scrim, as a camera's overlay does. It says what the
 * studio does at a glance and is decoration to assistive technology: the headline carries the words.
 */
export function HeroStill({ strap, detail }: HeroStillCopy) {
  return (
    <div
      aria-hidden="true"
      className="[container-type:size] absolute inset-0 overflow-hidden bg-gradient-to-br from-ink-800 via-ink-900 to-accent-700/60 select-none"
    >
      {/* The rule of thirds, as a camera's framing guide shows it. */}
      <div className="absolute inset-0 grid grid-cols-3 grid-rows-3">
        {Array.from({ length: 9 }, (_, cell) => (
          <span key={cell} className="border-white/[0.06] not-nth-[3n]:border-r nth-[-n+6]:border-b" />
        ))}
      </div>
      {/* The key light falling on the sitter: a gradient, not a blur filter, which costs a phone a long paint. */}
      <div className="absolute top-0 right-0 size-[80cqh] bg-[radial-gradient(closest-side,rgb(255_138_76/0.18),transparent)] lg:right-[6cqw] lg:size-[90cqh]" />
      {/* The sitter: head and shoulders on the right third, rim-lit in the accent. */}
      <svg
        viewBox="0 0 160 120"
        className="absolute right-[8%] bottom-0 h-[78%] lg:right-[4%] lg:h-[min(70cqh,30cqw)]"
        fill="none"
      >
        <defs>
          <linearGradient id="hero-still-rim" gradientUnits="userSpaceOnUse" x1="20" y1="0" x2="150" y2="0">
            <stop offset="0" stopColor="var(--color-accent-400)" stopOpacity="0.85" />
            <stop offset="0.3" stopColor="var(--color-accent-700)" stopOpacity="0.55" />
            <stop offset="0.6" stopColor="var(--color-ink-700)" />
            <stop offset="1" stopColor="var(--color-ink-800)" />
          </linearGradient>
        </defs>
        <circle cx="80" cy="42" r="22" fill="url(#hero-still-rim)" />
        <path d="M22 120c4-30 28-46 58-46s54 16 58 46z" fill="url(#hero-still-rim)" />
      </svg>
      <Corner place="top-4 left-4 border-t-2 border-l-2 rounded-tl-md lg:top-8 lg:left-8" />
      <Corner place="top-4 right-4 border-t-2 border-r-2 rounded-tr-md lg:top-8 lg:right-8" />
      <Corner place="bottom-4 left-4 border-b-2 border-l-2 rounded-bl-md lg:bottom-8 lg:left-8" />
      <Corner place="right-4 bottom-4 border-r-2 border-b-2 rounded-br-md lg:right-8 lg:bottom-8" />
      <p className="absolute top-6 left-8 z-[1] flex items-center gap-2 text-xs font-semibold tracking-widest text-white uppercase lg:top-12 lg:right-14 lg:left-auto">
        <span className="size-2.5 rounded-full bg-red-500 shadow-[0_0_0_4px] shadow-red-500/25" />
        {heroStillRecording}
      </p>
      <p className="absolute top-6 right-8 z-[1] font-mono text-xs text-white/75 tabular-nums lg:top-[4.75rem] lg:right-14">
        00:14:07:12
      </p>
      <div className="absolute bottom-[22%] left-8 z-[1] max-w-[75%] lg:right-[6%] lg:bottom-[14%] lg:left-auto lg:max-w-none">
        <p className="inline-block rounded-t-md bg-accent-600 px-3 py-1.5 font-display text-sm font-bold text-white sm:text-base">
          <LocalText>{strap}</LocalText>
        </p>
        <p className="rounded-tr-md rounded-b-md bg-white px-3 py-1.5 text-xs font-medium text-ink-900 sm:text-sm">
          <LocalText>{detail}</LocalText>
        </p>
      </div>
    </div>
  );
}
