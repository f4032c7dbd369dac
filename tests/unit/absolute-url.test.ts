import { absoluteUrl } from "@/lib/absolute-url";

describe("absoluteUrl", () => {
  it("joins a path to the site origin whether or not the origin ends in a slash", () => {
    expect(absoluteUrl("/portfolio/", "https://www.example.com")).toBe("https://www.example.com/portfolio/");
    expect(absoluteUrl("/portfolio/", "https://www.example.com/")).toBe("https://www.example.com/portfolio/");
  });

  it("keeps a site served from a sub-folder in the URL", () => {
    expect(absoluteUrl("og-image.png", "https://agency.example/site")).toBe(
      "https://agency.example/site/og-image.png",
    );
  });

  it("gives the origin itself for the home page", () => {
    expect(absoluteUrl("/", "https://www.example.com")).toBe("https://www.example.com/");
  });
});
