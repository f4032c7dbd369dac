import { OWNER_IMAGE_SPECS, type OwnerImageKind } from "./owner-image-specs";
import { analyticsProblem, type AnalyticsChoice } from "./analytics/choice";
import { TEMPLATE_STAND_INS as TEMPLATE } from "./template-stand-ins";
import { POST_PLACEMENTS, VIDEO_PLACEMENTS, pageName, type Placement } from "./owner-placements";
import { isYouTubeId } from "./youtube";
import { FILM_FACT_RULES } from "./film-launch-check";
import { PROOF_FIELD_RULES, proofImages } from "./launch-check-proof";
import { staleAltTexts } from "./stale-alt-texts";
import { usPriceWarnings } from "./us-price-report";
import { addressMistake, emailMistake, videoIdMistake } from "./owner-value-mistakes";

export { describeUsFrom, describeUsPrice, usPriceReport } from "./us-price-report";

/*
 * The launch check (`npm run check:launch`): which of the owner's details are still the template's
 * stand-ins, and which of their images are missing, oversized or too small. A must-have (an address,
 * a name, the founder's first-person story, a figure or quote presented as the owner's, the company
 * the legal pages name) blocks a host build; a warning (the carousel's example posts, an image's
 * size, a video or post not supplied yet, whose cards a launch leaves out) is reported and the
 * build goes ahead. The same list of fields writes the owner guide's launch check table
 * (docs/owner-guide.md), so the two cannot drift apart.
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
  podcast: {
    name: string;
    tagline: string;
    headline: string;
    description: string;
    aboutHeading: string;
    about: readonly string[];
    spotify: string;
    apple: string;
    youtube: string;
  };
  scheduling: { workspace: string; forms: Record<string, string> };
  founder: {
    name: string;
    role: string;
    heading: string;
    bio: readonly string[];
    portrait: string;
    portraitAlt: string;
  };
  figures: Record<string, string>;
  testimonials: Record<string, { quote: string; name: string; role: string; company: string; photo: string }>;
  clientLogos: readonly { name: string; logo: string }[];
  statisticSources: Record<string, { citation: string; url: string }>;
  videos: Record<
    string,
    {
      id: string;
      uploadDate: string;
      duration?: string;
      summary?: readonly string[];
      quote?: { photo?: string };
    }
  >;
  videoPosters?: Record<string, string | undefined>;
  posts: Record<string, string>;
  carouselImpressions: Record<string, string>;
  carouselPosts: Record<string, { title: string; description: string; artwork: string; artworkAlt: string }>;
  eventPhotos: Record<string, { src: string; alt: string }>;
  showreel: CheckedFilm;
  solutionFilms?: Record<string, CheckedFilm | undefined>;
  legal: { companyName: string; address: readonly string[]; registration: string };
  analytics: AnalyticsChoice | null;
  usPrices?: Readonly<Record<string, number | null>>;
};

/** A hero's film as the check reads it (content/owner-types.ts, HeroFilm). */
type CheckedFilm = { mp4: string; webm: string; poster: string; description: string; captions?: string };

/** The showreel and each solutions page's own film, with the field path each is under. */
function heroFilms(owner: CheckedOwner): { field: string; film: CheckedFilm }[] {
  return [
    { field: "showreel", film: owner.showreel },
    ...Object.entries(owner.solutionFilms ?? {}).flatMap(([page, film]) =>
      film ? [{ field: `solutionFilms.${page}`, film }] : [],
    ),
  ];
}

/**
 * One finding: where it is, what to put there, and whether it blocks a launch (a must-have) or is
 * a warning the build goes ahead with. `wrong` marks a value the owner wrote, but wrongly (an
 * address without https://), where `what` says what is wrong and what to write; any other finding
 * is a stand-in still in place.
 */
export type Placeholder = { file: string; field: string; what: string; blocking: boolean; wrong?: true };

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
  /** Whether a host build refuses the stand-in (column "on a host"), or only warns. */
  blocking: boolean;
  values: (owner: CheckedOwner) => FieldValue[];
  isStandIn: (value: string, field: string) => boolean;
  /** What is wrong with a value the owner wrote (lib/owner-value-mistakes.ts), or null. */
  mistake?: (value: string, field: string) => string | null;
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

/** A paragraph list as one value, so a story counts as the template's only while all of it is. */
const paragraphs = (list: readonly string[]) => list.map((line) => line.trim()).join("\n");

/**
 * The template's value at a field path such as "testimonials.mspDirector.quote" (lists joined as
 * `paragraphs` joins them); undefined where the template has none.
 */
function templateValue(field: string): string | undefined {
  let value: unknown = TEMPLATE;
  for (const key of field.split(".")) value = (value as Record<string, unknown> | undefined)?.[key];
  if (Array.isArray(value)) return paragraphs(value as string[]);
  return typeof value === "string" ? value : undefined;
}

/** A field that still holds the template's own words (or nothing at all). */
function isTemplateCopy(value: string, field: string): boolean {
  return isStandInText(value) || value.trim() === templateValue(field)?.trim();
}

/** The fields of each item in a record, as "prefix.key.part". */
const eachPart = <T extends object>(
  prefix: string,
  record: Record<string, T>,
  parts: readonly (keyof T & string)[],
): FieldValue[] =>
  Object.entries(record).flatMap(([key, item]) =>
    parts.map((part) => {
      const value = item[part];
      return {
        field: `${prefix}.${key}.${part}`,
        value: Array.isArray(value) ? paragraphs(value as string[]) : String(value),
      };
    }),
  );

/**
 * Every owner-supplied value, in the order the owner guide lists them. The site URL is checked apart
 * (`siteUrlPlaceholder`), because the build can take it from the SITE_URL variable instead.
 */
const OWNER_FIELD_RULES: readonly OwnerFieldRule[] = [
  {
    field: "brand.name",
    what: "Your trading name (header, footer, share cards, printed quotes)",
    standIn: '"Human Channel Studio"',
    blocking: true,
    values: (owner) => one("brand.name", owner.brand.name),
    isStandIn: equalsTemplate("Human Channel Studio"),
  },
  {
    field: "brand.shortName",
    what: "Two to four letters: the monogram on share cards and icons, the quote's reference",
    standIn: '"HCS"',
    blocking: true,
    values: (owner) => one("brand.shortName", owner.brand.shortName),
    isStandIn: equalsTemplate("HCS"),
  },
  {
    field: "email",
    what: "The address enquiries go to",
    standIn: "`hello@humanchannel.example`",
    blocking: true,
    values: (owner) => one("email", owner.email),
    isStandIn: (value) =>
      isStandInText(value) || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) || onExampleDomain(value),
    mistake: emailMistake,
  },
  {
    field: "profiles.linkedIn, profiles.x",
    what: "Your LinkedIn and X profile addresses (https://…)",
    standIn: "`linkedin.com/in/your-profile`, `x.com/your-handle`",
    blocking: true,
    values: (owner) => each("profiles", owner.profiles, (url) => url),
    isStandIn: isStandInAddress,
    mistake: addressMistake,
  },
  {
    field: "podcast.spotify, podcast.apple, podcast.youtube",
    what: "The podcast's page on Spotify, Apple Podcasts and YouTube (https://…)",
    standIn: "`…/your-show-id`, `youtube.com/@your-channel`",
    blocking: true,
    values: (owner) =>
      (["spotify", "apple", "youtube"] as const).map((key) => ({
        field: `podcast.${key}`,
        value: owner.podcast[key],
      })),
    isStandIn: isStandInAddress,
    mistake: addressMistake,
  },
  {
    field: "podcast.name, .tagline, .headline, .description, .aboutHeading, .about",
    what: "Your podcast's name, tagline, heading and what it is about",
    standIn: "the template's show, Harvest",
    blocking: true,
    values: (owner) =>
      (["name", "tagline", "headline", "description", "aboutHeading", "about"] as const).map((key) => {
        const value = owner.podcast[key];
        return { field: `podcast.${key}`, value: typeof value === "string" ? value : paragraphs(value) };
      }),
    isStandIn: isTemplateCopy,
  },
  {
    field: "scheduling.workspace, scheduling.forms.*",
    what: "Your Moxie workspace and form slugs (from each form's share link)",
    standIn: "`placeholder-…` (frames offer the email route instead)",
    blocking: true,
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
    blocking: true,
    values: (owner) => [
      ...one("founder.name", owner.founder.name),
      ...one("founder.portrait", owner.founder.portrait),
      ...one("founder.portraitAlt", owner.founder.portraitAlt),
    ],
    isStandIn: (value, field) =>
      field === "founder.portraitAlt" ? isStandInText(value) : isTemplateCopy(value, field),
  },
  {
    field: "founder.role, founder.heading, founder.bio",
    what: "The founder's role, the section's heading and their story in their own words",
    standIn: "the template founder's first-person story",
    blocking: true,
    values: (owner) => [
      ...one("founder.role", owner.founder.role),
      ...one("founder.heading", owner.founder.heading),
      ...one("founder.bio", paragraphs(owner.founder.bio)),
    ],
    isStandIn: isTemplateCopy,
  },
  {
    field: "figures.*",
    what: "Your own figures, as shown (e.g. 1,200+)",
    standIn: '"1000+" MSPs, "10+" years',
    blocking: true,
    values: (owner) => each("figures", owner.figures, (figure) => figure),
    isStandIn: isTemplateCopy,
  },
  {
    field: "testimonials.*",
    what: "A real client's words, name, role and company",
    standIn: "representative quotes credited to made-up people",
    blocking: true,
    // A role such as "Managing Director" can be the client's own, so only the words, the person and
    // the company mark a quote as the template's.
    values: (owner) => eachPart("testimonials", owner.testimonials, ["quote", "name", "company"]),
    isStandIn: isTemplateCopy,
  },
  ...PROOF_FIELD_RULES,
  {
    field: "videos.*",
    what: "A YouTube video id (the 11 characters after watch?v=)",
    standIn: '"" (a preview shows the card as "Coming soon"; a launch leaves it out)',
    blocking: false,
    values: (owner) => each("videos", owner.videos, (video) => video.id),
    isStandIn: (value) => !isYouTubeId(value.trim()),
    mistake: videoIdMistake,
  },
  ...FILM_FACT_RULES,
  {
    field: "posts.*",
    what: "The address of the post on LinkedIn or X (https://…)",
    standIn: '"" (a preview shows the card without a link; a launch leaves it out)',
    blocking: false,
    values: (owner) => each("posts", owner.posts, (url) => url),
    isStandIn: isStandInAddress,
    mistake: addressMistake,
  },
  {
    field: "carouselImpressions.*",
    what: "The impressions LinkedIn reports for the post, as shown (e.g. 48,200)",
    standIn: "illustrative figures",
    blocking: true,
    values: (owner) => each("carouselImpressions", owner.carouselImpressions, (figure) => figure),
    isStandIn: isTemplateCopy,
  },
  {
    field: "carouselPosts.*",
    what: "Your post's title, a line on what it did, its square image in public/ and what it shows",
    standIn: "the template's example posts and designed artwork",
    blocking: false,
    // The title and the image stand for the post: a new post changes both, and its line and alt
    // text with them.
    values: (owner) => eachPart("carouselPosts", owner.carouselPosts, ["title", "artwork"]),
    isStandIn: isTemplateCopy,
  },
  {
    field: "showreel.mp4, .poster, .description",
    what: "Your showreel: an MP4 in public/showreel/ (the home hero, and its Watch the reel button), a still from it and what it shows",
    standIn: '"" (the heroes show designed still artwork)',
    blocking: false,
    // The WebM is optional: browsers that cannot play it take the MP4.
    values: (owner) =>
      (["mp4", "poster", "description"] as const).map((key) => ({
        field: `showreel.${key}`,
        value: owner.showreel[key],
      })),
    isStandIn: isStandInText,
  },
  {
    field: "eventPhotos.*.src",
    what: "A photo from your events, saved in public/events/ (and its alt text)",
    standIn: "designed artwork, `/events/<name>.svg`",
    blocking: true,
    values: (owner) => each("eventPhotos", owner.eventPhotos, (photo) => photo.src),
    isStandIn: (value, field) => equalsTemplate(`/events/${field.split(".")[1]}.svg`)(value),
  },
  {
    field: "legal.companyName, legal.address, legal.registration",
    what: 'Your company\'s name, address and registration ("" if none), as the privacy notice and terms show them',
    standIn: '"Human Channel Studio Ltd", "1 Example Street", company number 00000000',
    blocking: true,
    values: (owner) => [
      ...one("legal.companyName", owner.legal.companyName),
      ...one("legal.address", paragraphs(owner.legal.address)),
      ...one("legal.registration", owner.legal.registration),
    ],
    // A business with no company number writes "": that is the owner's answer, not a stand-in.
    isStandIn: (value, field) =>
      field === "legal.registration" ? value.trim() === templateValue(field) : isTemplateCopy(value, field),
  },
  {
    field: "analytics",
    what: "null (off), or one cookieless service written as docs/owner-guide.md shows (an https:// host, a non-empty id)",
    standIn: "null: no analytics",
    blocking: true,
    // Off is a complete answer; only an entry no tracker can start from is reported.
    values: (owner) => (owner.analytics ? one("analytics", analyticsProblem(owner.analytics) ?? "") : []),
    isStandIn: (problem) => problem !== "",
  },
];

const SITE_URL_RULE = {
  field: "siteUrl",
  what: "The live site's address, e.g. https://www.yourstudio.co.uk (or set the SITE_URL build variable)",
  standIn: "`https://www.example.com`",
  blocking: true,
} as const;

/**
 * The site URL a build would use counts as a stand-in while unset or on a reserved example domain,
 * and as wrong when written without https:// or as no address at all.
 */
function siteUrlPlaceholder(owner: CheckedOwner, siteUrlVariable: string | undefined): Placeholder | null {
  const effective = siteUrlVariable?.trim() || owner.siteUrl;
  const file = `${OWNER_FILE} (or SITE_URL)`;
  const mistake = isStandInText(effective) ? null : addressMistake(effective);
  if (mistake) return { file, field: "siteUrl", what: mistake, blocking: true, wrong: true };
  if (!isStandInAddress(effective)) return null;
  return { file, field: "siteUrl", what: SITE_URL_RULE.what, blocking: true };
}

/** Every stand-in still in place, in the owner guide's order; empty when the site is ready to launch. */
export function findPlaceholders(owner: CheckedOwner, siteUrlVariable: string | undefined): Placeholder[] {
  const found: Placeholder[] = [];
  const siteUrl = siteUrlPlaceholder(owner, siteUrlVariable);
  if (siteUrl) found.push(siteUrl);
  for (const rule of OWNER_FIELD_RULES) {
    for (const { field, value } of rule.values(owner)) {
      const mistake = isStandInText(value) ? null : rule.mistake?.(value, field);
      if (mistake)
        found.push({ file: OWNER_FILE, field, what: mistake, blocking: rule.blocking, wrong: true });
      else if (rule.isStandIn(value, field))
        found.push({ file: OWNER_FILE, field, what: rule.what, blocking: rule.blocking });
    }
  }
  // An alt text left describing the template's picture misleads as much as the picture would.
  for (const { field, what } of staleAltTexts(owner))
    if (!found.some((item) => item.field === field))
      found.push({ file: OWNER_FILE, field, what, blocking: true });
  found.push(...usPriceWarnings(owner.usPrices));
  return found;
}

/**
 * The cards a launch leaves out for this owner: each video without an id and each post without an
 * address, at every place it shows (lib/owner-placements.ts), in page order.
 */
export function hiddenOnLaunch(owner: CheckedOwner): Placement[] {
  const missing = (
    placements: Record<string, readonly Placement[]>,
    record: Record<string, string>,
    isSupplied: (value: string) => boolean,
  ) => Object.entries(record).flatMap(([key, value]) => (isSupplied(value) ? [] : (placements[key] ?? [])));
  const videoIds = Object.fromEntries(Object.entries(owner.videos).map(([key, video]) => [key, video.id]));
  const cards = [
    ...missing(VIDEO_PLACEMENTS, videoIds, (id) => isYouTubeId(id.trim())),
    ...missing(POST_PLACEMENTS, owner.posts, (url) => !isStandInAddress(url)),
  ];
  const pageOrder = [
    ...new Set(
      [...Object.values(VIDEO_PLACEMENTS), ...Object.values(POST_PLACEMENTS)].flat().map((card) => card.page),
    ),
  ];
  return cards.sort((a, b) => pageOrder.indexOf(a.page) - pageOrder.indexOf(b.page));
}

/** One left-out card as the launch check prints it: `Portfolio (/portfolio/): "Title"`. */
export function describeHidden(card: Placement): string {
  return `${pageName(card.page)}: “${card.card}”`;
}

/** What the check knows of an image file: its size in bytes and, for a photo, its pixels. */
export type ImageFacts = { bytes: number; width?: number; height?: number };

/** A file larger than this is far more than any layout here needs (a phone's full-size JPEG). */
const OVERSIZED_BYTES = 5 * 1024 * 1024;

/** Every owner image, by its field and the layout that shows it. */
export function ownerImages(owner: CheckedOwner): { field: string; src: string; kind: OwnerImageKind }[] {
  return [
    { field: "founder.portrait", src: owner.founder.portrait, kind: "portrait" as const },
    ...Object.entries(owner.eventPhotos).map(([key, photo]) => ({
      field: `eventPhotos.${key}`,
      src: photo.src,
      kind: "eventPhoto" as const,
    })),
    ...Object.entries(owner.carouselPosts).map(([key, post]) => ({
      field: `carouselPosts.${key}.artwork`,
      src: post.artwork,
      kind: "postArtwork" as const,
    })),
    ...Object.entries(owner.videoPosters ?? {}).flatMap(([key, src]) =>
      src ? [{ field: `videoPosters.${key}`, src, kind: "videoPoster" as const }] : [],
    ),
    ...heroFilms(owner).flatMap(({ field, film }) =>
      film.poster ? [{ field: `${field}.poster`, src: film.poster, kind: "showreelPoster" as const }] : [],
    ),
    ...proofImages(owner),
  ];
}

/** The films' clips and captions the owner named (none while the fields are empty). */
export function ownerClips(owner: CheckedOwner): { field: string; src: string }[] {
  return heroFilms(owner).flatMap(({ field, film }) =>
    (["mp4", "webm", "captions"] as const)
      .map((key) => ({ field: `${field}.${key}`, src: film[key] ?? "" }))
      .filter(({ src }) => src !== ""),
  );
}

/** A looping hero clip over this size costs a phone visitor more than the clip is worth. */
const OVERSIZED_CLIP_BYTES = 8 * 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * The owner's images that the site would not have (an address on the site, "/founder.jpg", with no
 * file of that name in the public folder: a must-have), and those it has at a size that does not
 * fit the layout (warnings): a file over 5 MB, or a photo narrower than the layout's largest
 * width. `inspect` answers for a path inside the public folder (undefined when there is no file),
 * so this stays free of the file system and of any image library.
 */
export function findImageProblems(
  owner: CheckedOwner,
  inspect: (publicPath: string) => ImageFacts | undefined,
): Placeholder[] {
  const found: Placeholder[] = [];
  for (const { field, src, kind } of ownerImages(owner)) {
    if (!src.startsWith("/")) continue;
    const facts = inspect(src);
    const finding = (what: string, blocking: boolean) =>
      found.push({ file: OWNER_FILE, field, what, blocking });
    if (!facts) {
      finding(`No file at public${src}: add the image there`, true);
      continue;
    }
    const spec = OWNER_IMAGE_SPECS[kind];
    if (facts.bytes > OVERSIZED_BYTES)
      finding(
        `public${src} is ${megabytes(facts.bytes)}: export it at about ${spec.supply} (well under 1 MB); the build resizes it either way`,
        false,
      );
    if (facts.width !== undefined && facts.width < spec.minWidth)
      finding(
        `public${src} is ${facts.width} px wide: at least ${spec.minWidth} px looks sharp (${spec.supply})`,
        false,
      );
  }
  for (const { field, src } of ownerClips(owner)) {
    const facts = src.startsWith("/") ? inspect(src) : undefined;
    const finding = (what: string, blocking: boolean) =>
      found.push({ file: OWNER_FILE, field, what, blocking });
    if (!facts) finding(`No file at public${src}: add the file there`, true);
    else if (facts.bytes > OVERSIZED_CLIP_BYTES)
      finding(
        `public${src} is ${megabytes(facts.bytes)}: a hero loop plays well at 1280 × 720 under 4 MB`,
        false,
      );
  }
  return found;
}

/** The owner guide's launch check table (docs/owner-guide.md), written from the rules above. */
export function ownerContentTable(): string {
  const rows = [SITE_URL_RULE, ...OWNER_FIELD_RULES].map(
    (rule) =>
      `| \`${rule.field}\` | ${rule.what} | ${rule.standIn} | ${rule.blocking ? "refuses the build" : "warns"} |`,
  );
  return [
    "| field in `content/owner.ts` | what to put there | until then | on a host |",
    "| --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}
