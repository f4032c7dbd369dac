/**
 * @jest-environment node
 */
import { sitemapXml, type SitemapEntry } from "@/lib/sitemap-xml";
import { sitemapProblems } from "../e2e/sitemap-schema";
import { INVISIBLE_CHARACTERS, invisibleIn } from "../support/invisible-characters";

const page: SitemapEntry = {
  loc: "https://www.example.co.uk/portfolio/",
  lastmod: "2026-12-05",
  changefreq: "monthly",
  priority: 0.7,
};

const filmPage: SitemapEntry = {
  loc: "https://www.example.co.uk/work/patch-tuesday-the-musical/",
  lastmod: "2024-07-01",
  changefreq: "monthly",
  priority: 0.6,
  video: {
    thumbnailLoc: "https://www.example.co.uk/film-stills/patch-0123456789-1280.webp",
    title: "Patch Tuesday: The Musical & <Friends>",
    description: "Three engineers, one ukulele and the catchiest reminder to update you'll ever hear.",
    playerLoc: "https://www.youtube-nocookie.com/embed/L7DxtpYlSXp",
    duration: 185,
    publicationDate: "2024-07-01T12:00:00+00:00",
  },
};

/** The names of the elements opened inside each <url>, in document order. */
function namesInUrls(xml: string): string[][] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((url) =>
    [...url[1]!.matchAll(/<([a-z:_]+)>/g)].map((match) => match[1]!),
  );
}

describe("sitemapXml", () => {
  it("writes every element where the sitemap and video schemas put it", () => {
    const xml = sitemapXml([page, filmPage]);
    expect(sitemapProblems(xml)).toEqual([]);
    expect(namesInUrls(xml)[1]).toEqual([
      "loc",
      "lastmod",
      "changefreq",
      "priority",
      "video:video",
      "video:thumbnail_loc",
      "video:title",
      "video:description",
      "video:player_loc",
      "video:duration",
      "video:publication_date",
    ]);
  });

  it("escapes text, and names the video namespace only when a page has a video", () => {
    const xml = sitemapXml([page, filmPage]);
    expect(xml).toContain("<video:title>Patch Tuesday: The Musical &amp; &lt;Friends&gt;</video:title>");
    expect(xml).toContain(
      "<video:description>Three engineers, one ukulele and the catchiest reminder to update you&apos;ll ever hear.</video:description>",
    );
    expect(sitemapXml([page])).not.toContain("xmlns:video");
    expect(sitemapProblems(sitemapXml([page]))).toEqual([]);
  });

  it("lets no character XML forbids, nor any invisible format character, into the file, which still parses", () => {
    const all = INVISIBLE_CHARACTERS.map(([, character]) => character).join("");
    const xml = sitemapXml([
      page,
      {
        ...filmPage,
        video: { ...filmPage.video!, title: `Patch${all}Tuesday`, description: `One${all}two` },
      },
    ]);
    expect(invisibleIn(xml)).toBeNull();
    expect(xml).toContain("<video:title>Patch Tuesday</video:title>");
    expect(xml).toContain("<video:description>One two</video:description>");
    expect(sitemapProblems(xml)).toEqual([]);
  });

  it("leaves out a video's running time and day when they are not known", () => {
    const { thumbnailLoc, title, description, playerLoc } = filmPage.video!;
    const xml = sitemapXml([{ ...filmPage, video: { thumbnailLoc, title, description, playerLoc } }]);
    expect(sitemapProblems(xml)).toEqual([]);
    expect(xml).not.toContain("video:duration");
    expect(xml).not.toContain("video:publication_date");
  });
});

describe("the schema check the sitemap is held to", () => {
  const valid = sitemapXml([page, filmPage]);

  it("refuses the order Next's own writer uses: the video before changefreq and priority", () => {
    const nextOrder = valid.replace(
      /(<lastmod>[^<]*<\/lastmod>)\s*(<changefreq>[^<]*<\/changefreq>)\s*(<priority>[^<]*<\/priority>)\s*(<video:video>[\s\S]*?<\/video:video>)/,
      "$1$4$2$3",
    );
    expect(nextOrder).not.toBe(valid);
    expect(sitemapProblems(nextOrder)).toEqual([
      expect.stringMatching(/url 2: <changefreq> after another namespace's element/),
      expect.stringMatching(/url 2: <priority> after another namespace's element/),
    ]);
  });

  it("refuses a video whose thumbnail is not first, and a title over 100 characters", () => {
    const titleFirst = valid.replace(
      /(<video:thumbnail_loc>[^<]*<\/video:thumbnail_loc>)\s*(<video:title>[^<]*<\/video:title>)/,
      "$2$1",
    );
    expect(sitemapProblems(titleFirst)).toEqual([expect.stringMatching(/video <thumbnail_loc> missing/)]);
    const long = sitemapXml([{ ...filmPage, video: { ...filmPage.video!, title: "x".repeat(101) } }]);
    expect(sitemapProblems(long)).toEqual([expect.stringMatching(/<video:title> over 100 characters/)]);
  });

  it("refuses a lastmod that is no date, and a publication date without its time zone", () => {
    expect(sitemapProblems(sitemapXml([{ ...page, lastmod: "5 December 2026" }]))).toEqual([
      expect.stringMatching(/<lastmod> "5 December 2026"/),
    ]);
    expect(sitemapProblems(sitemapXml([{ ...page, lastmod: "2026-02-30" }]))).toHaveLength(1);
    const noZone = sitemapXml([
      { ...filmPage, video: { ...filmPage.video!, publicationDate: "2024-07-01" } },
    ]);
    expect(sitemapProblems(noZone)).toEqual([expect.stringMatching(/publication_date.*time zone/)]);
  });

  it("refuses a file that is no sitemap at all", () => {
    expect(sitemapProblems("<urlset>")).toEqual(["not well-formed XML"]);
    expect(sitemapProblems('<urlset xmlns="http://example.com/other"/>')).toHaveLength(1);
  });
});
