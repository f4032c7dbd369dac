import {
  analyticsOrigins,
  analyticsProblem,
  trackerSetup,
  type AnalyticsChoice,
} from "@/lib/analytics/choice";

describe("analyticsOrigins: the hosts a page's CSP gains", () => {
  it.each<[string, AnalyticsChoice | null, { script: string[]; connect: string[] }]>([
    ["analytics off", null, { script: [], connect: [] }],
    [
      "Plausible cloud",
      { provider: "plausible", domain: "site.example" },
      { script: [], connect: ["https://plausible.io"] },
    ],
    [
      "self-hosted Plausible",
      { provider: "plausible", domain: "site.example", host: "https://stats.site.example/" },
      { script: [], connect: ["https://stats.site.example"] },
    ],
    [
      "Umami",
      { provider: "umami", websiteId: "abc", host: "https://cloud.umami.is/" },
      { script: ["https://cloud.umami.is"], connect: ["https://cloud.umami.is"] },
    ],
    [
      "Cloudflare",
      { provider: "cloudflare", token: "t0k3n" },
      { script: ["https://static.cloudflareinsights.com"], connect: ["https://cloudflareinsights.com"] },
    ],
    [
      "an unusable entry",
      { provider: "umami", websiteId: "abc", host: "http://stats.example" },
      { script: [], connect: [] },
    ],
  ])("%s", (_name, choice, origins) => {
    expect(analyticsOrigins(choice)).toEqual(origins);
  });
});

describe("trackerSetup and analyticsProblem", () => {
  it("gives the browser checked addresses: Plausible's endpoint on its host", () => {
    expect(
      trackerSetup({ provider: "plausible", domain: " site.example ", host: "https://stats.site.example/x" }),
    ).toEqual({
      provider: "plausible",
      domain: "site.example",
      endpoint: "https://stats.site.example/api/event",
    });
  });

  it.each<AnalyticsChoice>([
    { provider: "plausible", domain: " " },
    { provider: "plausible", domain: "site.example", host: "stats.site.example" },
    { provider: "umami", websiteId: "", host: "https://cloud.umami.is" },
    { provider: "umami", websiteId: "abc", host: "not an address" },
    { provider: "cloudflare", token: "" },
  ])("starts no tracker for an unusable entry, and says what is wrong: %j", (choice) => {
    expect(trackerSetup(choice)).toBeNull();
    expect(analyticsProblem(choice)).toMatch(/needs|must be an https/);
  });
});
