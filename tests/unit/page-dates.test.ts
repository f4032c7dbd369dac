import type * as PageDatesModule from "@/content/page-dates";
import type * as FilmsModule from "@/content/films";
import type * as OwnerModule from "@/content/owner";
import { ROUTES, type RouteName } from "@/lib/routes";
import { owner as launched } from "../fixtures/owner-launched";

/*
 * The day each page's content last changed (the sitemap's <lastmod>): never the build's day; a
 * page showing films is as new as its newest film; the legal pages say their own day; a film's
 * page is its upload day.
 */

type Loaded = { dates: typeof PageDatesModule; films: typeof FilmsModule };

/** The page dates as a build with this owner makes them (a launch, as a host's build). */
function datesWith(owner: (typeof OwnerModule)["owner"], launch: boolean): Loaded {
  let loaded: Loaded | undefined;
  jest.isolateModules(() => {
    jest.doMock("@/lib/launch-export", () => ({ IS_LAUNCH_EXPORT: launch }));
    jest.doMock("@/content/owner", () => ({ owner }));
    loaded = {
      dates: jest.requireActual<typeof PageDatesModule>("@/content/page-dates"),
      films: jest.requireActual<typeof FilmsModule>("@/content/films"),
    };
  });
  return loaded!;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

describe("each page's content date", () => {
  it("is a written day for every route, none of them after today", () => {
    const { dates } = datesWith(launched, true);
    const today = new Date().toISOString().slice(0, 10);
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      const day = dates.routeContentDate(name);
      expect(day).toMatch(DAY);
      expect(day <= today).toBe(true);
    }
  });

  it("takes the legal pages' day from the owner, as the pages themselves say it", () => {
    const { dates } = datesWith({ ...launched, legal: { ...launched.legal, updated: "2026-01-09" } }, true);
    expect(dates.routeContentDate("privacy")).toBe("2026-01-09");
    expect(dates.routeContentDate("terms")).toBe("2026-01-09");
  });

  it("moves a page that shows films to the day its newest film was published, and no other page", () => {
    const before = datesWith(launched, true).dates;
    const newFilm = { ...launched.videos.mspFilmParody, uploadDate: "2099-03-01" };
    const after = datesWith(
      { ...launched, videos: { ...launched.videos, mspFilmParody: newFilm } },
      true,
    ).dates;
    expect(after.routeContentDate("mspPricing")).toBe("2099-03-01");
    expect(before.routeContentDate("mspPricing")).not.toBe("2099-03-01");
    for (const name of ["home", "portfolio", "contact", "pricing"] as const)
      expect(after.routeContentDate(name)).toBe(before.routeContentDate(name));
  });

  it("gives a film's page the day the film was published, and a film still to come the film pages' own day", () => {
    const { dates, films } = datesWith(launched, true);
    const northbridge = films.films.find((film) => film.key === "northbridgeTestimonial")!;
    expect(dates.filmPageContentDate(northbridge)).toBe("2024-10-28");
    const preview = datesWith(launched, false);
    const toCome = preview.films.films.find((film) => film.key === "manufacturerTestimonial")!;
    expect(preview.dates.filmPageContentDate(toCome)).toMatch(DAY);
  });
});
