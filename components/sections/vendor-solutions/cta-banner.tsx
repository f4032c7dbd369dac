import Link from "next/link";
import type { CallToAction } from "@/content/types";
import { buttonVariants } from "@/components/ui/button";
import { LocalText } from "@/components/country/localized";
import { Container } from "@/components/ui/container";

type CtaBannerProps = { heading: string; lead: string; primary: CallToAction; secondary: CallToAction };

/** The closing call to action: book a strategy call, or work out the return first. */
export function CtaBanner({ heading, lead, primary, secondary }: CtaBannerProps) {
  return (
    <section aria-labelledby="vendor-cta" className="bg-paper">
      <Container className="py-16 sm:py-24">
        <div className="relative overflow-hidden rounded-3xl bg-ink-900 px-6 py-12 text-white sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-accent-600/30 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full bg-cool-700/40 blur-3xl"
          />
          <div className="relative max-w-3xl">
            <h2 id="vendor-cta" className="text-3xl font-extrabold sm:text-5xl">
              <LocalText>{heading}</LocalText>
            </h2>
            <p className="mt-5 text-lg text-white/80">
              <LocalText>{lead}</LocalText>
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <Link href={primary.href} className={buttonVariants({ size: "lg" })}>
                {primary.label}
              </Link>
              <Link href={secondary.href} className={buttonVariants({ variant: "onDark", size: "lg" })}>
                {secondary.label}
              </Link>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
