/** Labels shared by the sales pages' repeated blocks. */
export const salesLabels = {
  whatYouGet: "What you get",
  liveExample: "Live example",
  keyFacts: "Key facts",
  /** Read to screen-reader users after each link that opens a new tab. */
  newTab: "(opens in a new tab)",
} as const;
