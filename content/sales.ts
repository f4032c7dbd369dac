/** Labels shared by the sales pages' repeated blocks. */
export const salesLabels = {
  whatYouGet: "What you get",
  liveExample: "Live example",
  keyFacts: "Key facts",
} as const;
