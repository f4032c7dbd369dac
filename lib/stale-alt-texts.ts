import { TEMPLATE_STAND_INS as TEMPLATE } from "./template-stand-ins";

/*
 * An owner who swaps the template's picture for their own photo can leave its alt text behind:
 * the page then tells visitors who cannot see it about the template's artwork ("A speaker on a
 * large stage…") instead of the owner's photo. The launch check reports an image whose file is the
 * owner's but whose alt text is still the template's, or empty.
 */

/** The owner's images that carry their own alt text, as the launch check reads them. */
export type OwnerImagesWithAlt = {
  founder: { portrait: string; portraitAlt: string };
  eventPhotos: Record<string, { src: string; alt: string }>;
  carouselPosts: Record<string, { artwork: string; artworkAlt: string }>;
};

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

/**
 * Each of the owner's own images (not the template's file) whose alt text is empty or still the
 * template's, as the alt text's field and what to write there.
 */
export function staleAltTexts(owner: OwnerImagesWithAlt): { field: string; what: string }[] {
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
