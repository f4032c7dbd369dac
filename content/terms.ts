import { owner } from "@/content/owner";
import { COUNTRIES } from "@/lib/countries";
import { ROUTES } from "@/lib/routes";
import { emailLink, updatedLineFor, whoWeAre, type LegalDocument, type LegalOwner } from "./legal-document";

/* The terms of use (/terms/, docs/product.md §2), written from the owner's details. */

/** The MSP pricing page's contract terms, where the terms of use send MSP buyers. */
const MSP_CONTRACT_TERMS = `${ROUTES.mspPricing}#msp-contract-terms`;

/** "pounds sterling (£) in the United Kingdom and US dollars ($) in the United States". */
const CURRENCIES = COUNTRIES.map(
  (country) => `${country.currency} (${country.symbol}) in the ${country.name}`,
).join(" and ");

/** The terms for an owner: the shipped site's are `termsOfUse` below. */
export function termsOfUseFor(details: LegalOwner): LegalDocument {
  const { legal } = details;
  const email = emailLink(details);
  return {
    contentsHeading: "On this page",
    updated: legal.updated,
    updatedLine: updatedLineFor(legal.updated),
    sections: [
      whoWeAre(details, "terms"),
      {
        id: "using-this-site",
        heading: "Using this site",
        blocks: [
          {
            kind: "paragraph",
            runs: [
              "You are welcome to read, watch, share and print what you find here for your own business. Please don't copy the site wholesale, try to break into it or overload it, or use it for anything unlawful.",
            ],
          },
        ],
      },
      {
        id: "prices-and-quotes",
        heading: "Prices and quotes",
        blocks: [
          {
            kind: "paragraph",
            runs: [
              `Prices show in the currency of the country you choose: ${CURRENCIES}. Prices are set in pounds and converted at a fixed rate, so a price in another currency is a guide. UK prices are shown before VAT, which is added where it applies.`,
            ],
          },
          {
            kind: "paragraph",
            runs: [
              "A quote from our pricing calculator, whether on screen, printed or exported, is an estimate. It becomes binding only when we confirm it to you in writing, and the written confirmation's price and terms are the ones that apply.",
            ],
          },
          {
            kind: "paragraph",
            runs: [
              "Our MSP packages are sold on the contract terms shown on our ",
              { text: "MSP pricing page", href: MSP_CONTRACT_TERMS },
              " (the minimum commitment, the first month's discount and how payment works), together with any written agreement we make with you.",
            ],
          },
        ],
      },
      {
        id: "our-videos-and-words",
        heading: "Our videos and words",
        blocks: [
          {
            kind: "paragraph",
            runs: [
              "The videos, words, images and design of this site belong to us or to the people who licensed them to us. You may link to any page and share our videos through the video platform's own sharing tools. Please don't download, edit or republish them without our written permission. Who owns the videos we make for clients is set out in each client's contract.",
            ],
          },
        ],
      },
      {
        id: "links-to-other-sites",
        heading: "Links to other sites",
        blocks: [
          {
            kind: "paragraph",
            runs: [
              "The site links to other sites and services: our profiles, the podcast platforms, the video platform and our scheduling provider. We don't control them and aren't responsible for what they publish; their own terms and privacy policies apply when you use them.",
            ],
          },
        ],
      },
      {
        id: "our-responsibility",
        heading: "Our responsibility to you",
        blocks: [
          {
            kind: "paragraph",
            runs: [
              "We work to keep the site accurate and available, but we provide it as it is: prices, examples and figures change, and the site may sometimes be unavailable. We are not liable for losses that come from relying on the site alone rather than on a written agreement with us.",
            ],
          },
          {
            kind: "paragraph",
            runs: [
              "Nothing in these terms limits our responsibility where the law does not allow it to be limited, such as for death or personal injury caused by negligence, or for fraud. If you are a consumer, you keep every right the law where you live gives you.",
            ],
          },
        ],
      },
      {
        id: "governing-law",
        heading: "Governing law",
        blocks: [
          {
            kind: "paragraph",
            runs: [
              "These terms are governed by the law of ",
              { verbatim: legal.governingLaw },
              ", and the courts of ",
              { verbatim: legal.governingLaw },
              " deal with any dispute about them.",
            ],
          },
        ],
      },
      {
        id: "contact-us",
        heading: "Contact",
        blocks: [
          {
            kind: "paragraph",
            runs: [
              "Questions about these terms are welcome at ",
              email,
              ", or write to us at the address under Who we are.",
            ],
          },
        ],
      },
      {
        id: "changes",
        heading: "Changes to these terms",
        blocks: [
          {
            kind: "paragraph",
            runs: [
              "We may update these terms as the site and our services change. The date at the top says when they last changed, and the version on this page is the one that applies.",
            ],
          },
        ],
      },
    ],
  };
}

export const termsOfUse = termsOfUseFor(owner);
