import {
  MOXIE_BASE_URL,
  MOXIE_FORMS,
  MOXIE_ORIGIN,
  MOXIE_WORKSPACE,
  bookingFrameCopy,
  type BookingFrameConfig,
} from "@/content/booking";
import { buttonVariants } from "@/components/ui/button";
import { LocalText } from "@/components/country/localized";
import { BookingFrame } from "./booking-frame";
import { BookingFrameSkeleton } from "./booking-frame-skeleton";
import { BookingFrameLoading, BookingFrameUnreachable, type FrameWords } from "./booking-frame-notice";
import { mailtoHref } from "@/lib/mail-link";

const noticeButtons = {
  email: buttonVariants({ size: "lg" }),
  retry: buttonVariants({ variant: "outline", size: "lg" }),
};

type BookingEmbedProps = { frame: BookingFrameConfig; className?: string };

/** A kind of frame's words, those a visitor reads spelt here on the server for every country. */
function frameWords(kind: BookingFrameConfig["kind"]): FrameWords {
  const { email, emailBody, ...shown } = bookingFrameCopy[kind];
  const spell = (text: string) => <LocalText>{text}</LocalText>;
  return {
    loading: spell(shown.loading),
    slowHint: spell(shown.slowHint),
    unreachableHeading: spell(shown.unreachableHeading),
    unreachableBody: spell(shown.unreachableBody),
    emailLabel: spell(shown.emailLabel),
    retryLabel: spell(shown.retryLabel),
    noScript: spell(shown.noScript),
    email,
    emailBody,
  };
}

/**
 * A provider form resolved from its content entry: the island gets only the data it needs, and its
 * notices (loading, unreachable) drawn here, so it ships none of their code. The loading notice is
 * on the page from the first paint; the fallback appears only on failure.
 */
export function BookingEmbed({ frame, className }: BookingEmbedProps) {
  const { form, kind, emailSubject, title, sizing, height, loading, source } = frame;
  const copy = frameWords(kind);
  const mailto = mailtoHref(copy.email, emailSubject, copy.emailBody);
  return (
    <BookingFrame
      form={{ baseUrl: MOXIE_BASE_URL, workspace: MOXIE_WORKSPACE, form: MOXIE_FORMS[form] }}
      providerOrigin={MOXIE_ORIGIN}
      config={{ title, sizing, height, loading, source }}
      loadingNotice={
        <BookingFrameLoading
          copy={copy}
          mailto={mailto}
          skeleton={<BookingFrameSkeleton kind={kind} className="min-h-0 flex-1 overflow-hidden" />}
        />
      }
      unreachableNotice={
        <BookingFrameUnreachable copy={copy} kind={kind} mailto={mailto} buttonClasses={noticeButtons} />
      }
      className={className}
    />
  );
}
