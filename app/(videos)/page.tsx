import { pages } from "@/content/pages";
import { site } from "@/content/site";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { AboutFounder } from "@/components/sections/home/about-founder";
import { CredibilityWindow } from "@/components/sections/home/credibility-window";
import { FeaturedCase } from "@/components/sections/home/featured-case";
import { HomeHero } from "@/components/sections/home/home-hero";
import { PathChooser } from "@/components/sections/home/path-chooser";
import { SampleVideos } from "@/components/sections/home/sample-videos";
import { SocialShowcase } from "@/components/carousel/social-showcase";
import { Solutions } from "@/components/sections/home/solutions";
import { Testimonials } from "@/components/sections/home/testimonials";
import { ContactSection } from "@/components/contact/contact-section";
import { ClientLogoStrip } from "@/components/sections/shared/client-logos";
import { clientLogos, clientStrip } from "@/content/clients";
import type { Metadata } from "next";
import { VideosJsonLd } from "@/components/seo/videos-json-ld";
import { sampleVideoThemes } from "@/content/videos";

export const metadata: Metadata = pageMetadata(
  { title: `${site.brandName}: ${pages.home.title}`, description: pages.home.description },
  ROUTES.home,
  true,
);

/*
 * docs/product.md §2 also lists a 'See Our Work' showcase modal on this page that is never opened; it is left
 * out so visitors don't download a dialog nobody can reach. The contact section (#contact) closes
 * the page.
 */
const homeVideos = sampleVideoThemes.flatMap((theme) =>
  theme.cards.flatMap((card) => (card.kind === "video" ? [card] : [])),
);

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <FeaturedCase />
      <ClientLogoStrip logos={clientLogos} label={clientStrip.label} headingId="home-clients" />
      <SampleVideos />
      <PathChooser />
      <SocialShowcase />
      <Solutions />
      <AboutFounder />
      <CredibilityWindow />
      <Testimonials />
      <ContactSection />
      <VideosJsonLd path={ROUTES.home} videos={homeVideos} />
    </>
  );
}
