import type { OwnerDetails } from "./owner-types";
import type { Country } from "@/lib/countries";
import { dayFromKey, formatQuoteDate } from "@/lib/quote-document";

/*
 * The shape of the privacy notice (content/privacy.ts) and the terms (content/terms.ts): headed
 * sections of paragraphs and lists, written from the owner's details so that the company, its
 * address and the date are the owner's own.
 */

/**
 * A run of words inside a paragraph: copy in the visitor's spelling (a plain string), a link, or
 * text shown exactly as written (a company name, a storage key) that no spelling swap may touch.
 */
export type LegalRun = string | { text: string; href: string } | { verbatim: string; code?: boolean };

/** A third party the site contacts: who it is, at which host (if not the site's own), what it does and when. */
export type ThirdParty = { name: string; host?: string; does: string; contacted: string };

export type LegalBlock =
  /** A paragraph, opened by a short bold `lead` ("Emails.") where it is one of several topics. */
  | { kind: "paragraph"; lead?: string; runs: readonly LegalRun[] }
  | { kind: "list"; items: readonly (readonly LegalRun[])[] }
  | { kind: "address"; label: string; lines: readonly string[] }
  | { kind: "thirdParties"; doesLabel: string; contactedLabel: string; parties: readonly ThirdParty[] };

export type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  /** The heading over the on-page list of sections. */
  contentsHeading: string;
  /** The owner's "last updated" day, as year-month-day, for the <time> element. */
  updated: string;
  /** "Last updated 26 November 2026" (UK) or "Last updated November 26, 2026" (US). */
  updatedLine: (country: Pick<Country, "spelling">) => string;
  sections: readonly LegalSection[];
};

/** What the legal pages read from the owner's details. */
export type LegalOwner = Pick<OwnerDetails, "brand" | "email" | "legal" | "analytics" | "filmPagePlayer">;

const DAY_KEY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The "last updated" line of a legal page. A day not written year-month-day stops the build: a
 * notice dated 1 January 1970, or not at all, would mislead a visitor about which version they read.
 */
export function updatedLineFor(updated: string) {
  if (!DAY_KEY.test(updated))
    throw new Error(
      `content/owner.ts: legal.updated is "${updated}"; write the day as year-month-day, e.g. "2026-11-26".`,
    );
  return (country: Pick<Country, "spelling">) =>
    `Last updated ${formatQuoteDate(dayFromKey(updated), country)}`;
}

/** The company name, with the brand it trades as when the name does not already say it. */
function companyRuns({ brand, legal }: LegalOwner): LegalRun[] {
  const trading = legal.companyName.toLowerCase().startsWith(brand.name.toLowerCase());
  return trading
    ? [{ verbatim: legal.companyName }]
    : [{ verbatim: legal.companyName }, ", trading as ", { verbatim: brand.name }];
}

/** The owner's email as a mailto link. */
export function emailLink({ email }: LegalOwner): LegalRun {
  return { text: email, href: `mailto:${email}` };
}

/** "Who we are": the same words open both pages, so the company is described one way only. */
export function whoWeAre(details: LegalOwner, document: "notice" | "terms"): LegalSection {
  const { legal } = details;
  const registration = legal.registration.trim().replace(/\.$/, "");
  const role =
    document === "notice"
      ? " It decides how the personal information described here is used (in data protection terms, it is the controller)."
      : " These terms are between you and us whenever you use it.";
  return {
    id: "who-we-are",
    heading: "Who we are",
    blocks: [
      {
        kind: "paragraph",
        runs: [
          "This website is run by ",
          ...companyRuns(details),
          ".",
          ...(registration ? [" ", { verbatim: registration }, "."] : []),
          role,
        ],
      },
      { kind: "address", label: "Our address", lines: legal.address },
      { kind: "paragraph", runs: ["Email: ", emailLink(details)] },
    ],
  };
}
