import {
  CAMPAIGN_STORAGE_KEY,
  campaignOf,
  keptCampaign,
  pageCampaign,
  rememberCampaign,
} from "@/lib/analytics/campaign";
import { keepCampaign } from "@/components/head-scripts/campaign";

beforeEach(() => window.sessionStorage.clear());

describe("campaignOf", () => {
  it("keeps only the utm parameters, each tidied by cleanText and cut to 100 characters", () => {
    const campaign = campaignOf(
      `?utm_source=%20newsletter%0A&utm_medium=e%E2%80%AEmail%C2%85&utm_campaign=${"x".repeat(150)}&filter=events&utm_term=%E2%81%A6&utm_content=java%09script:`,
    );
    expect([...campaign]).toEqual([
      ["utm_source", "newsletter"],
      ["utm_medium", "e mail"],
      ["utm_campaign", "x".repeat(100)],
      ["utm_content", "java script:"],
    ]);
  });

  it("finds nothing in a query without campaign parameters, or a malformed one", () => {
    expect(campaignOf("?filter=events").toString()).toBe("");
    expect(campaignOf("%%%&&=").toString()).toBe("");
  });
});

describe("the campaign kept for a visit", () => {
  it("is the landing page's, kept through untagged pages and replaced by a newer tagged one", () => {
    rememberCampaign(window.sessionStorage, "?utm_source=newsletter&utm_campaign=spring");
    rememberCampaign(window.sessionStorage, "?filter=events");
    expect(keptCampaign().toString()).toBe("utm_source=newsletter&utm_campaign=spring");
    rememberCampaign(window.sessionStorage, "?utm_source=linkedin");
    expect(keptCampaign().toString()).toBe("utm_source=linkedin");
  });

  it("reads back only the campaign parameters, held to campaignOf's rules, whatever the stored value holds", () => {
    window.sessionStorage.setItem(
      CAMPAIGN_STORAGE_KEY,
      `utm_source=ad%E2%80%8F&next=%2F%2Fevil.example&utm_x=1&utm_campaign=%D8%9Cspring%C2%85sale&utm_term=${"t".repeat(300)}`,
    );
    expect([...keptCampaign()]).toEqual([
      ["utm_source", "ad"],
      ["utm_campaign", "spring sale"],
      ["utm_term", "t".repeat(100)],
    ]);
  });

  it("is empty, and keeping one does not throw, when the browser blocks storage", () => {
    const blocked = {
      get sessionStorage(): Storage {
        throw new DOMException("blocked", "SecurityError");
      },
      location: { search: "?utm_source=newsletter" } as Location,
    };
    expect(() => keepCampaign(blocked)).not.toThrow();
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(keptCampaign().toString()).toBe("");
    getItem.mockRestore();
  });

  it("is kept by the head script from the address the page opened with", () => {
    keepCampaign({
      sessionStorage: window.sessionStorage,
      location: { search: "?utm_medium=email" } as Location,
    });
    expect(window.sessionStorage.getItem(CAMPAIGN_STORAGE_KEY)).toBe("utm_medium=email");
  });
});

describe("pageCampaign", () => {
  it("is the address's own campaign, with the kept one's parameters it lacks added after it", () => {
    const kept = new URLSearchParams("utm_source=newsletter&utm_medium=email");
    expect([...pageCampaign("?utm_source=ad&topic=audit", kept)]).toEqual([
      ["utm_source", "ad"],
      ["utm_medium", "email"],
    ]);
    expect(pageCampaign("?filter=events", new URLSearchParams()).toString()).toBe("");
  });

  it("holds the address's campaign and the kept one to campaignOf's rules, whatever wrote them", () => {
    const kept = new URLSearchParams([
      ["utm_medium", "\tnews\u0000letter\u202e"],
      ["next", "//evil.example"],
    ]);
    const opened = `?utm_source=java%09script:alert(1)&utm_campaign=%20${"x".repeat(150)}&utm_medium=%0A`;
    expect([...pageCampaign(opened, kept)]).toEqual([
      ["utm_source", "java script:alert(1)"],
      ["utm_campaign", "x".repeat(100)],
      ["utm_medium", "news letter"],
    ]);
  });
});
