import { owner } from "@/content/owner";
import {
  ANALYTICS_PROVIDER_NAMES,
  analyticsOrigins,
  type AnalyticsChoice,
  type AnalyticsProvider,
} from "@/lib/analytics/choice";
import { CAMPAIGN_STORAGE_KEY } from "@/lib/analytics/campaign";
import { COUNTRY_STORAGE_KEY } from "@/lib/countries";
import { youtubeEmbedUrl } from "@/lib/youtube";
import { MOXIE_ORIGIN } from "./booking";
import { filmPagePlayerOf } from "./owner-types";
import {
  emailLink,
  updatedLineFor,
  whoWeAre,
  type LegalDocument,
  type LegalOwner,
  type LegalRun,
  type ThirdParty,
} from "./legal-document";

/*
 * The privacy notice (/privacy/, docs/product.md §2). Each third party is named by the host the
 * code really contacts (the scheduling provider's origin, the video player's address, the
 * analytics provider's origins; the films' stills are the site's own files), so the notice cannot drift from what the site does.
 */

const hostOf = (address: string) => new URL(address).host;

const SCHEDULING_HOST = hostOf(MOXIE_ORIGIN);
const PLAYER_HOST = hostOf(youtubeEmbedUrl("id"));

/** What each analytics provider records, as the notice says it. */
const ANALYTICS_RECORDS: Record<AnalyticsProvider, string> = {
  plausible:
    "which pages are viewed and a few named events (a booking completed, a video played, a quote exported)",
  umami:
    "which pages are viewed and a few named events (a booking completed, a video played, a quote exported)",
  cloudflare: "which pages are viewed",
};

/** The analytics provider's hosts, as a visitor would see them in their browser's tools. */
function analyticsHosts(choice: AnalyticsChoice): string {
  const { script, connect } = analyticsOrigins(choice);
  return [...new Set([...script, ...connect].map(hostOf))].join(" and ");
}

/** What the notice says about analytics: none, or the provider, what it records and when. */
function analyticsParagraph(choice: AnalyticsChoice | null): LegalRun[] {
  if (!choice)
    return [
      "This site uses no analytics. Nothing counts your visit, follows you from page to page or reports on you to anyone.",
    ];
  const name = ANALYTICS_PROVIDER_NAMES[choice.provider];
  return [
    "We count visits with ",
    { verbatim: name },
    `. It is cookieless: it stores nothing on your device. It records ${ANALYTICS_RECORDS[choice.provider]}, with the page address, the site that referred you, your browser type and your country. It records no personal data, does not identify you and does not track you across other sites. It is contacted on every page you view.`,
  ];
}

function analyticsParty(choice: AnalyticsChoice): ThirdParty {
  return {
    name: ANALYTICS_PROVIDER_NAMES[choice.provider],
    host: analyticsHosts(choice),
    does: "Counts visits for us without cookies or personal data, so we know which pages and videos are useful.",
    contacted: "On every page you view.",
  };
}

/**
 * What the notice says about YouTube, by how the owner's film pages show their player
 * (content/owner.ts `filmPagePlayer`): in the page, so a film's own page contacts YouTube when it
 * opens; or the still until play everywhere.
 */
const YOUTUBE_WORDS = {
  "in-page": {
    inShort:
      "Our booking forms and videos come from other companies, which are contacted only on the pages that show them; YouTube is contacted when you open a film's own page, and elsewhere only when you press play.",
    videos:
      "Our videos are hosted on YouTube. The still on each video card is a copy served by this site, so the pages that list our films send nothing to YouTube until you press play. A film's own page is different: its player is part of the page, in YouTube's privacy-enhanced mode and not playing until you press play, so your browser contacts YouTube when that page opens (this is what lets search engines list the page as a video). A “Watch on YouTube” link takes you to YouTube itself, where its own privacy policy applies.",
    contacted:
      "When you open a film's own page, whose player is part of the page; elsewhere only after you press play.",
  },
  "on-press": {
    inShort:
      "Our booking forms and videos come from other companies, which are contacted only on the pages that show them; YouTube is contacted only when you press play.",
    videos:
      "Our videos are hosted on YouTube. The still on each video card and film page is a copy served by this site, so reading our pages sends nothing to YouTube. YouTube is contacted only when you press play: the player then loads in its privacy-enhanced mode. A “Watch on YouTube” link takes you to YouTube itself, where its own privacy policy applies.",
    contacted: "Only after you press play.",
  },
} as const;

/** The privacy notice for an owner: the shipped site's is `privacyNotice` below. */
export function privacyNoticeFor(details: LegalOwner): LegalDocument {
  const { analytics } = details;
  const youtube = YOUTUBE_WORDS[filmPagePlayerOf(details)];
  const email = emailLink(details);
  return {
    contentsHeading: "On this page",
    updated: details.legal.updated,
    updatedLine: updatedLineFor(details.legal.updated),
    sections: [
      {
        id: "in-short",
        heading: "In short",
        blocks: [
          {
            kind: "list",
            items: [
              ["The site sets no cookies."],
              [
                "It keeps two small notes in your browser: the country you chose and, for one visit, the campaign link you arrived by.",
              ],
              [
                analytics
                  ? `${ANALYTICS_PROVIDER_NAMES[analytics.provider]} counts page views without cookies or personal data.`
                  : "It uses no analytics.",
              ],
              [youtube.inShort],
              ["We never sell your information."],
            ],
          },
        ],
      },
      whoWeAre(details, "notice"),
      {
        id: "what-we-collect",
        heading: "What we collect and why",
        blocks: [
          {
            kind: "paragraph",
            lead: "Booking and enquiry forms.",
            runs: [
              "When you book a call or send an enquiry through a form on this site, what you type (usually your name, email address, company and message, and the time you pick) goes to our scheduling provider, Moxie, which processes it for us and on our instructions. A form may also receive the address of the page it sits on, with the campaign tags of the link you arrived by, so we know which page or campaign led to your booking. We use what you send to reply, to hold the meeting and to prepare for it: that is a step you ask us to take, and answering enquiries is in our legitimate interest.",
            ],
          },
          {
            kind: "paragraph",
            lead: "Emails.",
            runs: [
              "When you email us, we receive your address and whatever you write, and use them to reply and to keep a record of our work together.",
            ],
          },
          {
            kind: "paragraph",
            lead: "Videos.",
            runs: [youtube.videos],
          },
          { kind: "paragraph", lead: "Analytics.", runs: analyticsParagraph(analytics) },
          {
            kind: "paragraph",
            lead: "Server logs.",
            runs: [
              "Whoever hosts the site keeps standard server logs of each request: the page asked for, the time, your IP address and your browser type. The host uses them to deliver the site and keep it secure, and keeps them for a limited time under its own policy.",
            ],
          },
          {
            kind: "paragraph",
            lead: "How long we keep it.",
            runs: [
              "We keep enquiries and booking details for as long as we need them to deal with your request and any work that follows, and then delete them.",
            ],
          },
        ],
      },
      {
        id: "who-else",
        heading: "Who else is involved",
        blocks: [
          {
            kind: "paragraph",
            runs: [
              "These services handle parts of the site for us. Each sees your IP address and browser type when it is contacted, as any website does.",
            ],
          },
          {
            kind: "thirdParties",
            doesLabel: "What it does",
            contactedLabel: "When it is contacted",
            parties: [
              {
                name: "Moxie (scheduling)",
                host: SCHEDULING_HOST,
                does: "Runs our booking and enquiry forms and receives what you type into them.",
                contacted:
                  "Only on a page with a booking form (the contact page, the meeting and audit booking pages, and the contact section of the home and MSP pricing pages), once the form comes into view.",
              },
              {
                name: "YouTube (video player)",
                host: PLAYER_HOST,
                does: "Plays our videos in privacy-enhanced mode. Once a video plays, YouTube's own privacy policy covers what it records.",
                contacted: youtube.contacted,
              },
              ...(analytics ? [analyticsParty(analytics)] : []),
              {
                name: "Our hosting provider",
                does: "Delivers the pages and keeps standard server logs.",
                contacted: "On every request.",
              },
            ],
          },
        ],
      },
      {
        id: "on-your-device",
        heading: "What the site stores on your device",
        blocks: [
          {
            kind: "paragraph",
            runs: ["The site sets no cookies. It keeps two small notes in your browser:"],
          },
          {
            kind: "list",
            items: [
              [
                { verbatim: COUNTRY_STORAGE_KEY, code: true },
                " (local storage): the country you chose, so prices and spelling match it next time. It stays until you clear this site's data in your browser.",
              ],
              [
                { verbatim: CAMPAIGN_STORAGE_KEY, code: true },
                " (session storage): the campaign tags of the link you arrived by (such as utm_source), so a booking made later in the same visit says where it came from. Your browser deletes it when you close the tab.",
              ],
            ],
          },
          {
            kind: "paragraph",
            runs: [
              "Neither holds anything that identifies you, and the site works if your browser blocks them.",
            ],
          },
        ],
      },
      {
        id: "your-rights",
        heading: "Your rights",
        blocks: [
          {
            kind: "paragraph",
            runs: [
              "If you are in the UK, data protection law (the UK GDPR and the Data Protection Act 2018) gives you the right to a copy of the personal information we hold about you, to have it corrected or deleted, to object to or limit how we use it, and to have it passed to you or another company in a usable form.",
            ],
          },
          {
            kind: "paragraph",
            runs: [
              "If you are in the United States, the privacy laws that apply depend on your state. Wherever you are, we will show you, correct or delete the personal information we hold about you when you ask.",
            ],
          },
          {
            kind: "paragraph",
            runs: [
              "To make a request, email ",
              email,
              ". We reply within one month, and there is no charge.",
            ],
          },
        ],
      },
      {
        id: "questions-and-complaints",
        heading: "Questions and complaints",
        blocks: [
          {
            kind: "paragraph",
            runs: ["Questions about this notice or your information are welcome at ", email, "."],
          },
          {
            kind: "paragraph",
            runs: [
              "If you are in the UK and unhappy with how we have handled your information, you can complain to the Information Commissioner's Office (ICO) at ",
              { text: "ico.org.uk/make-a-complaint", href: "https://ico.org.uk/make-a-complaint/" },
              " or on 0303 123 1113. We would be grateful for the chance to put things right first.",
            ],
          },
        ],
      },
      {
        id: "changes",
        heading: "Changes to this notice",
        blocks: [
          {
            kind: "paragraph",
            runs: [
              "When we change what the site collects or who we share it with, we update this notice and the date at the top of it.",
            ],
          },
        ],
      },
    ],
  };
}

export const privacyNotice = privacyNoticeFor(owner);
