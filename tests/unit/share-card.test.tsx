/** @jest-environment node */
import type { ShareCardContent } from "@/components/seo/share-card";
import type { BrandPicture } from "../support/render-brand-pictures";
import { runSupportScript } from "../support/support-process";
import sharp from "sharp";

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
  title: "MSP video content pricing",
  eyebrow: "MSP Pricing",
  siteUrl: "https://www.example.com",
};
const launched: ShareCardContent = { ...template, brandName: "Northlight Films", brandShort: "NLF" };

// Drawn once for every test below: each drawing costs a second or so of CPU.
const [templateCard, launchedCard, otherTitleCard, templateCardAgain, templateIcon, launchedIcon, filmCard] =
  renderPictures([
    { kind: "card", content: template },
    { kind: "card", content: launched },
    { kind: "card", content: { ...template, title: "Get in Touch" } },
    { kind: "card", content: template },
    { kind: "icon", size: 192, brandShort: "HCS", rounded: false },
    { kind: "icon", size: 192, brandShort: "NLF", rounded: false },
    { kind: "film", title: "Patch Tuesday: The Musical" },
  ]) as [Buffer, Buffer, Buffer, Buffer, Buffer, Buffer, Buffer];

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

describe("filmShareCard", () => {
  it("sets the brand at the top and the title at the foot, leaving the film's still clear between", async () => {
    expect(pngSize(filmCard)).toEqual({ width: 1200, height: 630 });
    const { data, info } = await sharp(filmCard).greyscale().raw().toBuffer({ resolveWithObject: true });
    const brightest = (from: number, to: number) => {
      let most = 0;
      for (let y = from; y < to; y++)
        for (let x = 0; x < info.width; x++)
          most = Math.max(most, data[(y * info.width + x) * info.channels]!);
      return most;
    };
    // The brand's name in the top band, the title and the address in the foot (paper on ink).
    expect(brightest(40, 130)).toBeGreaterThan(200);
    expect(brightest(380, 600)).toBeGreaterThan(200);
    // Between them, the still (here the card's ink ground) with nothing set over it.
    expect(brightest(140, 290)).toBeLessThan(60);
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
