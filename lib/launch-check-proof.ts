import type { OwnerImageKind } from "./owner-image-specs";

/*
 * The launch check's rules for the owner's proof: the clients' logos, the photos beside the
 * testimonials and the films' client quotes, and the sources of the solutions pages' statistics.
 * lib/launch-check.ts lists these rules among its own (after the testimonials), and their images
 * with the other owner images.
 */

/** The owner's details these rules read (content/owner-types.ts's OwnerDetails fits this shape). */
type ProofOwner = {
  founder: { portrait: string };
  testimonials: Record<string, { photo: string }>;
  videos: Record<string, { quote?: { photo?: string } }>;
  clientLogos: readonly { name: string; logo: string }[];
  statisticSources: Record<string, { citation: string; url: string }>;
};

type FieldValue = { field: string; value: string };

/** One row of the owner guide's launch check table, in lib/launch-check.ts's shape. */
type ProofRule = {
  field: string;
  what: string;
  standIn: string;
  blocking: boolean;
  values: (owner: ProofOwner) => FieldValue[];
  isStandIn: (value: string, field: string) => boolean;
};

/** The template's stand-in images are named for what they are: `/artwork/stand-in-….svg`. */
export function isStandInImage(src: string): boolean {
  return /(^|\/)stand-in-[^/]*$/.test(src.trim());
}

const photos = (owner: ProofOwner): FieldValue[] =>
  Object.entries(owner.testimonials).map(([key, testimonial]) => ({
    field: `testimonials.${key}.photo`,
    value: testimonial.photo,
  }));

export const PROOF_FIELD_RULES: readonly ProofRule[] = [
  {
    field: "testimonials.*.photo",
    what: "A square photo of the client you quote, in public/",
    standIn: "illustrated stand-ins, `/artwork/stand-in-client-photo-*.svg`",
    blocking: true,
    values: photos,
    isStandIn: (value) => isStandInImage(value),
  },
  {
    field: 'testimonials.*.photo ("")',
    what: "A face makes a quote believable: add the client's photo when you have one",
    standIn: '"" (their initials show instead)',
    blocking: false,
    values: photos,
    isStandIn: (value) => value.trim() === "",
  },
  {
    field: "clientLogos",
    what: "Your clients' logos in public/ (SVG, or PNG 528 px wide or more) with each client's name, or [] for no strip",
    standIn: "six designed stand-ins, `/artwork/stand-in-client-logo-*.svg`",
    blocking: true,
    values: (owner) =>
      owner.clientLogos.flatMap((client, index) => [
        { field: `clientLogos[${index}].name`, value: client.name },
        { field: `clientLogos[${index}].logo`, value: client.logo },
      ]),
    // An empty name would leave the logo without alt text; an empty file, a broken image.
    isStandIn: (value) => value.trim() === "" || isStandInImage(value),
  },
  {
    field: "statisticSources.*",
    // A launch never shows an unsourced statistic (content/statistic-figures.ts), so the warning
    // says what takes its place.
    what: 'Where each figure on the solutions pages comes from, as a reader would cite it, and its https:// address (or ""); without a citation a launch shows proof from your films in its place',
    standIn:
      '"" (a preview shows the figure without a source; a launch shows a figure from your films, linked to the film)',
    blocking: false,
    values: (owner) =>
      Object.entries(owner.statisticSources).flatMap(([key, source]) => [
        { field: `statisticSources.${key}.citation`, value: source.citation },
        { field: `statisticSources.${key}.url`, value: source.url },
      ]),
    isStandIn: (value, field) =>
      field.endsWith(".url")
        ? value.trim() !== "" && !/^https:\/\/[^/\s]+\.[^/\s]+/.test(value)
        : value.trim() === "",
  },
];

/** The proof's image files, by their field and the layout that shows them. */
export function proofImages(owner: ProofOwner): { field: string; src: string; kind: OwnerImageKind }[] {
  return [
    ...Object.entries(owner.testimonials).flatMap(([key, testimonial]) =>
      testimonial.photo
        ? [{ field: `testimonials.${key}.photo`, src: testimonial.photo, kind: "avatar" as const }]
        : [],
    ),
    // A film's client quote (its page's "In the client's words"): a face like a testimonial's.
    ...Object.entries(owner.videos).flatMap(([key, video]) => {
      const photo = video.quote?.photo?.trim();
      return photo ? [{ field: `videos.${key}.quote.photo`, src: photo, kind: "avatar" as const }] : [];
    }),
    ...owner.clientLogos.map((client, index) => ({
      field: `clientLogos[${index}].logo`,
      src: client.logo,
      kind: "clientLogo" as const,
    })),
  ];
}

/**
 * Second crops of images listed under another kind, which the build's image step also makes: the
 * founder's portrait as a square face (the booking pages, the calls to action). The manifest keeps
 * them under `cropKey(src, kind)`.
 */
export function extraCrops(owner: ProofOwner): { src: string; kind: OwnerImageKind }[] {
  return [{ src: owner.founder.portrait, kind: "avatar" }];
}
