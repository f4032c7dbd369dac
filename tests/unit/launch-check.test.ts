/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { owner as shipped } from "@/content/owner";
import { POST_KEYS, VIDEO_KEYS, type OwnerDetails } from "@/content/owner-types";
import { findMissingImages, findPlaceholders, ownerContentTable } from "@/lib/launch-check";
import { owner as launched } from "../fixtures/owner-launched";

const LIVE_URL = "https://www.northlightfilms.co.uk";
const fields = (owner: OwnerDetails, siteUrl?: string) =>
  findPlaceholders(owner, siteUrl).map((item) => item.field);

describe("the launch check", () => {
  it("lists every stand-in the template ships with, site URL first", () => {
    const found = fields(shipped, undefined);
    expect(found[0]).toBe("siteUrl");
    for (const field of [
      "brand.name",
      "email",
      "profiles.linkedIn",
      "podcast.apple",
      "scheduling.workspace",
    ]) {
      expect(found).toContain(field);
    }
    for (const field of [
      "founder.name",
      "founder.portrait",
      "testimonials.mspDirector",
      "eventPhotos.keynote",
    ]) {
      expect(found).toContain(field);
    }
    for (const key of VIDEO_KEYS) expect(found).toContain(`videos.${key}`);
    for (const key of POST_KEYS) expect(found).toContain(`posts.${key}`);
    expect(found).toContain("carouselImpressions.outgrownIt");
  });

  it("says where each one is and what to put there", () => {
    for (const item of findPlaceholders(shipped, undefined)) {
      expect(item.file).toMatch(/^content\/owner\.ts/);
      expect(item.what.length).toBeGreaterThan(10);
    }
  });

  it("passes on an owner's real-looking details", () => {
    expect(findPlaceholders(launched, LIVE_URL)).toEqual([]);
    // The owner's own siteUrl is enough when no SITE_URL is given.
    expect(findPlaceholders(launched, undefined)).toEqual([]);
  });

  it("counts SITE_URL on a reserved example domain, and the owner's example.com when it is unset", () => {
    expect(fields(launched, "https://staging.example.com")).toEqual(["siteUrl"]);
    expect(fields({ ...launched, siteUrl: "https://www.example.com" }, undefined)).toEqual(["siteUrl"]);
    expect(fields({ ...launched, siteUrl: "https://www.example.com" }, LIVE_URL)).toEqual([]);
  });

  it("catches a single stand-in left among real values, and a malformed one", () => {
    const oneVideoMissing = { ...launched, videos: { ...launched.videos, mspExample3: "" } };
    expect(fields(oneVideoMissing, LIVE_URL)).toEqual(["videos.mspExample3"]);
    const pastedAddress = {
      ...launched,
      videos: { ...launched.videos, mspExample3: "https://youtu.be/dQw4w9WgXcQ" },
    };
    expect(fields(pastedAddress, LIVE_URL)).toEqual(["videos.mspExample3"]);
    const templateName = { ...launched, founder: { ...launched.founder, name: "Sarah Whitfield" } };
    expect(fields(templateName, LIVE_URL)).toEqual(["founder.name"]);
    const exampleEmail = { ...launched, email: "hello@studio.example" };
    expect(fields(exampleEmail, LIVE_URL)).toEqual(["email"]);
  });
});

describe("the launch check's image files", () => {
  it("lists an image whose file is not in the public folder, and nothing when all are there", () => {
    const there = new Set(["/founder.png", ...Object.values(launched.eventPhotos).map((photo) => photo.src)]);
    expect(findMissingImages(launched, (file) => there.has(file))).toEqual([]);
    there.delete("/events/panel.png");
    expect(findMissingImages(launched, (file) => there.has(file))).toEqual([
      {
        file: "content/owner.ts",
        field: "eventPhotos.panel",
        what: "No file at public/events/panel.png: add the image there",
      },
    ]);
  });

  it("finds every image the template ships with in public/", () => {
    expect(findMissingImages(shipped, (file) => existsSync(`public${file}`))).toEqual([]);
  });
});

describe("npm run check:launch", () => {
  const run = (args: string[], siteUrl?: string) => {
    const env = { ...process.env, SITE_URL: siteUrl ?? "" };
    try {
      return {
        code: 0,
        out: execFileSync("npx", ["tsx", "scripts/check-launch.ts", ...args], { env }).toString(),
      };
    } catch (error) {
      const failed = error as { status: number; stdout: Buffer };
      return { code: failed.status, out: failed.stdout.toString() };
    }
  };

  it("fails today with the full list", () => {
    const { code, out } = run([]);
    expect(code).toBe(1);
    const expected = findPlaceholders(shipped, undefined);
    expect(out).toContain(`${expected.length} placeholder(s)`);
    for (const item of expected)
      expect(out).toMatch(new RegExp(`^  ${item.field.replace(".", "\\.")} `, "m"));
  }, 30_000);

  it("counts the launched fixture's images as missing where they are not", () => {
    const { code, out } = run(["--owner", "tests/fixtures/owner-launched.ts"], LIVE_URL);
    expect(code).toBe(1);
    expect(out).toContain("No file at public/founder.png");
  }, 30_000);

  it("passes on the launched fixture", () => {
    const { code, out } = run(
      ["--owner", "tests/fixtures/owner-launched.ts", "--public", "tests/fixtures/launched-public"],
      LIVE_URL,
    );
    expect(out).toMatch(/^Ready to launch/);
    expect(code).toBe(0);
  }, 30_000);
});

describe("the owner guide's launch check table", () => {
  // Prettier pads the guide's columns, so rows are compared cell by cell, not character by character.
  const cells = (table: string) =>
    table
      .split("\n")
      .filter((line) => line.startsWith("|") && !/^\|[\s|:-]+\|$/.test(line))
      .map((line) =>
        line
          .split("|")
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );

  it("is the table the launch check's rules write", () => {
    const guide = readFileSync("docs/owner-guide.md", "utf8");
    const section = guide.split("## What the launch check looks for")[1]?.split("\n## ")[0] ?? "";
    const table = section
      .split("\n")
      .filter((line) => line.startsWith("|"))
      .join("\n");
    expect(cells(table)).toEqual(cells(ownerContentTable()));
  });
});
