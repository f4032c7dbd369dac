/**
 * @jest-environment node
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { makeFilmStills, stillSourceOf, type StillFilm } from "../../scripts/film-stills/make-stills";
import { platformThumbnails } from "../../scripts/film-stills/platform-thumbnail";

/*
 * The build's stills step against a local server standing in for YouTube's thumbnail host
 * (YOUTUBE_THUMBNAIL_ORIGIN in a real build): the owner's frame first, then the largest thumbnail
 * the host has (its 120×90 placeholder counting as none), then the film's title card. The cards
 * here are plain SVGs standing in for lib/title-card.ts's (tests/unit/title-card.test.ts proves
 * those): a ground of the film's own colour, and a share background of another.
 */

const MAXRES = "maxresAAAAA";
const HQ_ONLY = "hqonlyBBBBB";
const NONE = "missingCCCC";

/** A picture with real detail, so each still's bytes differ. */
async function jpeg(width: number, height: number, shade: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761 + shade) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

let server: Server;
let origin: string;
const requested: string[] = [];
let dir: string;

beforeAll(async () => {
  const images = {
    [`/vi/${MAXRES}/maxresdefault.jpg`]: await jpeg(1280, 720, 1),
    [`/vi/${HQ_ONLY}/maxresdefault.jpg`]: await jpeg(120, 90, 2),
    [`/vi/${HQ_ONLY}/hqdefault.jpg`]: await jpeg(480, 360, 3),
  } as Record<string, Buffer>;
  server = createServer((request, response) => {
    requested.push(request.url ?? "");
    const image = images[request.url ?? ""];
    if (!image) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "image/jpeg" }).end(image);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "film-stills-"));
  requested.length = 0;
  drawn.length = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Which films' cards were drawn: a card is drawn only for a film without a frame. */
const drawn: string[] = [];

const svg = (width: number, height: number, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${colour}"/></svg>`;

const film = (
  key: string,
  videoId: string,
  extra: Partial<StillFilm> & { colour?: string } = {},
): StillFilm => ({
  key,
  title: `The ${key} film`,
  videoId,
  titleCard: () => {
    drawn.push(key);
    return { still: svg(1280, 720, extra.colour ?? "#0f1b2d"), share: svg(1200, 630, "#c2410c") };
  },
  ...extra,
});

function run(films: StillFilm[], thumbnailOrigin = origin) {
  const thumbnails = platformThumbnails({
    origin: thumbnailOrigin,
    cacheDir: path.join(dir, "cache", "thumbnails"),
  });
  const made = makeFilmStills({
    films,
    publicFolder: path.join(dir, "public"),
    outDir: path.join(dir, "public", "film-stills"),
    urlPrefix: "/film-stills",
    shareDir: path.join(dir, "share"),
    cacheDir: path.join(dir, "cache"),
    thumbnails,
  });
  return { made, thumbnails };
}

describe("the build's stills step", () => {
  it("takes YouTube's largest thumbnail, falls back from the placeholder to hqdefault, and draws a title card for the rest", async () => {
    const { made } = run([film("big", MAXRES), film("small", HQ_ONLY), film("gone", NONE), film("soon", "")]);
    const manifest = await made;

    expect(manifest.big).toMatchObject({ source: "platform", width: 1280, height: 720 });
    expect(manifest.big?.files.map((file) => file.width)).toEqual([480, 800, 1280]);
    // hqdefault is 480 × 360 with bars: cropped to 16:9 and never enlarged.
    expect(manifest.small).toMatchObject({ source: "platform", width: 480, height: 270 });
    expect(manifest.gone).toMatchObject({ source: "artwork", width: 1280, height: 720 });
    expect(manifest.soon?.source).toBe("artwork");
    expect(drawn).toEqual(["gone", "soon"]);
    expect(requested).toEqual([
      `/vi/${MAXRES}/maxresdefault.jpg`,
      `/vi/${HQ_ONLY}/maxresdefault.jpg`,
      `/vi/${HQ_ONLY}/hqdefault.jpg`,
      `/vi/${NONE}/maxresdefault.jpg`,
      `/vi/${NONE}/hqdefault.jpg`,
    ]);
  }, 60_000);

  it("writes 16:9 WebP files named by their own bytes, and a 1200 × 630 share image", async () => {
    const manifest = await run([film("big", MAXRES), film("gone", NONE)]).made;
    for (const entry of Object.values(manifest)) {
      for (const file of entry.files) {
        const bytes = readFileSync(path.join(dir, "public", file.src));
        const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 10);
        expect(file.src).toMatch(new RegExp(`^/film-stills/the-[a-z]+-film-${hash}-${file.width}\\.webp$`));
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([
          "webp",
          file.width,
          Math.round((file.width * 9) / 16),
        ]);
      }
      const share = await sharp(entry.shareImage).metadata();
      expect([share.format, share.width, share.height]).toEqual(["jpeg", 1200, 630]);
    }
    // A title card's share background is its own picture (the card without its lettering), not the still.
    const { channels } = await sharp(manifest.gone!.shareImage).stats();
    channels
      .slice(0, 3)
      .forEach(({ mean }, i) => expect(Math.abs(mean - [0xc2, 0x41, 0x0c][i]!)).toBeLessThan(6));
  }, 60_000);

  it("gives a film a new still when its card changes, and keeps the same files while it does not", async () => {
    const first = (await run([film("card", "", { colour: "#0f1b2d" })]).made).card!.files;
    const again = (await run([film("card", "", { colour: "#0f1b2d" })]).made).card!.files;
    expect(again).toEqual(first);
    // The owner adds the client: the card's SVG changes, so do its files' names, and the old go.
    const changed = (await run([film("card", "", { colour: "#115e59" })]).made).card!.files;
    for (const [index, file] of changed.entries()) expect(file.src).not.toBe(first[index]!.src);
    expect(readdirSync(path.join(dir, "public", "film-stills")).sort()).toEqual(
      changed.map((file) => path.basename(file.src)).sort(),
    );
  }, 60_000);

  it("prefers the owner's own frame, and asks YouTube nothing for that film", async () => {
    mkdirSync(path.join(dir, "public", "posters"), { recursive: true });
    await sharp(await jpeg(1600, 900, 4)).toFile(path.join(dir, "public", "posters", "frame.jpg"));
    const manifest = await run([film("own", MAXRES, { ownerFrame: "/posters/frame.jpg" })]).made;
    expect(manifest.own?.source).toBe("owner");
    expect(requested).toEqual([]);
  }, 60_000);

  it("asks YouTube once: a rebuild takes the thumbnail from its cache", async () => {
    await run([film("big", MAXRES)]).made;
    expect(requested).toHaveLength(1);
    const again = run([film("big", MAXRES)]);
    expect((await again.made).big?.source).toBe("platform");
    expect(again.thumbnails.requests()).toBe(0);
    expect(requested).toHaveLength(1);
  }, 60_000);

  it("on a machine that cannot reach the host, stops asking after the first failure and draws every film's card", async () => {
    // A port nothing listens on: the connection is refused at once, as offline.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { made, thumbnails } = run([film("a", MAXRES), film("b", HQ_ONLY)], `http://127.0.0.1:${port}`);
    const manifest = await made;
    expect(Object.values(manifest).map((entry) => entry.source)).toEqual(["artwork", "artwork"]);
    expect(thumbnails.requests()).toBe(1);
  }, 60_000);

  it("tells the launch check where each film's still would come from, through the build's cache, drawing no card", async () => {
    mkdirSync(path.join(dir, "public", "posters"), { recursive: true });
    await sharp(await jpeg(1600, 900, 4)).toFile(path.join(dir, "public", "posters", "frame.jpg"));
    const thumbnails = platformThumbnails({ origin, cacheDir: path.join(dir, "cache", "thumbnails") });
    const sources = [];
    for (const one of [
      film("own", NONE, { ownerFrame: "/posters/frame.jpg" }),
      film("lost", NONE, { ownerFrame: "/posters/none.jpg" }),
      film("big", MAXRES),
      film("small", HQ_ONLY),
      film("soon", ""),
    ])
      sources.push(await stillSourceOf(one, path.join(dir, "public"), thumbnails));
    expect(sources).toEqual(["owner", "artwork", "platform", "platform", "artwork"]);
    expect(drawn).toEqual([]);
    // The build that follows takes the thumbnails from the cache the check filled.
    const build = run([film("big", MAXRES), film("small", HQ_ONLY)]);
    await build.made;
    expect(build.thumbnails.requests()).toBe(0);
  }, 60_000);

  it("removes the files of stills no film uses any more", async () => {
    await run([film("big", MAXRES), film("gone", NONE)]).made;
    const manifest = await run([film("gone", NONE)]).made;
    const kept = manifest.gone?.files.map((file) => path.basename(file.src)).sort();
    expect(readdirSync(path.join(dir, "public", "film-stills")).sort()).toEqual(kept);
  }, 60_000);
});
