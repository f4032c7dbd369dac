import { clsx } from "clsx";
import type { BookingFrameCopy } from "@/content/booking";

type NoticeProps = { copy: BookingFrameCopy; mailto: string };

/**
 * Shown in the frame's place until the provider's form is ready. The ring keeps its place from
 * the first paint but appears, and turns, only once the form has been on its way for a second
 * (`waiting`, from when the frame is inserted): until then the "Loading…" line says enough, and a
 * ring turning from the first paint has the browser draw 60 frames a second while the page is
 * still starting up, CPU a busy phone's page needs for its own work (docs/performance.md).
 */
export function BookingFrameLoading({ copy, mailto, waiting }: NoticeProps & { waiting: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4 px-6 pt-24 pb-10 text-center sm:pt-32">
      <span
        aria-hidden="true"
        data-loading-ring={waiting ? "waiting" : "hidden"}
        className={clsx(
          "size-10 rounded-full border-4 border-cool-100 border-t-cool-700",
          waiting ? "animate-spin-after-wait motion-reduce:animate-none" : "opacity-0",
        )}
      />
      <p role="status" className="font-semibold text-ink-900">
        {copy.loading}
      </p>
      <p className="text-sm text-ink-700">
        {copy.slowHint}{" "}
        <a href={mailto} className="font-semibold wrap-anywhere text-accent-700 underline underline-offset-2">
          {copy.email}
        </a>
        .
      </p>
      <noscript>
        <p className="text-sm text-ink-700">{copy.noScript}</p>
      </noscript>
    </div>
  );
}

/**
 * The fallback's two buttons, drawn by the server parent (components/booking/booking-embed.tsx)
 * so the island does not ship the button variants' code for two class strings.
 */
export type NoticeButtonClasses = { email: string; retry: string };

type UnreachableProps = NoticeProps & { onRetry: () => void; buttonClasses: NoticeButtonClasses };

/** Replaces the frame when the provider can't be reached, so the visitor still has a way to book. */
export function BookingFrameUnreachable({ copy, mailto, onRetry, buttonClasses }: UnreachableProps) {
  return (
    <div
      role="status"
      className="flex flex-1 flex-col items-center justify-center gap-5 px-6 py-12 text-center sm:px-10"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent-50 text-accent-700"
      >
        <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="3" y="5" width="18" height="16" rx="2.5" />
          <path d="M3 10h18M8 3v4M16 3v4M9.5 13.5l5 5M14.5 13.5l-5 5" strokeLinecap="round" />
        </svg>
      </span>
      <p className="font-display text-xl font-bold text-ink-900 sm:text-2xl">{copy.unreachableHeading}</p>
      <p className="max-w-md text-ink-700">{copy.unreachableBody}</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <a href={mailto} className={buttonClasses.email}>
          {copy.emailLabel}
        </a>
        <button type="button" className={buttonClasses.retry} onClick={onRetry}>
          {copy.retryLabel}
        </button>
      </div>
      <p className="text-sm wrap-anywhere text-ink-700">{copy.email}</p>
    </div>
  );
}
