import type { SlateStill as SlateStillCopy } from "@/content/hero-pictures";

/** The striped arm of the clapperboard. */
const STRIPES =
  "bg-[repeating-linear-gradient(-45deg,var(--color-paper)_0_1.4rem,var(--color-ink-950)_1.4rem_2.8rem)]";

/**
 * The calculator's hero picture: a clapperboard slated for the quote being built (a production, a
 * scene, a take), on the studio's ink under a warm key light. Drawn in CSS (no request, never the
 * largest paint, never moves) and decoration to assistive technology.
 */
export function SlateStill({ fields }: SlateStillCopy) {
  const [first, ...rest] = fields;
  return (
    <div
      aria-hidden="true"
      className="[container-type:size] absolute inset-0 overflow-hidden bg-gradient-to-bl from-ink-800 via-ink-900 to-ink-950 select-none"
    >
      <div className="absolute top-[-30%] right-0 size-[120cqh] bg-[radial-gradient(closest-side,rgb(194_65_12/0.3),transparent)]" />
      <div className="absolute top-1/2 right-[10cqw] w-[min(62cqw,110cqh)] -translate-y-1/2 -rotate-3">
        <div className={`h-[min(7cqw,12cqh)] origin-bottom-left -rotate-6 rounded-t-lg ${STRIPES}`} />
        <div className={`h-[min(7cqw,12cqh)] ${STRIPES}`} />
        <div className="rounded-b-lg border-2 border-paper/80 bg-ink-950 p-[min(3cqw,5cqh)] font-display text-paper shadow-2xl">
          {first ? (
            <div className="border-b-2 border-paper/40 pb-[min(2cqw,3cqh)]">
              <p className="text-[min(2.2cqw,4cqh)] font-semibold tracking-widest uppercase opacity-70">
                {first.label}
              </p>
              <p className="text-[min(6cqw,10cqh)] leading-tight font-extrabold">{first.value}</p>
            </div>
          ) : null}
          <div className="grid grid-cols-2 divide-x-2 divide-paper/40">
            {rest.map((field) => (
              <div key={field.label} className="px-[min(2cqw,3cqh)] pt-[min(2cqw,3cqh)] first:pl-0">
                <p className="text-[min(2.2cqw,4cqh)] font-semibold tracking-widest uppercase opacity-70">
                  {field.label}
                </p>
                <p className="text-[min(7cqw,12cqh)] leading-none font-extrabold">{field.value}</p>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
