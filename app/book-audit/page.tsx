import { bookingPages } from "@/content/booking";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/components/seo/page-metadata";
import { ROUTES } from "@/lib/routes";
import { BookingDetails } from "@/components/booking/booking-details";
import { PageHero } from "@/components/layout/page-hero";
import { heroPictures } from "@/content/hero-pictures";

export const metadata = pageMetadata(pages.bookAudit, ROUTES.bookAudit);

export default function BookAuditPage() {
  return (
    <>
      <PageHero {...pages.bookAudit.hero} picture={heroPictures.bookAudit} compact />
      <BookingDetails copy={bookingPages.bookAudit} />
    </>
  );
}
