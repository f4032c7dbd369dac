import { contactPage } from "@/content/contact";
import { site } from "@/content/site";
import { LocalText } from "@/components/country/localized";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { mailtoHref } from "@/lib/mail-link";
import { ROUTES } from "@/lib/routes";
import { ContactIcon } from "./contact-icon";

/**
 * /contact when neither form could load: one notice and one email in place of the two forms, so
 * the page does not say the same thing twice with two email buttons side by side. It is in the
 * HTML from the start and shown by CSS alone (contact-forms.css) once every frame on the page says
 * `data-booking-frame="unreachable"`; while one form still loads or has loaded, the other keeps its
 * own fallback. "Try again" reloads the page, which starts both forms afresh.
 */
export function ContactFormsUnreachable() {
  const copy = contactPage.unreachable;
  return (
    <div data-slot="contact-forms-unreachable">
      <Container>
        <div
          role="status"
          className="mx-auto flex max-w-3xl flex-col items-center gap-5 rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-sm sm:px-12 sm:py-16"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent-50 text-accent-700"
          >
            <ContactIcon name="email" />
          </span>
          <h2 className="font-display text-2xl font-extrabold text-ink-900 sm:text-3xl">
            <LocalText>{copy.heading}</LocalText>
          </h2>
          <p className="max-w-xl text-ink-700">
            <LocalText>{copy.body}</LocalText>
          </p>
          <div className="flex flex-wrap items-center justify-center gap-3">
            <a
              href={mailtoHref(site.email, copy.emailSubject, copy.emailBody)}
              className={buttonVariants({ size: "lg" })}
            >
              <LocalText>{copy.emailLabel}</LocalText>
            </a>
            {/* A full page load, not the router's: the forms' islands start again from scratch. */}
            <a href={ROUTES.contact} className={buttonVariants({ variant: "outline", size: "lg" })}>
              <LocalText>{copy.retryLabel}</LocalText>
            </a>
          </div>
          <p className="text-sm wrap-anywhere text-ink-700">{site.email}</p>
        </div>
      </Container>
    </div>
  );
}
