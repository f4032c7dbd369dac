import { Link } from "@/components/navigation/link";
import { homeHeroActions } from "@/content/home";
import { pages } from "@/content/pages";
import { buttonVariants } from "@/components/ui/button";
import { ScrollLink } from "@/components/navigation/scroll-link";
import { FilmHero } from "@/components/layout/film-hero";

/** The home hero: the showreel behind the tagline and the two calls to action. */
export function HomeHero() {
  const { primary, secondary } = homeHeroActions;
  return (
    <FilmHero {...pages.home.hero} page="home">
      <ScrollLink item={primary} className={buttonVariants({ size: "lg" })} />
      <Link href={secondary.href} className={buttonVariants({ variant: "onDark", size: "lg" })}>
        {secondary.label}
      </Link>
    </FilmHero>
  );
}
