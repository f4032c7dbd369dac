/** Labels shared by the sales pages' repeated blocks. */
export const salesLabels = {
  whatYouGet: "What You Get",
  liveExample: "Live example",
  keyFacts: "Key facts",
  /** Before a statistic's citation. */
  source: "Source:",
  /** Names the list of problems and the list of benefits for screen readers. */
  problems: "The problems",
  benefits: "What changes",
} as const;
