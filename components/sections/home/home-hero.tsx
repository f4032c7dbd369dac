import { Link } from "@/components/navigation/link";
import { homeHeroActions, homeProofStats, homeProofStatsLabel } from "@/content/home";
import { pages } from "@/content/pages";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { ScrollLink } from "@/components/navigation/scroll-link";
import { FilmHero } from "@/components/layout/film-hero";
import { LocalText } from "@/components/country/localized";
import { StaticHtml } from "@/components/layout/static-html";

/** The home hero: the showreel behind the tagline, the two calls to action, and the proof figures beneath. */
export function HomeHero() {
  const { primary, secondary } = homeHeroActions;
  return (
    <>
      <FilmHero {...pages.home.hero} page="home">
        <ScrollLink item={primary} className={buttonVariants({ size: "lg" })} />
        <Link href={secondary.href} className={buttonVariants({ variant: "onDark", size: "lg" })}>
          {secondary.label}
        </Link>
      </FilmHero>
      <StaticHtml>
        <section aria-label={homeProofStatsLabel} className="border-t border-white/10 bg-ink-950 text-white">
          <Container>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-8 py-10 sm:py-12 lg:grid-cols-4">
              {homeProofStats.map((stat) => (
                <div key={stat.label} className="flex flex-col gap-1 lg:border-l lg:border-white/10 lg:pl-6">
                  <dt className="order-2 text-sm text-ink-300">
                    <LocalText>{stat.label}</LocalText>
                  </dt>
                  <dd className="order-1 font-display text-4xl font-extrabold text-white sm:text-5xl">
                    {stat.value}
                  </dd>
                </div>
              ))}
            </dl>
          </Container>
        </section>
      </StaticHtml>
    </>
  );
}
