import { bookingPages } from "@/content/booking";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { BookingDetails } from "@/components/booking/booking-details";
import { PageHero } from "@/components/layout/page-hero";
import { heroPictures } from "@/content/hero-pictures";

export const metadata = pageMetadata(pages.meeting15, ROUTES.meeting15);

export default function FifteenMinuteMeetingPage() {
  return (
    <>
      <PageHero {...pages.meeting15.hero} picture={heroPictures.meeting15} compact />
      <BookingDetails copy={bookingPages.meeting15} />
    </>
  );
}
