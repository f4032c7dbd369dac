/** Labels shared by the sales pages' repeated blocks. */
export const salesLabels = {
  whatYouGet: "What you get",
  liveExample: "Live example",
  keyFacts: "Key facts",
  /** Before a statistic's citation. */
  source: "Source:",
  /** Before the title of the film a figure from the studio's own work links to. */
  proofFilm: "Watch the film:",
  /** Names the list of problems and the list of benefits for screen readers. */
  problems: "The problems",
  benefits: "What changes",
} as const;
