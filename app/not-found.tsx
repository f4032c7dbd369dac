import { Link } from "@/components/navigation/link";
import type { Metadata } from "next";
import { notFoundCopy } from "@/content/pages";
import { ROUTES } from "@/lib/routes";
import { NotFoundCanonicalScript } from "@/components/layout/not-found-canonical-script";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { NoSignalStill } from "@/components/layout/no-signal-still";

export const metadata: Metadata = {
  title: notFoundCopy.title,
  description: notFoundCopy.description,
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className="bg-paper">
      <NotFoundCanonicalScript />
      <Container className="py-20 sm:py-28 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,0.85fr)] lg:items-center lg:gap-14">
        <div>
          <p className="font-display text-7xl font-extrabold text-accent-600 sm:text-8xl" aria-hidden="true">
            {notFoundCopy.code}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold sm:text-5xl">
            <span className="sr-only">{notFoundCopy.code} </span>
            {notFoundCopy.heading}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-700">{notFoundCopy.lead}</p>
          <ul className="mt-10 flex flex-wrap gap-3">
            {notFoundCopy.links.map((link, index) => (
              <li key={link.hrefKey}>
                <Link
                  href={ROUTES[link.hrefKey]}
                  className={buttonVariants({ variant: index === 0 ? "primary" : "outline", size: "lg" })}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-14 lg:mt-0">
          <NoSignalStill label={notFoundCopy.signal} />
        </div>
      </Container>
    </section>
  );
}
