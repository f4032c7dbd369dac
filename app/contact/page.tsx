import { pages } from "@/content/pages";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { ContactCards } from "@/components/contact/contact-cards";
import { ContactForms } from "@/components/contact/contact-forms";
import { PageHero } from "@/components/layout/page-hero";
import { heroPictures } from "@/content/hero-pictures";

export const metadata = pageMetadata(pages.contact, ROUTES.contact);

export default function ContactPage() {
  return (
    <>
      <PageHero {...pages.contact.hero} picture={heroPictures.contact} compact />
      <ContactForms />
      <ContactCards />
    </>
  );
}
