import { clsx } from "clsx";
import type { BookingFrameCopy } from "@/content/booking";

type FrameKind = "scheduler" | "enquiry";

/**
 * A frame's words as the island gets them: those a visitor reads already spelt for every country
 * by the server (<LocalText>, so a US visitor reads "inquiry" from the first paint, and the island
 * ships no spelling table), and the address and the email's opening text as written.
 */
export type FrameWords = {
  [Key in Exclude<keyof BookingFrameCopy, "email" | "emailBody">]: React.ReactNode;
} & Pick<BookingFrameCopy, "email" | "emailBody">;

type NoticeProps = { copy: FrameWords; kind: FrameKind; mailto: string };

/*
 * Both notices are drawn here, on the server, and reach the island (./booking-frame.tsx) as
 * markup it shows or hides by phase: the island ships none of their drawing code or words.
 */

/**
 * Shown in the frame's place until the provider's form is ready: the form's skeleton at the
 * frame's height under a loading line, and the email route below. The ring keeps its place from
 * the first paint but appears, and turns, only once the form has been on its way for a second
 * (the frame's box says `data-frame-waiting` from when it starts waiting: for its turn in the
 * page's queue of frames, as /contact's second form does, then for the form): until then the line
 * and the skeleton say enough, and a ring turning from the first paint has the browser draw 60
 * frames a second while the page is still starting up, CPU a busy phone's page needs for its own
 * work (docs/performance.md). Without scripts nothing waits, and the ring stays unseen.
 */
export function BookingFrameLoading({
  copy,
  mailto,
  skeleton,
}: Omit<NoticeProps, "kind"> & { skeleton: React.ReactNode }) {
  return (
    <div className="flex h-full flex-col gap-6 p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          data-loading-ring=""
          className={clsx(
            "size-5 shrink-0 rounded-full border-[3px] border-cool-100 border-t-cool-700 opacity-0",
            "group-data-[frame-waiting]/frame:opacity-100",
            "motion-safe:group-data-[frame-waiting]/frame:animate-spin-after-wait",
          )}
        />
        <p role="status" className="text-sm font-semibold text-ink-900">
          {copy.loading}
        </p>
      </div>
      {skeleton}
      <div className="text-sm text-ink-700">
        <p>
          {copy.slowHint}{" "}
          <a
            href={mailto}
            data-frame-focus=""
            className="font-semibold wrap-anywhere text-accent-700 underline underline-offset-2"
          >
            {copy.email}
          </a>
          .
        </p>
        <noscript>
          <p className="mt-2">{copy.noScript}</p>
        </noscript>
      </div>
    </div>
  );
}

/** The fallback's two buttons' classes. */
export type NoticeButtonClasses = { email: string; retry: string };

type UnreachableProps = NoticeProps & { buttonClasses: NoticeButtonClasses };

/** A calendar with a cross: the scheduler could not be reached. */
const schedulerIcon = (
  <>
    <rect x="3" y="5" width="18" height="16" rx="2.5" />
    <path d="M3 10h18M8 3v4M16 3v4M9.5 13.5l5 5M14.5 13.5l-5 5" strokeLinecap="round" />
  </>
);

/** An envelope with a pen: the enquiry goes by email instead. */
const enquiryIcon = (
  <>
    <rect x="3" y="6" width="15" height="12" rx="2" />
    <path d="M3.5 7.5l7 5 7-5" strokeLinejoin="round" />
    <path d="M21 9.5l-6.5 6.5-2.5.5.5-2.5L19 7.5z" strokeLinejoin="round" />
  </>
);

/**
 * Replaces the frame when the provider can't be reached, so the visitor still has a way through:
 * a scheduler's visitor is offered to agree a time by email, the enquiry form's to write their
 * enquiry (the email opens with its subject and the form's questions filled in). The island starts
 * the frame afresh when "Try again" (`data-frame-retry`) is pressed.
 */
export function BookingFrameUnreachable({ copy, kind, mailto, buttonClasses }: UnreachableProps) {
  return (
    <div
      role="status"
      data-frame-fallback={kind}
      className="flex flex-1 flex-col items-center justify-center gap-5 px-6 py-12 text-center sm:px-10"
    >
      <span
        aria-hidden="true"
        className={clsx(
          "inline-flex size-14 items-center justify-center rounded-2xl",
          kind === "enquiry" ? "bg-cool-50 text-cool-700" : "bg-accent-50 text-accent-700",
        )}
      >
        <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8">
          {kind === "enquiry" ? enquiryIcon : schedulerIcon}
        </svg>
      </span>
      <p className="font-display text-xl font-bold text-ink-900 sm:text-2xl">{copy.unreachableHeading}</p>
      <p className="max-w-md text-ink-700">{copy.unreachableBody}</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <a href={mailto} data-frame-focus="" className={buttonClasses.email}>
          {copy.emailLabel}
        </a>
        <button type="button" data-frame-retry="" className={buttonClasses.retry}>
          {copy.retryLabel}
        </button>
      </div>
      <p className="text-sm wrap-anywhere text-ink-700">{copy.email}</p>
    </div>
  );
}
