import { FILM_WORDS } from "@/content/film-words";
import { VIDEO_KEYS } from "@/content/owner-types";
import type * as FilmsModule from "@/content/films";
import type * as OwnerModule from "@/content/owner";

/*
 * The catalogue of films: one page per film, found by a stable, unique, lower-case slug; in a
 * launch only films with an id; a video shown under two names has one page.
 */

type Videos = (typeof OwnerModule)["owner"]["videos"];

/** The catalogue as a build with these owner videos and launch setting makes it. */
function catalogueWith(videos: Partial<Videos>, launch: boolean): typeof FilmsModule {
  let films: typeof FilmsModule | undefined;
  jest.isolateModules(() => {
    jest.doMock("@/lib/launch-export", () => ({ IS_LAUNCH_EXPORT: launch }));
    jest.doMock("@/content/owner", () => {
      const { owner } = jest.requireActual<typeof OwnerModule>("@/content/owner");
      return { owner: { ...owner, videos: { ...owner.videos, ...videos } } };
    });
    films = jest.requireActual<typeof FilmsModule>("@/content/films");
  });
  return films!;
}

const SUMMIT = { id: "vSwMFLZDe1f", uploadDate: "2025-01-02" };

describe("the films' catalogue", () => {
  it("words every film the owner's file names", () => {
    expect(Object.keys(FILM_WORDS).sort()).toEqual([...VIDEO_KEYS].sort());
  });

  it("gives every film in a preview a page, each at a unique lower-case address under /work/", () => {
    const { films } = catalogueWith({}, false);
    expect(films).toHaveLength(VIDEO_KEYS.length);
    const paths = films.map((film) => film.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/work\/[a-z0-9]+(-[a-z0-9]+)*\/$/);
    expect(films.find((film) => film.key === "patchTuesdayMusical")?.path).toBe(
      "/work/patch-tuesday-the-musical/",
    );
  });

  it("makes pages in a launch only for films with an id, at the same addresses", () => {
    const preview = catalogueWith({ partnerSummitHighlights: SUMMIT }, false);
    const launch = catalogueWith({ partnerSummitHighlights: SUMMIT }, true);
    expect(launch.films.map((film) => film.key)).toEqual(["partnerSummitHighlights"]);
    expect(launch.filmFor("partnerSummitHighlights")?.path).toBe(
      preview.filmFor("partnerSummitHighlights")?.path,
    );
    expect(launch.filmFor("coManagedExplainer")).toBeUndefined();
  });

  it("gives the films' route one stand-in parameter when a launch has no film at all", () => {
    // A static export refuses a dynamic route with no parameters; the stand-in is the not-found page.
    const none = catalogueWith({}, true);
    expect(none.films).toEqual([]);
    expect(none.watchPageParams()).toEqual([{ slug: "no-films-yet" }]);
    expect(none.filmBySlug("no-films-yet")).toBeUndefined();
    const some = catalogueWith({ partnerSummitHighlights: SUMMIT }, true);
    expect(some.watchPageParams()).toEqual([{ slug: "channel-partner-summit-90-second-highlights" }]);
  });

  it("gives a video shown under two names one page", () => {
    const { films, filmFor } = catalogueWith(
      { partnerSummitHighlights: SUMMIT, vendorExample2: { ...SUMMIT } },
      true,
    );
    expect(films).toHaveLength(1);
    expect(filmFor("vendorExample2")).toBe(filmFor("partnerSummitHighlights"));
  });

  it("finds three related films, those sharing a category first, never the film itself", () => {
    const { films, relatedFilms } = catalogueWith({}, false);
    const northbridge = films.find((film) => film.key === "northbridgeTestimonial")!;
    const related = relatedFilms(northbridge);
    expect(related).toHaveLength(3);
    expect(related).not.toContain(northbridge);
    for (const film of related) expect(film.categories).toContain("testimonial");
  });

  it("carries the owner's facts beside each film", () => {
    const { filmFor } = catalogueWith(
      { partnerSummitHighlights: { ...SUMMIT, duration: "1:30", summary: ["A summary."] } },
      true,
    );
    expect(filmFor("partnerSummitHighlights")).toMatchObject({
      videoId: "vSwMFLZDe1f",
      uploadDate: "2025-01-02",
      duration: "1:30",
      summary: ["A summary."],
      audience: "vendor",
      credit: { kind: "programme", name: "Channel Partner Summit" },
    });
  });
});
