import { bookingPages } from "@/content/booking";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { BookingDetails } from "@/components/booking/booking-details";
import { PageHero } from "@/components/layout/page-hero";
import { heroPictures } from "@/content/hero-pictures";

export const metadata = pageMetadata(pages.meeting30, ROUTES.meeting30);

export default function ThirtyMinuteMeetingPage() {
  return (
    <>
      <PageHero {...pages.meeting30.hero} picture={heroPictures.meeting30} compact />
      <BookingDetails copy={bookingPages.meeting30} />
    </>
  );
}
