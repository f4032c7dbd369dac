import { siteUrlFrom } from "@/lib/site-url";

describe("siteUrlFrom", () => {
  it("prefers the SITE_URL build variable, else the owner's value", () => {
    expect(siteUrlFrom("https://staging.studio.co.uk", "https://www.studio.co.uk")).toBe(
      "https://staging.studio.co.uk",
    );
    expect(siteUrlFrom(undefined, "https://www.studio.co.uk")).toBe("https://www.studio.co.uk");
    expect(siteUrlFrom("  ", "https://www.studio.co.uk")).toBe("https://www.studio.co.uk");
  });

  it("keeps a sub-folder and drops a trailing slash", () => {
    expect(siteUrlFrom("https://studio.example.org/site/", "https://x.example")).toBe(
      "https://studio.example.org/site",
    );
    expect(siteUrlFrom("https://www.studio.co.uk/", "https://x.example")).toBe("https://www.studio.co.uk");
  });

  it("stops the build with a clear message on an address that is not one", () => {
    expect(() => siteUrlFrom("www.studio.co.uk", "https://x.example")).toThrow(
      /SITE_URL must be the site's full address/,
    );
    expect(() => siteUrlFrom(undefined, "studio")).toThrow(/siteUrl in content\/owner\.ts/);
    expect(() => siteUrlFrom("ftp://studio.co.uk", "https://x.example")).toThrow(
      /must start with https:\/\//,
    );
  });
});
