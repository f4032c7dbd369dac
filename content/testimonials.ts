import { owner } from "@/content/owner";
import { TESTIMONIAL_KEYS } from "./owner-types";

export type Testimonial = { id: string; quote: string; name: string; role: string; company: string };

/** The home page's client testimonials, in the owner's order (content/owner.ts). */
export const testimonials: readonly Testimonial[] = TESTIMONIAL_KEYS.map((key) => ({
  id: key,
  ...owner.testimonials[key],
}));

export const testimonialsCopy = {
  eyebrow: "What clients say",
  heading: "Don't Take Our Word for It",
} as const;
