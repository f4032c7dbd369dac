import { owner } from "@/content/owner";
import { showreel } from "@/content/showreel";
import type { OwnerImageKind } from "@/lib/owner-image-specs";

/*
 * The picture each inner page's hero carries (components/layout/page-hero.tsx), chosen to belong
 * to its page: the owner's own photos where one fits (people talking for "get in touch", an
 * interview shoot for the MSP packages built on one interview a month), and designed stills from the brand
 * where none does. The template's photos are its designed event artwork, so every hero is
 * pictured before the owner adds a single file, and becomes the owner's photo when they do.
 */

/** One of the owner's photos, in the crop the build makes for its kind. */
export type HeroPhoto = {
  kind: "photo";
  src: string;
  alt: string;
  crop: OwnerImageKind;
};

/** A video call framed like a shoot: the meeting's length on the clock, and who is on the call. */
export type CallStill = {
  kind: "call";
  /** The call's length, as the call's clock shows it (e.g. "15:00"). */
  clock: string;
  strap: string;
  detail: string;
};

/** A clapperboard slated for the quote being built. */
export type SlateStill = { kind: "slate"; fields: readonly { label: string; value: string }[] };

export type HeroPicture = HeroPhoto | CallStill | SlateStill;

const photo = (image: { src: string; alt: string }, crop: OwnerImageKind): HeroPhoto => ({
  kind: "photo",
  src: image.src,
  alt: image.alt,
  crop,
});

/** The call's facts, in the lower third of the call still. */
const callDetail = (minutes: number) => `${minutes} minutes · video call · free`;

/** The words on the call still's tiles, read nowhere else (the still is decoration). */
export const callStillLabels = { you: "You", us: owner.founder.name } as const;

export const heroPictures = {
  pricing: photo(owner.eventPhotos.camera, "eventPhoto"),
  mspPricing: photo(owner.eventPhotos.interview, "eventPhoto"),
  vendorPricing: photo(owner.eventPhotos.keynote, "eventPhoto"),
  podcast: photo(owner.eventPhotos.fireside, "eventPhoto"),
  contact: photo(owner.eventPhotos.networking, "eventPhoto"),
  bookAudit: photo(owner.eventPhotos.workshop, "eventPhoto"),
  // The showreel's still where there is one: the work, on the page of the work.
  portfolio: showreel
    ? photo({ src: showreel.poster, alt: "" }, "showreelPoster")
    : photo(owner.eventPhotos.livestream, "eventPhoto"),
  meeting15: { kind: "call", clock: "15:00", strap: "Virtual coffee chat", detail: callDetail(15) },
  meeting30: { kind: "call", clock: "30:00", strap: "Discovery call", detail: callDetail(30) },
  meeting60: { kind: "call", clock: "60:00", strap: "Strategy session", detail: callDetail(60) },
  masterPricing: {
    kind: "slate",
    fields: [
      { label: "Production", value: "Your quote" },
      { label: "Scene", value: "1" },
      { label: "Take", value: "1" },
    ],
  },
} as const satisfies Record<string, HeroPicture>;
