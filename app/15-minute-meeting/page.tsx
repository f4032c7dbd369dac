import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { ROUTES } from "@/lib/routes";
import { PageHero } from "@/components/sections/shared/page-hero";

export const metadata = pageMetadata(pages.meeting15, ROUTES.meeting15);

export default function FifteenMinuteMeetingPage() {
  return <PageHero {...pages.meeting15.hero} />;
}
