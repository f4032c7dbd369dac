import { VIDEO_PLACEMENTS, pageName } from "./owner-placements";
import { isYouTubeId } from "./youtube";

/*
 * The words of every video a launch will show. A video's id is the owner's (content/owner.ts), but
 * its title and description are written beside the card in content/ and stay the template's until
 * the owner rewrites them: nothing can tell a title that fits the owner's film from one that does
 * not, so the launch check lists them all for the owner to read, with the file to edit.
 */

/** A video card as a page lists it (content/video-listing.ts), with the file its words live in. */
export type ListedVideo = {
  page: string;
  file: string;
  videoId: string;
  title: string;
  description: string;
};

/** One video's words to review: where they are written, and the pages that show them. */
export type VideoToReview = { file: string; title: string; description: string; pages: string[] };

/**
 * The videos a launch shows for these ids (lib/owner-placements.ts says where each id's card is),
 * each title and description once, in the order of `listed`: file by file, page by page.
 */
export function videosToReview(
  videos: Record<string, { id: string }>,
  listed: readonly ListedVideo[],
): VideoToReview[] {
  const shown = Object.entries(videos)
    .filter(([, { id }]) => isYouTubeId(id))
    .flatMap(([key]) => VIDEO_PLACEMENTS[key] ?? []);
  const review = new Map<string, VideoToReview>();
  for (const card of listed) {
    if (!shown.some((place) => place.page === card.page && place.card === card.title)) continue;
    const key = JSON.stringify([card.file, card.title, card.description]);
    const entry = review.get(key) ?? {
      file: card.file,
      title: card.title,
      description: card.description,
      pages: [],
    };
    if (!entry.pages.includes(card.page)) entry.pages.push(card.page);
    review.set(key, entry);
  }
  return [...review.values()];
}

/** The review as the launch check prints it; no lines when no video will show. */
export function videoReviewLines(review: readonly VideoToReview[]): string[] {
  if (review.length === 0) return [];
  const lines = [
    `Read the words of the ${review.length} video(s) a launch shows: each title and description is the template's until you rewrite it to fit your film (docs/owner-guide.md, "Video titles and descriptions").`,
  ];
  let lastFile = "";
  for (const video of review) {
    if (video.file !== lastFile) lines.push(video.file);
    lastFile = video.file;
    lines.push(`  ${video.pages.map(pageName).join(", ")}: “${video.title}”`);
    lines.push(`      ${video.description}`);
  }
  return lines;
}
