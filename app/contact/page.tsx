import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { ROUTES } from "@/lib/routes";
import { PageHero } from "@/components/sections/shared/page-hero";

export const metadata = pageMetadata(pages.contact, ROUTES.contact);

export default function ContactPage() {
  return <PageHero {...pages.contact.hero} />;
}
