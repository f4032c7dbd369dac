import { owner } from "@/content/owner";
import { bookAudit, bookConsultation } from "./calls-to-action";
import type { FilmAudience, FilmCredit } from "./film-words";
import { filmPagePlayerOf, type FilmPagePlayer } from "./owner-types";
import type { ActionBandCopy } from "./types";

/*
 * A film's own page (/work/<slug>/, docs/product.md §2, "Watch pages"): the words around the film.
 * The film's title, description and facts come from content/films.ts; its case study is the
 * owner's (content/owner.ts `videos`). Headings and labels here are in sentence case.
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
  /** The player's region (press-to-play) and the frame's box (in the page). */
  playerLabel: (title: string) => `${title}: video player`,
  /** Where the player would be, for a film whose video is not supplied yet. */
  comingSoonNote: "This film is coming soon. Meanwhile, browse the rest of our work.",
  /** The case study's headed sections, each shown only where the owner gave its part. */
  summaryHeading: "About the film",
  briefHeading: "The brief",
  approachHeading: "Our approach",
  resultHeading: "The result",
  quoteHeading: "In the client's words",
  /** The client's face beside their quote. */
  quotePhotoAlt: (name: string) => `Photo of ${name}`,
  creditsHeading: "Credits",
  transcriptHeading: "Transcript",
  transcriptLabel: "Read the transcript",
  relatedHeading: "More films like this",
  relatedLead: "Other work in the same vein, each with a page of its own.",
  /** The title of the page's <title> and share card, after the film's. */
  titleSuffix: "Film",
  /** The share card's line above the title. */
  shareEyebrow: "Watch the film",
  backToWork: "All our work",
} as const;

/**
 * How this site's film pages show their player (content/owner.ts `filmPagePlayer`): the player in
 * the page's HTML unless the owner chose the still until play.
 */
export const filmPagePlayer: FilmPagePlayer = filmPagePlayerOf(owner);

/**
 * The one call to action a film's page ends with: the site's booking call first, the audit as the
 * one secondary offer (content/calls-to-action.ts). Its heading and line speak to the film's
 * audience (content/film-words.ts).
 */
export const watchCallToAction: Record<FilmAudience, ActionBandCopy> = {
  msp: {
    heading: "Want a film like this for your MSP?",
    lead: "Tell us who you need to win over: in a free consultation we'll sketch the stories worth filming and what they would cost. Or start with a 60-minute video audit of what you already have.",
    actions: [{ ...bookConsultation, icon: "calendar" }, bookAudit],
    host: "Your call is with",
  },
  vendor: {
    heading: "Want partner stories like this?",
    lead: "Tell us about your channel programme: in a free consultation we'll plan the films your partners will actually share. Or start with a 60-minute video audit of what you already have.",
    actions: [{ ...bookConsultation, icon: "calendar" }, bookAudit],
    host: "Your call is with",
  },
};
