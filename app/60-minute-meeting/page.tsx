import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { ROUTES } from "@/lib/routes";
import { PageHero } from "@/components/sections/shared/page-hero";

export const metadata = pageMetadata(pages.meeting60, ROUTES.meeting60);

export default function SixtyMinuteMeetingPage() {
  return <PageHero {...pages.meeting60.hero} />;
}
