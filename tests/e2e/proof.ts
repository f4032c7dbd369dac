import type { Locator } from "@playwright/test";
import { expect } from "./fixtures";

/*
 * Checks shared by the specs that look at the owner's proof: the clients' logos, their photos and
 * the founder's face.
 */

/** Every image in `images` has come in: brought into view (they load lazily), then decoded. */
export async function expectImagesLoaded(images: Locator) {
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
}

/** The `alt` and `src` of each image in `images`, in page order. */
export function imageSources(images: Locator): Promise<{ alt: string | null; src: string | null }[]> {
  return images.evaluateAll((elements) =>
    elements.map((element) => ({ alt: element.getAttribute("alt"), src: element.getAttribute("src") })),
  );
}

/** A face the build cropped square from the owner's photo: a resized WebP, as tall as it is wide. */
export async function expectSquareResizedFace(face: Locator) {
  await expect(face).toHaveAttribute("src", /^\/owner-images\/.+\.webp$/);
  await expectImagesLoaded(face);
  const size = await face.evaluate((element: HTMLImageElement) => [
    element.naturalWidth,
    element.naturalHeight,
  ]);
  expect(size[0]).toBe(size[1]);
}
