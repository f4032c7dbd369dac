import { videoCopy } from "@/content/interface";

/**
 * Where the play button would be on a video whose id the owner has not supplied yet: a calm label
 * instead of a control that would open the platform's "video unavailable" page.
 */
export function ComingSoonBadge() {
  return (
    <span
      data-coming-soon=""
      className="inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3.5 py-1.5 text-sm font-semibold text-ink-900 shadow-lg ring-1 shadow-ink-950/30 ring-ink-950/10"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 text-accent-700">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {videoCopy.comingSoon}
    </span>
  );
}
