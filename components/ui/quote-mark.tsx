import { cn } from "@/lib/utils";

/** The opening quotation mark over a client's words (the home testimonials, the sales pages' quotes). */
export function QuoteMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 36" aria-hidden="true" className={cn("h-9 w-12", className)}>
      <path
        fill="currentColor"
        d="M0 36V22C0 9.7 6.3 2.4 18.9 0l2 4.6C14.2 6.6 10.8 10.4 10.5 16H20v20zm27 0V22C27 9.7 33.3 2.4 45.9 0l2 4.6c-6.7 2-10.1 5.8-10.4 11.4H47v20z"
      />
    </svg>
  );
}
