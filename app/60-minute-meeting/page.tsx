import { bookingPages } from "@/content/booking";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { BookingDetails } from "@/components/booking/booking-details";
import { PageHero } from "@/components/layout/page-hero";
import { heroPictures } from "@/content/hero-pictures";

export const metadata = pageMetadata(pages.meeting60, ROUTES.meeting60);

export default function SixtyMinuteMeetingPage() {
  return (
    <>
      <PageHero {...pages.meeting60.hero} picture={heroPictures.meeting60} compact />
      <BookingDetails copy={bookingPages.meeting60} />
    </>
  );
}
