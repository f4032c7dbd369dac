import Link from "next/link";
import type { bookCall } from "@/content/msp-pricing";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { LocalText } from "@/components/country/localized";

/** A mid-page nudge for buyers who'd rather talk than choose: 'Book Your Call' to /contact. */
export function BookCallBand({ heading, lead, cta }: typeof bookCall) {
  return (
    <section aria-labelledby="book-call" className="bg-accent-600 text-white">
      <Container className="flex flex-col gap-6 py-12 sm:py-16 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="book-call" className="text-3xl font-extrabold sm:text-4xl">
            <LocalText>{heading}</LocalText>
          </h2>
          <p className="mt-3 text-lg text-white">
            <LocalText>{lead}</LocalText>
          </p>
        </div>
        <Link
          href={cta.href}
          className={buttonVariants({
            variant: "secondary",
            size: "lg",
            className: "self-start lg:self-center",
          })}
        >
          {cta.label}
        </Link>
      </Container>
    </section>
  );
}
