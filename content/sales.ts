/** Labels shared by the sales pages' repeated blocks. */
export const salesLabels = {
  whatYouGet: "What You Get",
  liveExample: "Live example",
  keyFacts: "Key facts",
} as const;
