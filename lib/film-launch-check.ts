import { dateMistake } from "./owner-value-mistakes";
import { durationSeconds } from "./video-facts";
import { isYouTubeId } from "./youtube";

/*
 * The launch check's rules for the owner's facts about each film (content/owner.ts `videos`),
 * wired into lib/launch-check.ts beside the id rule. A film a launch will show (one with an id)
 * needs the day it was published: search engines list a video without one as invalid, so a host
 * build refuses it. A running time that is missing or cannot be read, and a film without a
 * summary, are warnings: the film's page then goes without them, and reads thinner for it.
 */

/** The owner's details as these rules read them (content/owner-types.ts's OwnerVideo fits). */
type FilmFactsOwner = {
  videos: Record<string, { id: string; uploadDate: string; duration?: string; summary?: readonly string[] }>;
};

type FieldValue = { field: string; value: string };

/** The films a launch shows: those with a YouTube id. */
function shownVideos(owner: FilmFactsOwner) {
  return Object.entries(owner.videos).filter(([, video]) => isYouTubeId(video.id.trim()));
}

export const FILM_FACT_RULES = [
  {
    field: "videos.*.uploadDate",
    what: 'The day the film was published, year-month-day ("2025-03-14"), for every film with an id',
    standIn: '"" (a film without an id needs none)',
    blocking: true,
    values: (owner: FilmFactsOwner): FieldValue[] =>
      shownVideos(owner).map(([key, video]) => ({
        field: `videos.${key}.uploadDate`,
        value: video.uploadDate,
      })),
    isStandIn: (value: string) => value.trim() === "",
    mistake: dateMistake,
  },
  {
    field: "videos.*.duration",
    what: 'Its running time as YouTube shows it ("1:32", "1:02:30"): its page and search results show it',
    standIn: "none (the page shows no running time)",
    blocking: false,
    values: (owner: FilmFactsOwner): FieldValue[] =>
      shownVideos(owner).map(([key, video]) => ({
        field: `videos.${key}.duration`,
        value: video.duration ?? "",
      })),
    isStandIn: (value: string) => durationSeconds(value) === null,
    mistake: (value: string) =>
      value.trim() === "" || durationSeconds(value) !== null
        ? null
        : `"${value.trim()}" is not a running time as YouTube shows it: write it like "1:32" or "1:02:30"`,
  },
  {
    field: "videos.*.summary",
    what: "A few sentences on the film: its page tells them under the player, with your case study where you have one",
    standIn: "none (the page shows the one-line description only)",
    blocking: false,
    values: (owner: FilmFactsOwner): FieldValue[] =>
      shownVideos(owner).map(([key, video]) => ({
        field: `videos.${key}.summary`,
        value: (video.summary ?? []).join("\n"),
      })),
    isStandIn: (value: string) => value.trim() === "",
  },
] as const;
