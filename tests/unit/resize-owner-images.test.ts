/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { OWNER_IMAGE_SPECS } from "@/lib/owner-image-specs";
import { resizeOwnerImage } from "../../scripts/owner-images";
import { buildInputFiles } from "../../scripts/export-stamp.mjs";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "owner-images-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A noisy photo of the given size, so the encoder has real detail to work on (a phone-sized JPEG). */
async function photo(file: string, width: number, height: number) {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toFile(file);
}

describe("the build's image step", () => {
  it("turns a large landscape photo into the portrait's 5:6 crop at three WebP widths", async () => {
    const source = path.join(dir, "portrait.jpg");
    await photo(source, 4032, 3024);
    const out = path.join(dir, "out");
    mkdirSync(out);

    const image = await resizeOwnerImage(source, "portrait", out, "/owner-images", "/founder.jpg");

    expect(image.files.map((file) => file.width)).toEqual([...OWNER_IMAGE_SPECS.portrait.widths]);
    expect(image).toMatchObject({ width: 896, height: 1075 });
    for (const file of image.files) {
      expect(file.src).toMatch(/^\/owner-images\/founder-[0-9a-f]{10}-\d+\.webp$/);
      const meta = await sharp(path.join(out, path.basename(file.src))).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(file.width);
      expect(meta.height).toBe(Math.round((file.width * 6) / 5));
    }
  }, 30_000);

  it("crops an event photo to 3:2 and never enlarges one smaller than the layout's widths", async () => {
    const source = path.join(dir, "small.png");
    await photo(source, 1000, 1000);
    const image = await resizeOwnerImage(source, "eventPhoto", dir, "/owner-images", "/events/keynote.png");
    expect(image.files.map((file) => file.width)).toEqual([480, 960]);
    expect(image).toMatchObject({ width: 960, height: 640 });
  }, 30_000);

  it("fits a logo whole inside the strip's box at each width it fills, keeping its transparency", async () => {
    const wide = path.join(dir, "wide.png");
    const tall = path.join(dir, "tall.png");
    const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
    await sharp({ create: { width: 1000, height: 200, channels: 4, background: transparent } })
      .composite([{ input: { create: { width: 400, height: 100, channels: 4, background: "#c2410c" } } }])
      .png()
      .toFile(wide);
    await sharp({ create: { width: 200, height: 200, channels: 4, background: "#0f766e" } })
      .png()
      .toFile(tall);

    const wideLogo = await resizeOwnerImage(wide, "clientLogo", dir, "/owner-images", "/clients/wide.png");
    // 5:1 inside 176 × 48, 352 × 96 and 528 × 144: width-bound, never cropped.
    expect(wideLogo.files.map((file) => file.width)).toEqual([...OWNER_IMAGE_SPECS.clientLogo.widths]);
    expect(wideLogo).toMatchObject({ width: 528, height: 106 });
    const meta = await sharp(path.join(dir, path.basename(wideLogo.files[0]?.src ?? ""))).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 176, height: 35, hasAlpha: true });

    // A square mark is height-bound, and a 200 px source is never enlarged past itself.
    const tallLogo = await resizeOwnerImage(tall, "clientLogo", dir, "/owner-images", "/clients/tall.png");
    expect(tallLogo.files.map((file) => file.width)).toEqual([48, 96, 144]);
    expect(tallLogo).toMatchObject({ width: 144, height: 144 });
  }, 30_000);

  it("crops a face to a square for the avatars", async () => {
    const source = path.join(dir, "person.jpg");
    await photo(source, 900, 1200);
    const image = await resizeOwnerImage(source, "avatar", dir, "/owner-images", "/people/a.jpg");
    expect(image.files.map((file) => file.width)).toEqual([...OWNER_IMAGE_SPECS.avatar.widths]);
    expect(image).toMatchObject({ width: 448, height: 448 });
  }, 30_000);

  it("names a replaced photo's files anew, so no visitor keeps the old one", async () => {
    const source = path.join(dir, "photo.jpg");
    await photo(source, 1200, 1200);
    const first = await resizeOwnerImage(source, "postArtwork", dir, "/owner-images", "/posts/a.jpg");
    await photo(source, 1300, 1300);
    const second = await resizeOwnerImage(source, "postArtwork", dir, "/owner-images", "/posts/a.jpg");
    expect(second.files[0]?.src).not.toBe(first.files[0]?.src);
  }, 30_000);
});

describe("the export stamp and the owner's photos", () => {
  it("hashes a photo dropped into public/ and leaves the resized output out", () => {
    execFileSync("git", ["init", "-q"], { cwd: dir });
    writeFileSync(path.join(dir, ".gitignore"), readFileSync(".gitignore", "utf8"));
    mkdirSync(path.join(dir, "public/events"), { recursive: true });
    mkdirSync(path.join(dir, "public/owner-images"), { recursive: true });
    writeFileSync(path.join(dir, "public/events/keynote.jpg"), "photo");
    writeFileSync(path.join(dir, "public/owner-images/events-keynote-0123456789-480.webp"), "resized");

    const files = buildInputFiles(dir) ?? [];
    expect(files).toContain("public/events/keynote.jpg");
    expect(files.some((file) => file.startsWith("public/owner-images/"))).toBe(false);
  });
});
