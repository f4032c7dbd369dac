/** @jest-environment node */
import type { ShareCardContent } from "@/components/seo/share-card";
import type { BrandPicture } from "../support/render-brand-pictures";
import { runSupportScript } from "../support/support-process";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Draws the pictures with the real renderer, in one child process (see the support script). */
function renderPictures(pictures: BrandPicture[]): Buffer[] {
  return runSupportScript<string[]>("tests/support/render-brand-pictures.tsx", pictures).map((base64) =>
    Buffer.from(base64, "base64"),
  );
}

/** Width and height from the PNG's header chunk, which always comes first. */
function pngSize(bytes: Buffer) {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const template: ShareCardContent = {
  brandName: "Human Channel Studio",
  brandShort: "HCS",
  title: "MSP Video Content Pricing",
  eyebrow: "MSP Pricing",
  siteUrl: "https://www.example.com",
};
const launched: ShareCardContent = { ...template, brandName: "Northlight Films", brandShort: "NLF" };

// Drawn once for every test below: each drawing costs a second or so of CPU.
const [templateCard, launchedCard, otherTitleCard, templateCardAgain, templateIcon, launchedIcon] =
  renderPictures([
    { kind: "card", content: template },
    { kind: "card", content: launched },
    { kind: "card", content: { ...template, title: "Get in Touch" } },
    { kind: "card", content: template },
    { kind: "icon", size: 192, brandShort: "HCS", rounded: false },
    { kind: "icon", size: 192, brandShort: "NLF", rounded: false },
  ]) as [Buffer, Buffer, Buffer, Buffer, Buffer, Buffer];

describe("renderShareCard", () => {
  it("draws a 1200 × 630 PNG", () => {
    expect(templateCard.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(templateCard)).toEqual({ width: 1200, height: 630 });
  });

  it("draws another picture for another owner's brand", () => {
    expect(launchedCard.equals(templateCard)).toBe(false);
  });

  it("draws another picture for another page's title", () => {
    expect(otherTitleCard.equals(templateCard)).toBe(false);
  });

  it("draws the same picture from the same content, so a rebuild changes no file", () => {
    expect(templateCardAgain.equals(templateCard)).toBe(true);
  });
});

describe("renderBrandIcon", () => {
  it("draws a square PNG of the size asked for", () => {
    expect(templateIcon.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(templateIcon)).toEqual({ width: 192, height: 192 });
  });

  it("draws another icon for another owner's letters", () => {
    expect(launchedIcon.equals(templateIcon)).toBe(false);
  });
});
