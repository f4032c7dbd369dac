import Link from "next/link";
import { homeHeroActions } from "@/content/home";
import { pages } from "@/content/pages";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/metadata";
import { ROUTES } from "@/lib/routes";
import { buttonVariants } from "@/components/ui/button";
import { ScrollLink } from "@/components/islands/scroll-link";
import { ContactSection } from "@/components/sections/shared/contact-section";
import { PageHero } from "@/components/sections/shared/page-hero";
import type { Metadata } from "next";

export const metadata: Metadata = pageMetadata(
  { title: `${site.brandName}: ${pages.home.title}`, description: pages.home.description },
  ROUTES.home,
  true,
);

export default function HomePage() {
  const { primary, secondary } = homeHeroActions;
  return (
    <>
      <PageHero {...pages.home.hero}>
        <ScrollLink item={primary} className={buttonVariants({ size: "lg" })} />
        <Link href={secondary.href} className={buttonVariants({ variant: "onDark", size: "lg" })}>
          {secondary.label}
        </Link>
      </PageHero>
      <ContactSection />
    </>
  );
}
