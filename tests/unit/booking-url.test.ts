import { bookingFrameUrl } from "@/lib/booking-url";

const form = { baseUrl: "https://hello.withmoxie.com/01", workspace: "studio", form: "discovery-call" };

describe("bookingFrameUrl", () => {
  it("builds the provider address with inFrame=true when no source is given", () => {
    expect(bookingFrameUrl(form)).toBe("https://hello.withmoxie.com/01/studio/discovery-call?inFrame=true");
  });

  it("appends the page address as an encoded sourceUrl when one is given", () => {
    const page = "https://www.example.com/contact/?utm_source=news&x=a b#form";
    const url = bookingFrameUrl(form, page);
    expect(url).toBe(
      "https://hello.withmoxie.com/01/studio/discovery-call?inFrame=true&sourceUrl=https%3A%2F%2Fwww.example.com%2Fcontact%2F%3Futm_source%3Dnews%26x%3Da%20b%23form",
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.get("inFrame")).toBe("true");
    expect(parsed.searchParams.get("sourceUrl")).toBe(page);
    expect([...parsed.searchParams.keys()]).toEqual(["inFrame", "sourceUrl"]);
  });

  it("leaves sourceUrl out when it is empty", () => {
    expect(bookingFrameUrl(form, "")).toBe(
      "https://hello.withmoxie.com/01/studio/discovery-call?inFrame=true",
    );
  });

  it("tolerates a trailing slash on the base and encodes the slugs", () => {
    expect(bookingFrameUrl({ ...form, baseUrl: "https://hello.withmoxie.com/01/", form: "audit call" })).toBe(
      "https://hello.withmoxie.com/01/studio/audit%20call?inFrame=true",
    );
  });
});
