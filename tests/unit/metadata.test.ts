import { site } from "@/content/site";
import { SHARE_IMAGE, pageMetadata } from "@/components/seo/page-metadata";

describe("pageMetadata", () => {
  const page = { title: "Our Work", description: "Customer stories and explainers." };

  it("gives the page its title, description and absolute canonical URL", () => {
    const metadata = pageMetadata(page, "/portfolio/");
    expect(metadata.title).toBe("Our Work");
    expect(metadata.description).toBe(page.description);
    expect(metadata.alternates?.canonical).toBe(`${site.url}/portfolio/`);
  });

  it("carries the full share card, since Next replaces a parent's openGraph wholesale", () => {
    const metadata = pageMetadata(page, "/portfolio/");
    expect(metadata.openGraph).toMatchObject({
      url: `${site.url}/portfolio/`,
      title: `Our Work | ${site.brandName}`,
      siteName: site.brandName,
      images: [{ url: `${site.url}${SHARE_IMAGE.path}`, width: 1200, height: 630, alt: site.tagline }],
    });
    expect(metadata.twitter).toMatchObject({
      card: "summary_large_image",
      images: [`${site.url}/og-image.png`],
    });
  });

  it("uses the title as it is when asked to, for the home page", () => {
    const metadata = pageMetadata({ ...page, title: "Become Unforgettably Human." }, "/", true);
    expect(metadata.title).toEqual({ absolute: "Become Unforgettably Human." });
    expect(metadata.openGraph?.title).toBe("Become Unforgettably Human.");
  });
});
