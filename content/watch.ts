import { ROUTES } from "@/lib/routes";
import type { FilmAudience, FilmCredit } from "./film-words";
import type { ActionBandCopy } from "./types";

/*
 * A film's own page (/work/<slug>/, docs/product.md §2, "Watch pages"): the words around the film.
 * The film's title, description and facts come from content/films.ts.
 */

export const watchCopy = {
  /** Above the title; the film's first category follows it. */
  eyebrow: "Film",
  /** The breadcrumb's first step (the portfolio's own title, as search engines are told). */
  breadcrumbLabel: "Breadcrumb",
  categoriesLabel: "Categories",
  credit: { client: "Client", programme: "Programme" } satisfies Record<FilmCredit["kind"], string>,
  published: "Published",
  runningTime: "Running time",
  /** 92 → "1 min 32 s": how long the film runs, as a reader says it. */
  runningTimeText: (seconds: number) => {
    const h = Math.floor(seconds / 3600);
    const m = Math.floor((seconds % 3600) / 60);
    const s = seconds % 60;
    return [h && `${h} h`, m && `${m} min`, s && `${s} s`].filter(Boolean).join(" ");
  },
  /** The player's region before and after play. */
  playerLabel: (title: string) => `${title}: video player`,
  /** Where the player would be, for a film whose video is not supplied yet. */
  comingSoonNote: "This film is coming soon. Meanwhile, browse the rest of our work.",
  transcriptLabel: "Read the Transcript",
  relatedHeading: "More Films Like This",
  relatedLead: "Other work in the same vein, each with a page of its own.",
  /** The title of the page's <title> and share card, after the film's. */
  titleSuffix: "Film",
  /** The share card's line above the title. */
  shareEyebrow: "Watch the film",
  backToWork: "All Our Work",
} as const;

/**
 * The booking call a film's page ends with, by who the film speaks to (content/film-words.ts): an
 * MSP is offered the audit or a call, a vendor the channel strategy call and the vendor packages.
 */
export const watchCallToAction: Record<FilmAudience, ActionBandCopy> = {
  msp: {
    heading: "Want a Film Like This for Your MSP?",
    lead: "Start with a 60-minute Video Content Audit: we review what you already have and map the stories worth filming first. Or book a 30-minute call and tell us what you need.",
    actions: [
      { label: "Book a Video Content Audit", href: ROUTES.bookAudit, icon: "calendar" },
      { label: "Book a 30-Minute Call", href: ROUTES.meeting30 },
    ],
  },
  vendor: {
    heading: "Want Partner Stories Like This?",
    lead: "Book a channel strategy call and we'll plan the films your partners will actually share, or see what each vendor package delivers.",
    actions: [
      { label: "Book a Channel Strategy Call", href: ROUTES.contact, icon: "calendar" },
      { label: "See Vendor Packages", href: ROUTES.vendorPricing },
    ],
  },
};
