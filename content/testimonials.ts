import { owner } from "@/content/owner";
import { TESTIMONIAL_KEYS } from "./owner-types";

/** A client's words with their name, role, company and, when the owner gave one, their photo. */
export type Testimonial = {
  id: (typeof TESTIMONIAL_KEYS)[number];
  quote: string;
  name: string;
  role: string;
  company: string;
  /** An image in public/, or "" (their initials show instead). */
  photo: string;
  photoAlt: string;
};

/** The home page's client testimonials, in the owner's order (content/owner.ts). */
export const testimonials: readonly Testimonial[] = TESTIMONIAL_KEYS.map((key) => ({
  id: key,
  ...owner.testimonials[key],
  photoAlt: `Photo of ${owner.testimonials[key].name}`,
}));

/** One testimonial by its key: the MSP client's on /msp-solutions/, the vendor's on /vendor-solutions/. */
export function testimonialFor(key: Testimonial["id"]): Testimonial {
  const found = testimonials.find((testimonial) => testimonial.id === key);
  if (!found) throw new Error(`no testimonial ${key}`);
  return found;
}

export const testimonialsCopy = {
  eyebrow: "What clients say",
  heading: "Don't take our word for it",
} as const;
