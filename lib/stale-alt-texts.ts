import { isStandInImage } from "./launch-check-proof";
import { TEMPLATE_STAND_INS as TEMPLATE } from "./template-stand-ins";

/*
 * An owner who swaps the template's picture for their own photo can leave its alt text behind:
 * the page then tells visitors who cannot see it about the template's artwork ("A speaker on a
 * large stage…") instead of the owner's photo. The launch check reports an image whose file is the
 * owner's but whose alt text is still the template's, or empty.
 *
 * Two kinds of picture have no alt field of their own: a client's photo beside their quote is
 * read as "Photo of" their name (content/testimonials.ts), and a client's logo as the client's name
 * (components/sections/shared/client-logos.tsx). There the name is the alt text, so the owner's
 * file under one of the template's made-up names is reported at the name. An empty name and a
 * stand-in file are the proof rules' to refuse (lib/launch-check-proof.ts), not reported here.
 */

/** The owner's images that carry their own alt text, or a name read as one, as the launch check reads them. */
export type OwnerImagesWithAlt = {
  founder: { portrait: string; portraitAlt: string };
  eventPhotos: Record<string, { src: string; alt: string }>;
  carouselPosts: Record<string, { artwork: string; artworkAlt: string }>;
  testimonials: Record<string, { name: string; photo: string }>;
  clientLogos: readonly { name: string; logo: string }[];
};

type Finding = { field: string; what: string };

/** One image: its file and alt text, their fields, and what the template ships in each. */
type ImageWithAlt = {
  field: string;
  src: string;
  altField: string;
  alt: string;
  template: { src: string; alt: string } | undefined;
};

function imagesWithAlt(owner: OwnerImagesWithAlt): ImageWithAlt[] {
  const founder = TEMPLATE.founder;
  const events: Record<string, { src: string; alt: string }> = TEMPLATE.eventPhotos;
  const posts: Record<string, { artwork: string; artworkAlt: string }> = TEMPLATE.carouselPosts;
  return [
    {
      field: "founder.portrait",
      src: owner.founder.portrait,
      altField: "founder.portraitAlt",
      alt: owner.founder.portraitAlt,
      template: { src: founder.portrait, alt: founder.portraitAlt },
    },
    ...Object.entries(owner.eventPhotos).map(([key, photo]) => ({
      field: `eventPhotos.${key}.src`,
      src: photo.src,
      altField: `eventPhotos.${key}.alt`,
      alt: photo.alt,
      template: events[key],
    })),
    ...Object.entries(owner.carouselPosts).map(([key, post]) => {
      const template = posts[key];
      return {
        field: `carouselPosts.${key}.artwork`,
        src: post.artwork,
        altField: `carouselPosts.${key}.artworkAlt`,
        alt: post.artworkAlt,
        template: template && { src: template.artwork, alt: template.artworkAlt },
      };
    }),
  ];
}

/** An image whose alt text is written for it: stale while empty or the template's beside the owner's file. */
function staleAlts(owner: OwnerImagesWithAlt): Finding[] {
  return imagesWithAlt(owner).flatMap(({ field, src, altField, alt, template }) => {
    if (!template || src.trim() === template.src) return [];
    if (alt.trim() !== "" && alt.trim() !== template.alt) return [];
    return [
      {
        field: altField,
        what: `The picture at ${field} is yours, but its alt text ${alt.trim() === "" ? "is empty" : "still describes the template's artwork"}: say what your picture shows`,
      },
    ];
  });
}

/** A file the owner supplied: neither empty nor one of the template's stand-ins. */
const isOwnersFile = (src: string) => src.trim() !== "" && !isStandInImage(src);

/** A name the template gives one of its made-up clients, in any of the places it uses them. */
function templateName(names: readonly string[]) {
  const known = new Set(names.map((name) => name.trim().toLowerCase()));
  return (name: string) => name.trim() !== "" && known.has(name.trim().toLowerCase());
}

const isTemplatePerson = templateName(Object.values(TEMPLATE.testimonials).map((client) => client.name));
const isTemplateClient = templateName(TEMPLATE.clientLogos.map((client) => client.name));

/** A client's photo or logo of the owner's, still read aloud under a name the template made up. */
function staleNames(owner: OwnerImagesWithAlt): Finding[] {
  const photos = Object.entries(owner.testimonials).flatMap(([key, client]) =>
    isOwnersFile(client.photo) && isTemplatePerson(client.name)
      ? [
          {
            field: `testimonials.${key}.name`,
            what: `The photo at testimonials.${key}.photo is yours, but visitors who cannot see it hear it named after the template's made-up client, ${client.name.trim()}: write the name of the person it shows`,
          },
        ]
      : [],
  );
  const logos = owner.clientLogos.flatMap((client, index) =>
    isOwnersFile(client.logo) && isTemplateClient(client.name)
      ? [
          {
            field: `clientLogos[${index}].name`,
            what: `The logo at clientLogos[${index}].logo is yours, but its name, read aloud as the logo's alt text, is still the template's made-up client, ${client.name.trim()}: write your client's name`,
          },
        ]
      : [],
  );
  return [...photos, ...logos];
}

/**
 * Each of the owner's own images (not the template's file) whose alt text is empty or still the
 * template's, or whose name read as one is still the template's, as the field to change and what
 * to write there.
 */
export function staleAltTexts(owner: OwnerImagesWithAlt): Finding[] {
  return [...staleAlts(owner), ...staleNames(owner)];
}
