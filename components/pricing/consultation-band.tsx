import Link from "next/link";
import type { CallToAction } from "@/content/types";
import { buttonVariants } from "@/components/ui/button";
import { LocalText } from "@/components/country/localized";

type ConsultationBandProps = { heading: string; lead: string; cta: CallToAction };

/** For visitors who don't know which path fits: a free consultation on the home page's contact section. */
export function ConsultationBand({ heading, lead, cta }: ConsultationBandProps) {
  return (
    <div className="mt-16 flex flex-col gap-6 rounded-3xl border border-line bg-paper-deep p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
      <div className="max-w-2xl">
        <h2 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">
          <LocalText>{heading}</LocalText>
        </h2>
        <p className="mt-3 text-ink-700">
          <LocalText>{lead}</LocalText>
        </p>
      </div>
      <Link
        href={cta.href}
        className={buttonVariants({ size: "lg", className: "self-start lg:self-center" })}
      >
        {cta.label}
      </Link>
    </div>
  );
}
