import type { ActionBandCopy } from "./types";
import type { IconName } from "@/lib/icon-names";
import { site } from "./site";
import { owner } from "@/content/owner";

/* /podcast (docs/product.md §2, "Podcast"). The show's name, description and listing addresses are the owner's (content/owner.ts). */

const PODCAST_SPOTIFY_URL = owner.podcast.spotify;
const PODCAST_APPLE_URL = owner.podcast.apple;
const PODCAST_YOUTUBE_URL = owner.podcast.youtube;

type ListenLink = { id: string; label: string; platform: string; href: string; icon: IconName };

export const listenLinks = [
  {
    id: "spotify",
    label: "Listen on Spotify",
    platform: "Spotify",
    href: PODCAST_SPOTIFY_URL,
    icon: "music",
  },
  {
    id: "apple",
    label: "Listen on Apple Podcasts",
    platform: "Apple Podcasts",
    href: PODCAST_APPLE_URL,
    icon: "podcast",
  },
  {
    id: "youtube",
    label: "Watch on YouTube",
    platform: "YouTube",
    href: PODCAST_YOUTUBE_URL,
    icon: "youtube",
  },
] as const satisfies readonly ListenLink[];

type PodcastFeature = { id: string; title: string; body: string };

/** The words drawn on the show's cover artwork. */
export const podcastCoverArt = {
  title: owner.podcast.name.toUpperCase(),
  subtitle: owner.podcast.tagline.toUpperCase(),
} as const;

export const podcastAbout = {
  eyebrow: "About the show",
  heading: owner.podcast.aboutHeading,
  coverAlt: `${owner.podcast.name} podcast cover art: a microphone rising from a field of golden wheat`,
  paragraphs: owner.podcast.about,
  features: [
    {
      id: "conversations",
      title: "Honest conversations",
      body: "MSP leaders share what worked, what flopped and what they'd do differently, without the vendor gloss.",
    },
    {
      id: "playbooks",
      title: "Playbooks you can steal",
      body: "Practical scripts, QBR templates and pricing ideas you can put to work with a client the same week.",
    },
    {
      id: "short",
      title: "Made for the commute",
      body: "Focused episodes that fit between site visits, on every platform you already listen on.",
    },
  ],
} as const satisfies {
  eyebrow: string;
  heading: string;
  coverAlt: string;
  paragraphs: readonly string[];
  features: readonly PodcastFeature[];
};

export const podcastFollow = {
  heading: "Never miss an episode",
  lead: "New episodes, guest announcements and the best clips are shared first on LinkedIn.",
  actions: [{ label: "Follow on LinkedIn", href: site.linkedInUrl, external: true, icon: "linkedin" }],
  host: "Hosted by",
} as const satisfies ActionBandCopy;
