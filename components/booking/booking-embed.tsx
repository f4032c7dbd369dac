import {
  MOXIE_BASE_URL,
  MOXIE_FORMS,
  MOXIE_ORIGIN,
  MOXIE_WORKSPACE,
  bookingFrameCopy,
  type BookingFrameConfig,
} from "@/content/booking";
import { buttonVariants } from "@/components/ui/button";
import { BookingFrame } from "./booking-frame";

const noticeButtons = {
  email: buttonVariants({ size: "lg" }),
  retry: buttonVariants({ variant: "outline", size: "lg" }),
};

type BookingEmbedProps = { frame: BookingFrameConfig; className?: string };

/** A provider form resolved from its content entry; pass the island only the data it needs. */
export function BookingEmbed({ frame: { form, ...config }, className }: BookingEmbedProps) {
  return (
    <BookingFrame
      form={{ baseUrl: MOXIE_BASE_URL, workspace: MOXIE_WORKSPACE, form: MOXIE_FORMS[form] }}
      providerOrigin={MOXIE_ORIGIN}
      config={config}
      copy={bookingFrameCopy[config.kind]}
      buttonClasses={noticeButtons}
      className={className}
    />
  );
}
