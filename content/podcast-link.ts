import { owner } from "@/content/owner";
import { ROUTES } from "@/lib/routes";

/**
 * The header's podcast button, named after the owner's show. Kept apart from content/navigation.ts,
 * which the mobile menu (a client island) imports: the owner's details are one object, so a client
 * module that imports any of it ships all of it to the browser. The menu gets this as a prop.
 */
export const harvestLink = {
  href: ROUTES.podcast,
  label: owner.podcast.name,
  mobileLabel: `${owner.podcast.name}! Podcast`,
} as const;

export type PodcastLink = typeof harvestLink;
