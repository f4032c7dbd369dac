import { pageCampaign } from "@/lib/analytics/campaign";
import { MAX_FRAME_URL_LENGTH, bookingFrameUrl } from "@/lib/booking-url";
import { INVISIBLE_CHARACTERS, invisibleIn } from "../support/invisible-characters";

const form = { baseUrl: "https://hello.withmoxie.com/01", workspace: "studio", form: "discovery-call" };
const page = "https://www.example.com/contact/";

describe("bookingFrameUrl", () => {
  it("builds the provider address with inFrame=true when no source is given", () => {
    expect(bookingFrameUrl(form)).toBe("https://hello.withmoxie.com/01/studio/discovery-call?inFrame=true");
  });

  it("appends the page and its campaign as an encoded sourceUrl", () => {
    const campaign = new URLSearchParams([
      ["utm_source", "news"],
      ["utm_campaign", "a b&c"],
    ]);
    const url = bookingFrameUrl(form, { page, campaign });
    expect(url).toBe(
      "https://hello.withmoxie.com/01/studio/discovery-call?inFrame=true&sourceUrl=https%3A%2F%2Fwww.example.com%2Fcontact%2F%3Futm_source%3Dnews%26utm_campaign%3Da%2Bb%2526c",
    );
    const parsed = new URL(url);
    expect([...parsed.searchParams.keys()]).toEqual(["inFrame", "sourceUrl"]);
    const sourceUrl = new URL(parsed.searchParams.get("sourceUrl")!);
    expect(sourceUrl.origin + sourceUrl.pathname).toBe(page);
    expect(Object.fromEntries(sourceUrl.searchParams)).toEqual({ utm_source: "news", utm_campaign: "a b&c" });
  });

  it("passes on no invisible or XML-forbidden character a campaign in the address or in storage held", () => {
    // An address cannot hold a lone surrogate: encoding it gives U+FFFD, a character like any other.
    const all = INVISIBLE_CHARACTERS.filter(([name]) => name !== "lone surrogate")
      .map(([, character]) => character)
      .join("");
    const search = new URLSearchParams({ utm_source: `news${all}letter`, utm_campaign: `${all}=spring` });
    const kept = new URLSearchParams({ utm_medium: `e${all}mail` });
    const url = bookingFrameUrl(form, { page, campaign: pageCampaign(`?${search}`, kept) });
    const sourceUrl = new URL(new URL(url).searchParams.get("sourceUrl")!);
    expect(invisibleIn(decodeURIComponent(url))).toBeNull();
    expect(Object.fromEntries(sourceUrl.searchParams)).toEqual({
      utm_source: "news letter",
      utm_medium: "e mail",
      utm_campaign: "=spring",
    });
  });

  it("sends the page alone when there is no campaign", () => {
    const url = new URL(bookingFrameUrl(form, { page, campaign: new URLSearchParams() }));
    expect(url.searchParams.get("sourceUrl")).toBe(page);
  });

  it("leaves out campaign parameters from the last while the address is too long, and keeps the form", () => {
    // 100 characters each, encoded twice: 1,000 characters a value, so three fit.
    const long = "é".repeat(100);
    const campaign = new URLSearchParams(
      ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"].map((key) => [key, long]),
    );
    const url = bookingFrameUrl(form, { page, campaign });
    expect(url.length).toBeLessThanOrEqual(MAX_FRAME_URL_LENGTH);
    const sourceUrl = new URL(new URL(url).searchParams.get("sourceUrl")!);
    expect([...sourceUrl.searchParams.keys()]).toEqual(["utm_source", "utm_medium", "utm_campaign"]);
    expect(sourceUrl.searchParams.get("utm_campaign")).toBe(long);
  });

  it("leaves the source out when the page alone would make the address too long", () => {
    const url = bookingFrameUrl(form, {
      page: `https://www.example.com/${"p".repeat(MAX_FRAME_URL_LENGTH)}/`,
      campaign: new URLSearchParams("utm_source=news"),
    });
    expect(url).toBe("https://hello.withmoxie.com/01/studio/discovery-call?inFrame=true");
  });

  it("tolerates a trailing slash on the base and encodes the slugs", () => {
    expect(bookingFrameUrl({ ...form, baseUrl: "https://hello.withmoxie.com/01/", form: "audit call" })).toBe(
      "https://hello.withmoxie.com/01/studio/audit%20call?inFrame=true",
    );
  });
});
