import { useId } from "react";
import type { CountryCode } from "@/lib/countries";
import { clsx } from "clsx";

/*
 * Small drawn flags: emoji flags render as bare letters on many desktop systems (Windows, most
 * Linux), so the switcher draws its own. One drawing per country code: a country added to
 * COUNTRIES fails the type check here until it has a flag.
 */
const FLAGS: Record<CountryCode, (props: { className: string; clipId: string }) => React.ReactNode> = {
  UK: ({ className, clipId }) => (
    <svg viewBox="0 0 60 30" className={className} aria-hidden="true" preserveAspectRatio="none">
      <clipPath id={clipId}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${clipId})`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  ),
  US: ({ className }) => (
    <svg viewBox="0 0 19 10" className={className} aria-hidden="true" preserveAspectRatio="none">
      <rect width="19" height="10" fill="#b22234" />
      {[1, 3, 5, 7, 9].map((y) => (
        <rect key={y} y={(y * 10) / 13} width="19" height={10 / 13} fill="#fff" />
      ))}
      <rect width="7.6" height={(7 * 10) / 13} fill="#3c3b6e" />
    </svg>
  ),
};

export function Flag({ code, className }: { code: CountryCode; className?: string }) {
  const clipId = useId();
  const Drawing = FLAGS[code];
  return (
    <Drawing
      clipId={clipId}
      className={clsx(
        "inline-block h-3.5 w-5 shrink-0 overflow-hidden rounded-[2px] ring-1 ring-black/10",
        className,
      )}
    />
  );
}
