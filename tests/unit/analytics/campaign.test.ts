import {
  CAMPAIGN_STORAGE_KEY,
  campaignOf,
  keptCampaign,
  rememberCampaign,
  withCampaign,
} from "@/lib/analytics/campaign";
import { keepCampaign } from "@/components/head-scripts/campaign";

beforeEach(() => window.sessionStorage.clear());

describe("campaignOf", () => {
  it("keeps only the utm parameters, trimmed, without control characters and cut to 100 characters", () => {
    const campaign = campaignOf(
      `?utm_source=%20newsletter%0A&utm_medium=email&utm_campaign=${"x".repeat(150)}&filter=events&utm_term=`,
    );
    expect([...campaign]).toEqual([
      ["utm_source", "newsletter"],
      ["utm_medium", "email"],
      ["utm_campaign", "x".repeat(100)],
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

  it("reads back only utm parameters, whatever the stored value holds", () => {
    window.sessionStorage.setItem(CAMPAIGN_STORAGE_KEY, "utm_source=ad&next=%2F%2Fevil.example");
    expect(keptCampaign().toString()).toBe("utm_source=ad");
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

describe("withCampaign", () => {
  it("adds the campaign to an address, leaving a parameter it already carries as it is", () => {
    const campaign = new URLSearchParams("utm_source=newsletter&utm_medium=email");
    expect(withCampaign("https://site.example/book-audit/?utm_source=ad#form", campaign)).toBe(
      "https://site.example/book-audit/?utm_source=ad&utm_medium=email#form",
    );
    expect(withCampaign("https://site.example/contact/", new URLSearchParams())).toBe(
      "https://site.example/contact/",
    );
  });

  it("holds the address's own campaign to the kept campaign's rules: no control characters, trimmed, 100 characters", () => {
    const opened = `https://site.example/book-audit/?utm_source=java%09script:alert(1)&utm_campaign=%20${"x".repeat(150)}&utm_medium=%0A`;
    const sent = new URL(withCampaign(opened, new URLSearchParams("utm_medium=email")));
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      utm_source: "javascript:alert(1)",
      utm_campaign: "x".repeat(100),
      utm_medium: "email",
    });
    expect(sent.href).not.toMatch(/%0[09A]/i);
  });

  it("cleans every other value the address carries the same way, and drops a name with control characters", () => {
    const opened = `https://site.example/contact/?topic=video%0D%0Aaudit&ref=${"r".repeat(120)}&bad%09name=1&utm_source=news&utm_source=%09other`;
    const sent = new URL(withCampaign(opened, new URLSearchParams()));
    expect([...sent.searchParams]).toEqual([
      ["topic", "videoaudit"],
      ["ref", "r".repeat(100)],
      ["utm_source", "news"],
    ]);
  });

  it("adds a kept campaign held to the same rules, whatever wrote it", () => {
    const kept = new URLSearchParams([["utm_source", "\tnews\u0000letter"]]);
    expect(withCampaign("https://site.example/contact/", kept)).toBe(
      "https://site.example/contact/?utm_source=newsletter",
    );
  });

  it("passes an address with nothing to clean exactly as it was opened", () => {
    const opened = "https://site.example/contact/?utm_source=newsletter&topic=video%20audit#form";
    expect(withCampaign(opened, new URLSearchParams("utm_source=other"))).toBe(opened);
  });
});
