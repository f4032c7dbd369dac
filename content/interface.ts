/*
 * Words the interface itself uses, on every page: landmarks, controls and what a screen reader
 * adds to a link or a button. Page copy lives in each page's own module.
 */

export const interfaceCopy = {
  skipToContent: "Skip to content",
  /** Read after every link that opens a new tab. */
  newTabNote: "(opens in a new tab)",
  /** The default name of a dialog's close button. */
  close: "Close",
  /** The toast region's landmark name (F8 jumps to it). */
  notificationsLabel: "Notifications",
} as const;

/**
 * The film heroes' controls, named for what a press does next: the showreel's words, or a film's
 * where a solutions page plays one of its own.
 */
export const heroFilmCopy = {
  reel: { watch: "Watch the reel", pause: "Pause the showreel", play: "Play the showreel" },
  film: { watch: "Watch the film", pause: "Pause the film", play: "Play the film" },
  close: "Close the film",
  /** The name a player gives the captions track in its menu. */
  captionsLabel: "English",
} as const;

/** One film hero's control labels. */
export type HeroFilmLabels = (typeof heroFilmCopy)["reel" | "film"];

/** The video cards, the player and the showcase of videos. */
export const videoCopy = {
  /** Read before a card's title: "Play video: Co-Managed IT". */
  playPrefix: "Play video:",
  stillAlt: (title: string) => `Still from the video “${title}”`,
  closePlayer: "Close video",
  playerTitle: (title: string) => `${title} (video player)`,
  closeShowcase: "Close showcase",
  viewFullPortfolio: "View Full Portfolio",
  /** On a video card whose video the owner has not supplied yet (no play control). */
  comingSoon: "Coming soon",
  /** The film on YouTube itself, opened in a new tab (the dialog, the film's page). */
  watchOnYouTube: "Watch on YouTube",
  /** The dialog's link to the film's own page. */
  filmPage: "About this film",
  /** In place of a player that could not load (blocked, offline). */
  playerUnavailable: "The player couldn't load here: a browser setting or network may be blocking YouTube.",
} as const;
