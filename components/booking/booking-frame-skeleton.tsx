import { clsx } from "clsx";

/*
 * The shape of the provider's form, drawn in the frame's place while it loads, so the wait looks
 * like the form arriving rather than an empty card: a scheduler's host, calendar and times, or the
 * enquiry form's fields. It is still (no shimmer: the loading ring says the form is on its way)
 * and hidden from assistive technology, which hears the loading line instead. It fills the box,
 * whose height the frame keeps (components/booking/booking-frame.tsx), and lays itself out by the
 * box's width, not the window's (a container query), since the same form sits full width on a
 * phone and in a half column on /contact.
 */

const bar = "rounded-full bg-ink-900/[0.07]";
const field = "rounded-xl border border-line bg-paper/60";

/** A calendar month: five weeks, some days open (tinted), as a scheduler shows them. */
const OPEN_DAYS = new Set([3, 4, 8, 10, 11, 15, 16, 17, 22, 24, 25, 29, 30, 31]);
const DAYS = Array.from({ length: 35 }, (_, day) => day);

/** The host and the meeting beside (or, in a narrow box, above) a month's calendar and its times. */
function SchedulerSkeleton() {
  return (
    <div className="grid content-start gap-6 @md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] @md:gap-8">
      <div className="space-y-3">
        <div className="flex items-center gap-3">
          <span className="size-11 shrink-0 rounded-full bg-ink-900/[0.08]" />
          <div className="flex-1 space-y-2">
            <span className={clsx(bar, "block h-3.5 w-28")} />
            <span className={clsx(bar, "block h-3 w-16")} />
          </div>
        </div>
        <span className={clsx(bar, "block h-5 w-3/4")} />
        <span className={clsx(bar, "block h-3 w-1/2")} />
        <div className="hidden space-y-2 pt-2 @md:block">
          <span className={clsx(bar, "block h-3 w-full")} />
          <span className={clsx(bar, "block h-3 w-5/6")} />
          <span className={clsx(bar, "block h-3 w-2/3")} />
        </div>
      </div>
      <div className="space-y-4">
        <div className="flex items-center justify-between">
          <span className={clsx(bar, "block h-4 w-28")} />
          <span className="flex gap-2">
            <span className="size-7 rounded-full border border-line" />
            <span className="size-7 rounded-full border border-line" />
          </span>
        </div>
        <div className="grid grid-cols-7 justify-items-center gap-x-1 gap-y-2">
          {DAYS.map((day) => (
            <span key={day} className={clsx("skeleton-day", OPEN_DAYS.has(day) && "bg-cool-100")} />
          ))}
        </div>
        <div className="grid grid-cols-3 gap-2">
          {[0, 1, 2].map((slot) => (
            <span key={slot} className="h-10 rounded-full border border-cool-700/25" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** One labelled field of the enquiry form, its label `labelWidth` wide; `tall` is the message box. */
function FieldSkeleton({ labelWidth, tall = false }: { labelWidth: string; tall?: boolean }) {
  return (
    <div className="space-y-2">
      <span className={clsx(bar, "block h-3", labelWidth)} />
      <span className={clsx(field, "block", tall ? "h-20 @md:h-24" : "h-11")} />
    </div>
  );
}

/** Name and email (side by side where the box is wide enough), the message, the button. */
function EnquirySkeleton() {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 @md:grid-cols-2">
        <FieldSkeleton labelWidth="w-16" />
        <FieldSkeleton labelWidth="w-24" />
      </div>
      <FieldSkeleton labelWidth="w-36" tall />
      <span className="block h-12 w-40 rounded-full bg-accent-600/15" />
    </div>
  );
}

/**
 * The skeleton of a `kind` of form. Where the box is shorter than the whole form (the frames grow
 * to fit theirs), its foot fades out rather than ending on a cut line.
 */
export function BookingFrameSkeleton({
  kind,
  className,
}: {
  kind: "scheduler" | "enquiry";
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      data-frame-skeleton={kind}
      className={clsx(
        "@container [mask-image:linear-gradient(to_bottom,black_calc(100%_-_1.5rem),transparent)]",
        className,
      )}
    >
      {kind === "enquiry" ? <EnquirySkeleton /> : <SchedulerSkeleton />}
    </div>
  );
}
