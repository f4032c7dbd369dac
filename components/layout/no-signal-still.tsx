/** The colour bars a monitor shows with nothing plugged in, left to right. */
const BARS = ["#c0c0c0", "#c0c000", "#00c0c0", "#00c000", "#c000c0", "#c00000", "#0000c0"] as const;
/** The thin row under them: the same bars, reversed, with black between. */
const CASTELLATIONS = ["#0000c0", "#131313", "#c000c0", "#131313", "#00c0c0", "#131313", "#c0c0c0"] as const;

/**
 * The not-found page's picture: a studio monitor showing colour bars and "no signal", as one does
 * when the feed it was waiting for never arrives. Drawn in CSS (no request, never moves), and
 * decoration to assistive technology: the heading says what happened.
 */
export function NoSignalStill({ label }: { label: string }) {
  return (
    <div
      aria-hidden="true"
      className="relative aspect-video overflow-hidden rounded-2xl border-8 border-ink-900 bg-ink-950 shadow-2xl select-none"
    >
      <div className="grid h-[67%] grid-cols-7">
        {BARS.map((colour) => (
          <span key={colour} style={{ backgroundColor: colour }} />
        ))}
      </div>
      <div className="grid h-[8%] grid-cols-7">
        {CASTELLATIONS.map((colour, index) => (
          <span key={index} style={{ backgroundColor: colour }} />
        ))}
      </div>
      <div className="grid h-[25%] grid-cols-[5fr_5fr_5fr_3fr_7fr]">
        <span className="bg-[#00214c]" />
        <span className="bg-white" />
        <span className="bg-[#32006a]" />
        <span className="bg-[#131313]" />
        <span className="bg-[#080808]" />
      </div>
      <p className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-lg bg-ink-950/90 px-4 py-2 font-mono text-sm font-semibold tracking-widest whitespace-nowrap text-white uppercase sm:text-base">
        {label}
      </p>
    </div>
  );
}
