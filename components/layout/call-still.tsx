import { callStillLabels, type CallStill as CallStillCopy } from "@/content/hero-pictures";
import { LocalText } from "@/components/country/localized";

/** A caller, head and shoulders, in the brand's two tones. */
function Caller({ tone, label }: { tone: "accent" | "cool"; label: string }) {
  const [from, to] = tone === "accent" ? ["#ff8a4c", "#9a3412"] : ["#6ee7c8", "#0f766e"];
  return (
    <div className="relative aspect-video w-[min(40cqw,calc(58cqh*16/9))] overflow-hidden rounded-xl bg-ink-800 ring-1 ring-white/15">
      <svg viewBox="0 0 160 90" className="absolute inset-0 size-full" fill="none">
        <defs>
          <linearGradient id={`call-still-${tone}`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
        </defs>
        <circle cx="80" cy="38" r="15" fill={`url(#call-still-${tone})`} />
        <path d="M44 90c3-20 18-31 36-31s33 11 36 31z" fill={`url(#call-still-${tone})`} />
      </svg>
      <p className="absolute bottom-1.5 left-2 rounded bg-ink-950/70 px-1.5 text-[0.625rem] leading-4 font-medium text-white lg:text-xs lg:leading-5">
        {label}
      </p>
    </div>
  );
}

/**
 * The booking pages' hero picture: the call about to happen, framed like a shoot: two callers'
 * tiles, the call's clock at its length, and a lower-third caption naming the call. Drawn in CSS
 * and inline SVG (no request, never the largest paint, never moves), sized to its box by
 * container units, and decoration to assistive technology: the headline carries the words.
 */
export function CallStill({ clock, strap, detail }: CallStillCopy) {
  return (
    <div
      aria-hidden="true"
      className="[container-type:size] absolute inset-0 overflow-hidden bg-gradient-to-br from-ink-800 via-ink-900 to-ink-950 select-none"
    >
      <div className="absolute top-[-35%] right-[-20%] size-[110cqh] bg-[radial-gradient(closest-side,rgb(194_65_12/0.3),transparent)]" />
      <div className="absolute inset-0 flex items-end justify-center gap-[3cqw] pb-[10cqh] lg:items-center lg:justify-end lg:pr-[6cqw] lg:pb-[22cqh]">
        <Caller tone="cool" label={callStillLabels.you} />
        <Caller tone="accent" label={callStillLabels.us} />
      </div>
      <p className="absolute top-[8cqh] right-[6cqw] flex items-center gap-1.5 rounded-full bg-ink-950/70 px-2.5 py-0.5 font-mono text-xs text-white tabular-nums ring-1 ring-white/15">
        <span className="size-2 rounded-full bg-red-500" />
        {clock}
      </p>
      <div className="absolute right-[6cqw] bottom-[10cqh] hidden text-right lg:block">
        <p className="inline-block rounded-t-md bg-accent-600 px-3 py-1.5 font-display text-sm font-bold text-white">
          <LocalText>{strap}</LocalText>
        </p>
        <p className="rounded-l-md rounded-b-md bg-white px-3 py-1.5 text-xs font-medium text-ink-900">
          <LocalText>{detail}</LocalText>
        </p>
      </div>
    </div>
  );
}
