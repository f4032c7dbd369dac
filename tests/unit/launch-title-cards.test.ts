/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { VIDEO_KEYS } from "@/content/owner-types";
import { FILM_WORDS } from "@/content/film-words";
import type { FilmStillsManifest } from "@/lib/film-still-specs";
import type { Lettering } from "@/lib/title-card";
import { isYouTubeId } from "@/lib/youtube";
import { catalogueFilms } from "../../scripts/film-stills/catalogue";
import { stillsReport } from "../../scripts/film-stills/title-card-report";
import { owner as launched } from "../fixtures/owner-launched";
import { closedOrigin } from "../support/closed-origin";

/*
 * The launch check and a launch build name every film a launch shows as a title card (no frame of
 * the owner's, no thumbnail from YouTube), and refuse a card whose words the brand's faces cannot
 * draw, naming the film and the field, with no stack trace. YouTube's image host is a local port
 * nothing listens on, as on a machine offline: no film gets a thumbnail.
 */

const LIVE_URL = "https://www.northlightfilms.co.uk";
const ARABIC = "شركة هاربرسايد 🎬";

let dir: string;
let offline: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "owner-title-cards-"));
  offline = await closedOrigin();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The launched fixture with `edit` applied, in a folder of its own. */
function fixtureWith(edit: (text: string) => string): string {
  const text = readFileSync("tests/fixtures/owner-launched.ts", "utf8");
  const file = join(dir, `owner-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, edit(text).replace('"@/content/owner-types"', `"${resolve("content/owner-types")}"`));
  return file;
}

const env = (owner: string) => ({
  ...process.env,
  SITE_URL: LIVE_URL,
  OWNER_MODULE: owner,
  YOUTUBE_THUMBNAIL_ORIGIN: offline,
  LAUNCH: "",
});

describe("the stills step's report", () => {
  // Faces with Latin letters alone, standing in for the brand's (tests/unit/title-card.test.ts
  // proves the real ones lack Arabic and emoji).
  const latin: Lettering = {
    missing: (text) => [...new Set(text)].filter((letter) => /[^\s\p{Script=Latin}\p{P}\d]/u.test(letter)),
    width: () => 0,
    capHeight: () => 0,
    outline: () => "",
  };
  const owner = {
    ...launched,
    videos: {
      ...launched.videos,
      coManagedExplainer: { ...launched.videos.coManagedExplainer, client: ARABIC },
    },
  };
  const films = catalogueFilms(owner, latin).filter((film) => film.shown);
  const entry = (source: "artwork" | "platform" | "owner") => ({
    source,
    width: 1,
    height: 1,
    files: [],
    shareImage: "",
  });
  const manifest: FilmStillsManifest = Object.fromEntries(
    films.map((film) => [film.key, entry(film.key === "coManagedExplainer" ? "artwork" : "platform")]),
  );
  manifest.onboardingExplainer = entry("artwork");

  it("names every film a launch shows as a title card, and the words a card could not draw", () => {
    const { notes, warnings } = stillsReport(films, manifest, latin, true);
    expect(notes).toEqual([
      "on this launch, 2 film(s) get their title card (the title lettered on a colour), with no frame of yours and no thumbnail from YouTube on this machine:",
      `  “${FILM_WORDS.coManagedExplainer.title}”: give it a frame of its own in videoPosters.coManagedExplainer`,
      `  “${FILM_WORDS.onboardingExplainer.title}”: give it a frame of its own in videoPosters.onboardingExplainer`,
    ]);
    expect(warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/owner\\.ts videos\\.coManagedExplainer\\.client \\(“${ARABIC}”\\): The title card of “${FILM_WORDS.coManagedExplainer.title}” cannot draw “ش”`,
        ),
      ),
    ]);
  });

  it("says nothing of title cards on a preview, where films still to come show theirs, but warns of undrawn words", () => {
    const { notes, warnings } = stillsReport(films, manifest, latin, false);
    expect(notes).toEqual([]);
    expect(warnings).toHaveLength(1);
  });
});

describe("title cards before a launch", () => {
  it("lists every film a launch shows with no frame and no thumbnail, and none with a frame", () => {
    const result = spawnSync(
      "npx",
      ["tsx", "scripts/check-launch.ts", "--owner", "tests/fixtures/owner-launched.ts"],
      { env: env("tests/fixtures/owner-launched.ts"), encoding: "utf8" },
    );
    expect(result.status).toBe(0);
    const cards = VIDEO_KEYS.filter(
      (key) => isYouTubeId(launched.videos[key].id) && !launched.videoPosters?.[key],
    );
    expect(result.stdout).toContain(`\nOn a launch, ${cards.length} film(s) get their title card`);
    for (const key of cards) {
      expect(result.stdout).toContain(
        `  “${FILM_WORDS[key].title}”: give it a frame of its own in videoPosters.${key}\n`,
      );
    }
    // The fixture gives this film a frame: footage, not a card.
    expect(launched.videoPosters?.helpdeskFilmParody).toBeTruthy();
    expect(result.stdout).not.toContain("videoPosters.helpdeskFilmParody\n");
  }, 120_000);

  it("refuses a launch build whose card cannot draw a client's name, naming the film and the field, with no stack trace", () => {
    // The same name on a film with a frame of the owner's, whose card is never drawn, is no problem.
    const owner = fixtureWith((text) =>
      text
        .replace('client: "Harbourside IT",', `client: "${ARABIC}",`)
        .replace(
          'helpdeskFilmParody: { id: "fKtHF4vUCsM",',
          `helpdeskFilmParody: { client: "${ARABIC}", id: "fKtHF4vUCsM",`,
        ),
    );
    expect(readFileSync(owner, "utf8")).toContain(`helpdeskFilmParody: { client: "${ARABIC}"`);
    const build = spawnSync(process.execPath, ["scripts/build.mjs", "--launch"], {
      env: env(owner),
      encoding: "utf8",
    });
    const output = build.stdout + build.stderr;
    expect(build.status).toBe(1);
    expect(output).toMatch(/^Build refused: LAUNCH is set/m);
    expect(output).toMatch(
      new RegExp(
        `^ {2}videos\\.coManagedExplainer\\.client +The title card of “${FILM_WORDS.coManagedExplainer.title}” cannot draw “ش”, “ر”, .* and 3 more \\(its faces have Latin letters only\\) and would leave them out: write the client in Latin letters, or give the film a frame of its own in videoPosters\\.coManagedExplainer$`,
        "m",
      ),
    );
    expect(output).toContain(`give it a frame of its own in videoPosters.coManagedExplainer`);
    expect(output).not.toContain("videos.helpdeskFilmParody.client");
    expect(output).not.toMatch(/^\s+at /m);
  }, 180_000);
});
