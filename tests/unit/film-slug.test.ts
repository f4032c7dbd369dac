import { filmSlug, uniqueSlugs } from "@/lib/film-slug";

describe("filmSlug", () => {
  it("makes a film's title into lower-case words joined by hyphens", () => {
    expect(filmSlug("Patch Tuesday: The Musical")).toBe("patch-tuesday-the-musical");
    expect(filmSlug("Co-Managed IT, Explained in 90 Seconds")).toBe("co-managed-it-explained-in-90-seconds");
  });

  it("keeps an apostrophe's word whole, reads & as and, and drops accents", () => {
    expect(filmSlug("A Law Firm's Road to Zero Downtime")).toBe("a-law-firms-road-to-zero-downtime");
    expect(filmSlug("Events & Live Streaming")).toBe("events-and-live-streaming");
    expect(filmSlug("“They Answered Before I’d Finished”")).toBe("they-answered-before-id-finished");
    expect(filmSlug("Café Résumé")).toBe("cafe-resume");
  });

  it("cuts a very long title at a word, and never gives an empty slug", () => {
    const slug = filmSlug("A Title ".repeat(30));
    expect(slug.length).toBeLessThanOrEqual(70);
    expect(slug.endsWith("-")).toBe(false);
    expect(filmSlug("!!!")).toBe("film");
  });
});

describe("uniqueSlugs", () => {
  it("gives a repeated title the next free number, in order", () => {
    expect(uniqueSlugs([{ title: "Highlights" }, { title: "Highlights!" }, { title: "Highlights" }])).toEqual(
      ["highlights", "highlights-2", "highlights-3"],
    );
  });

  it("keeps a fixed slug a renamed film was given", () => {
    expect(uniqueSlugs([{ title: "A New Name", slug: "the-old-name" }])).toEqual(["the-old-name"]);
  });
});
