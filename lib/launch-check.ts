import { isYouTubeId } from "./youtube";

/*
 * The launch check (`npm run check:launch`): which of the owner's details are still the template's
 * stand-ins. The same list of fields writes the owner guide's launch check table (docs/owner-guide.md), so the
 * two cannot drift apart.
 */

const OWNER_FILE = "content/owner.ts";

/**
 * The owner's details as the check reads them: content/owner-types.ts's OwnerDetails fits this
 * shape. lib/ cannot import content/, and the check reports whatever keys each record holds.
 */
type CheckedOwner = {
  brand: { name: string; shortName: string };
  siteUrl: string;
  email: string;
  profiles: Record<string, string>;
  podcast: Record<string, string>;
  scheduling: { workspace: string; forms: Record<string, string> };
  founder: { name: string; portrait: string; portraitAlt: string };
  testimonials: Record<string, { name: string }>;
  videos: Record<string, string>;
  posts: Record<string, string>;
  carouselImpressions: Record<string, string>;
  eventPhotos: Record<string, { src: string }>;
};

/** One stand-in still in place: where it is and what to put there. */
export type Placeholder = { file: string; field: string; what: string };

/** A value as the check sees it: its field path in the owner's details and the value there. */
type FieldValue = { field: string; value: string };

/** One kind of owner-supplied value: a row of the owner guide's table, one or more fields in the file. */
type OwnerFieldRule = {
  /** The field, or the pattern of fields, in content/owner.ts (column "where"). */
  field: string;
  /** What to put there (column "what"; also printed by the check). */
  what: string;
  /** What the template ships with (column "until then"). */
  standIn: string;
  values: (owner: CheckedOwner) => FieldValue[];
  isStandIn: (value: string, field: string) => boolean;
};

/** Domains reserved for documentation (RFC 2606), which the template's addresses use. */
function onExampleDomain(address: string): boolean {
  const host = address.includes("@") && !address.includes("/") ? address.split("@")[1] : hostOf(address);
  if (!host) return true;
  return /(^|\.)example(\.(com|org|net))?$/i.test(host) || /\.(test|invalid|localhost)$/i.test(host);
}

function hostOf(address: string): string | undefined {
  try {
    return new URL(address).hostname;
  } catch {
    return undefined;
  }
}

/** Words the template's stand-in addresses and slugs are made of. */
const STAND_IN_WORDS = /placeholder|your-(profile|handle|show-id|channel)/i;

function isStandInText(value: string): boolean {
  return value.trim() === "" || STAND_IN_WORDS.test(value);
}

function isStandInAddress(value: string): boolean {
  return (
    isStandInText(value) ||
    hostOf(value) === undefined ||
    !value.startsWith("https://") ||
    onExampleDomain(value)
  );
}

/** One field whose value is exactly what the template shipped (a name or figure that looks real). */
function equalsTemplate(templateValue: string) {
  return (value: string) => isStandInText(value) || value.trim() === templateValue;
}

const one = (field: string, value: string): FieldValue[] => [{ field, value }];

const each = <T>(prefix: string, record: Record<string, T>, pick: (item: T) => string): FieldValue[] =>
  Object.entries(record).map(([key, item]) => ({ field: `${prefix}.${key}`, value: pick(item) }));

/** The template's illustrative figures for the carousel's reach, per post. */
const TEMPLATE_IMPRESSIONS: Record<string, string> = {
  outgrownIt: "48,200",
  credibilityQuote: "31,750",
  summitRecap: "27,400",
  downtimeThread: "19,900",
  testimonialCutdown: "22,600",
  founderStory: "36,100",
};

/** The representative people the template's testimonials are credited to. */
const TEMPLATE_TESTIMONIAL_NAMES = ["James Okafor", "Priya Raman"];

/**
 * Every owner-supplied value, in the order the owner guide lists them. The site URL is checked apart
 * (`siteUrlPlaceholder`), because the build can take it from the SITE_URL variable instead.
 */
const OWNER_FIELD_RULES: readonly OwnerFieldRule[] = [
  {
    field: "brand.name",
    what: "Your trading name (header, footer, share cards, printed quotes)",
    standIn: '"Human Channel Studio"',
    values: (owner) => one("brand.name", owner.brand.name),
    isStandIn: equalsTemplate("Human Channel Studio"),
  },
  {
    field: "brand.shortName",
    what: "Two to four letters for the printed quote's reference",
    standIn: '"HCS"',
    values: (owner) => one("brand.shortName", owner.brand.shortName),
    isStandIn: equalsTemplate("HCS"),
  },
  {
    field: "email",
    what: "The address enquiries go to",
    standIn: "`hello@humanchannel.example`",
    values: (owner) => one("email", owner.email),
    isStandIn: (value) =>
      isStandInText(value) || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) || onExampleDomain(value),
  },
  {
    field: "profiles.linkedIn, profiles.x",
    what: "Your LinkedIn and X profile addresses (https://…)",
    standIn: "`linkedin.com/in/your-profile`, `x.com/your-handle`",
    values: (owner) => each("profiles", owner.profiles, (url) => url),
    isStandIn: isStandInAddress,
  },
  {
    field: "podcast.spotify, podcast.apple, podcast.youtube",
    what: "The podcast's page on Spotify, Apple Podcasts and YouTube (https://…)",
    standIn: "`…/your-show-id`, `youtube.com/@your-channel`",
    values: (owner) => each("podcast", owner.podcast, (url) => url),
    isStandIn: isStandInAddress,
  },
  {
    field: "scheduling.workspace, scheduling.forms.*",
    what: "Your Moxie workspace and form slugs (from each form's share link)",
    standIn: "`placeholder-…` (frames offer the email route instead)",
    values: (owner) => [
      ...one("scheduling.workspace", owner.scheduling.workspace),
      ...each("scheduling.forms", owner.scheduling.forms, (slug) => slug),
    ],
    isStandIn: (value) => isStandInText(value) || !/^[A-Za-z0-9_-]+$/.test(value),
  },
  {
    field: "founder.name, founder.portrait, founder.portraitAlt",
    what: "The founder's name, a portrait in public/ and what it shows",
    standIn: '"Sarah Whitfield", illustrated artwork',
    values: (owner) => each("founder", owner.founder, (value) => value),
    isStandIn: (value, field) =>
      field === "founder.name"
        ? equalsTemplate("Sarah Whitfield")(value)
        : field === "founder.portrait"
          ? equalsTemplate("/artwork/founder-portrait.svg")(value)
          : isStandInText(value),
  },
  {
    field: "testimonials.*",
    what: "A real client's words, name, role and company",
    standIn: "representative quotes credited to made-up people",
    values: (owner) => each("testimonials", owner.testimonials, (quote) => quote.name),
    isStandIn: (value) => isStandInText(value) || TEMPLATE_TESTIMONIAL_NAMES.includes(value.trim()),
  },
  {
    field: "videos.*",
    what: "A YouTube video id (the 11 characters after watch?v=)",
    standIn: '"" (the card shows "Coming soon", no play button)',
    values: (owner) => each("videos", owner.videos, (id) => id),
    isStandIn: (value) => !isYouTubeId(value),
  },
  {
    field: "posts.*",
    what: "The address of the post on LinkedIn or X (https://…)",
    standIn: '"" (no "view original post" link)',
    values: (owner) => each("posts", owner.posts, (url) => url),
    isStandIn: isStandInAddress,
  },
  {
    field: "carouselImpressions.*",
    what: "The impressions LinkedIn reports for the post, as shown (e.g. 48,200)",
    standIn: "illustrative figures",
    values: (owner) => each("carouselImpressions", owner.carouselImpressions, (figure) => figure),
    isStandIn: (value, field) =>
      isStandInText(value) || value.trim() === TEMPLATE_IMPRESSIONS[field.split(".")[1] ?? ""],
  },
  {
    field: "eventPhotos.*.src",
    what: "A photo from your events, saved in public/events/ (and its alt text)",
    standIn: "designed artwork, `/events/<name>.svg`",
    values: (owner) => each("eventPhotos", owner.eventPhotos, (photo) => photo.src),
    isStandIn: (value, field) => equalsTemplate(`/events/${field.split(".")[1]}.svg`)(value),
  },
];

const SITE_URL_RULE = {
  field: "siteUrl",
  what: "The live site's address, e.g. https://www.yourstudio.co.uk (or set the SITE_URL build variable)",
  standIn: "`https://www.example.com`",
} as const;

/** The site URL a build would use counts as a stand-in while unset or on a reserved example domain. */
function siteUrlPlaceholder(owner: CheckedOwner, siteUrlVariable: string | undefined): Placeholder | null {
  const effective = siteUrlVariable?.trim() || owner.siteUrl;
  if (!isStandInAddress(effective)) return null;
  return { file: `${OWNER_FILE} (or SITE_URL)`, field: "siteUrl", what: SITE_URL_RULE.what };
}

/** Every stand-in still in place, in the owner guide's order; empty when the site is ready to launch. */
export function findPlaceholders(owner: CheckedOwner, siteUrlVariable: string | undefined): Placeholder[] {
  const found: Placeholder[] = [];
  const siteUrl = siteUrlPlaceholder(owner, siteUrlVariable);
  if (siteUrl) found.push(siteUrl);
  for (const rule of OWNER_FIELD_RULES) {
    for (const { field, value } of rule.values(owner)) {
      if (rule.isStandIn(value, field)) found.push({ file: OWNER_FILE, field, what: rule.what });
    }
  }
  return found;
}

/**
 * The owner's images that point at a file the site would not have: an address on the site
 * ("/founder.jpg") with no file of that name in the public folder. `exists` answers for a path
 * inside it, so this stays free of the file system.
 */
export function findMissingImages(
  owner: CheckedOwner,
  exists: (publicPath: string) => boolean,
): Placeholder[] {
  const images = [
    { field: "founder.portrait", value: owner.founder.portrait },
    ...each("eventPhotos", owner.eventPhotos, (photo) => photo.src),
  ];
  return images
    .filter(({ value }) => value.startsWith("/") && !exists(value))
    .map(({ field, value }) => ({
      file: OWNER_FILE,
      field,
      what: `No file at public${value}: add the image there`,
    }));
}

/** The owner guide's launch check table (docs/owner-guide.md), written from the rules above. */
export function ownerContentTable(): string {
  const rows = [SITE_URL_RULE, ...OWNER_FIELD_RULES].map(
    (rule) => `| \`${rule.field}\` | ${rule.what} | ${rule.standIn} |`,
  );
  return [
    "| field in `content/owner.ts` | what to put there | until then |",
    "| --- | --- | --- |",
    ...rows,
  ].join("\n");
}
