import { site } from "@/content/site";
import { pageMetadata } from "@/components/seo/page-metadata";

describe("pageMetadata", () => {
  const page = { title: "Our Work", description: "Customer stories and explainers." };

  it("gives the page its title, description and absolute canonical URL", () => {
    const metadata = pageMetadata(page, "/portfolio/");
    expect(metadata.title).toBe("Our Work");
    expect(metadata.description).toBe(page.description);
    expect(metadata.alternates?.canonical).toBe(`${site.url}/portfolio/`);
  });

  it("carries the page's own share card, since Next replaces a parent's openGraph wholesale", () => {
    const metadata = pageMetadata(page, "/portfolio/");
    const card = {
      url: `${site.url}/portfolio/share-card.png`,
      width: 1200,
      height: 630,
      alt: `${site.brandName}: Our Work`,
    };
    expect(metadata.openGraph).toMatchObject({
      url: `${site.url}/portfolio/`,
      title: `Our Work | ${site.brandName}`,
      siteName: site.brandName,
      images: [card],
    });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", images: [card] });
  });

  it("points the home page at the card beside it", () => {
    const metadata = pageMetadata({ ...page, title: "Home" }, "/", true);
    expect(metadata.openGraph?.images).toEqual([
      { url: `${site.url}/share-card.png`, width: 1200, height: 630, alt: "Home" },
    ]);
  });

  it("uses the title as it is when asked to, for the home page", () => {
    const metadata = pageMetadata({ ...page, title: "Become Unforgettably Human." }, "/", true);
    expect(metadata.title).toEqual({ absolute: "Become Unforgettably Human." });
    expect(metadata.openGraph?.title).toBe("Become Unforgettably Human.");
  });
});
