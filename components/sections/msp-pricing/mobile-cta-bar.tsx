import { Link } from "@/components/navigation/link";
import type { CallToAction } from "@/content/types";
import { buttonVariants } from "@/components/ui/button";

/**
 * The small-screen 'Start Free Consultation' bar fixed to the bottom of /msp-pricing. Hidden from
 * lg up; globals.css pads the body by its height while it is present, so it never covers the
 * end of the page.
 */
export function MobileCtaBar({ label, href, regionLabel }: CallToAction & { regionLabel: string }) {
  return (
    <div
      data-mobile-cta-bar=""
      role="region"
      aria-label={regionLabel}
      className="fixed inset-x-0 bottom-0 z-30 flex h-20 items-center border-t border-white/10 bg-ink-950/95 px-5 backdrop-blur lg:hidden"
    >
      <Link href={href} className={buttonVariants({ size: "lg", className: "w-full" })}>
        {label}
      </Link>
    </div>
  );
}
