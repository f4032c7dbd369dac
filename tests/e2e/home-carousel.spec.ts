import { expect, test, LAUNCHED } from "./fixtures";
import { launchedOwner } from "./launched-owner";
import { openPostDetails } from "./helpers";
import type { Locator, Page } from "@playwright/test";

/** The carousel's row, its buttons, and the heading whose column the row shares. */
function carousel(page: Page) {
  return {
    list: page.getByRole("list", { name: "Social posts" }),
    previous: page.getByRole("button", { name: "Previous posts" }),
    next: page.getByRole("button", { name: "Next posts" }),
    heading: page.locator("#social-heading"),
  };
}

/**
 * The row's scroll state and geometry: where its visible box is, where the content column is
 * (the heading's container, less its padding), and where each card is, all in viewport pixels.
 */
const layout = (list: Locator) =>
  list.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const section = element.closest("section")!;
    const heading = section.querySelector("h2")!.getBoundingClientRect();
    const container = section.querySelector("h2")!.closest("[data-slot=section-heading]")!.parentElement!;
    const containerBox = container.getBoundingClientRect();
    const containerStyle = getComputedStyle(container);
    const cards = [...element.querySelectorAll(":scope > li")].map((card) => {
      const rect = card.getBoundingClientRect();
      return { left: rect.left, right: rect.right };
    });
    const visible = cards.filter((card) => card.right > box.left + 1 && card.left < box.right - 1);
    return {
      scrollLeft: element.scrollLeft,
      width: element.clientWidth,
      max: element.scrollWidth - element.clientWidth,
      gap: Number.parseFloat(getComputedStyle(element).columnGap) || 0,
      left: box.left,
      right: box.left + element.clientWidth,
      headingLeft: heading.left,
      columnLeft: containerBox.left + Number.parseFloat(containerStyle.paddingLeft),
      columnRight: containerBox.right - Number.parseFloat(containerStyle.paddingRight),
      /** Distance between one card's left edge and the next one's. */
      pitch: cards.length > 1 ? cards[1]!.left - cards[0]!.left : 0,
      firstVisibleLeft: visible[0]?.left ?? Number.NaN,
      /** Cards that overlap an edge of the row: partly visible. */
      cutLeft: visible.filter((card) => card.left < box.left - 1).length,
      cutRight: visible.filter((card) => card.right > box.left + element.clientWidth + 1).length,
    };
  });

type Layout = Awaited<ReturnType<typeof layout>>;

const atEnd = async (list: Locator) => {
  const state = await layout(list);
  return state.scrollLeft >= state.max - 1;
};

/** Presses a carousel button and waits until the row has moved. */
async function pressAndWait(button: Locator, list: Locator) {
  const before = (await layout(list)).scrollLeft;
  await button.click();
  await expect.poll(async () => (await layout(list)).scrollLeft).not.toBe(before);
}

/** At rest on a snap point: the first visible card starts exactly at the row's left edge. */
const snapped = (state: Layout) => Math.abs(state.firstVisibleLeft - state.left) <= 1;

test.describe("social carousel", () => {
  for (const width of [320, 390, 768, 1024, 1280, 1440]) {
    test(`sits in the content column and rests on whole cards after "next" at ${width}px`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const { list, next, heading } = carousel(page);
      await list.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();

      const start = await layout(list);
      // The row's visible edges are the column's: the heading's left edge and the column's right.
      expect(Math.abs(start.left - start.headingLeft)).toBeLessThanOrEqual(1);
      expect(Math.abs(start.left - start.columnLeft)).toBeLessThanOrEqual(1);
      expect(Math.abs(start.right - start.columnRight)).toBeLessThanOrEqual(1);
      expect(start.scrollLeft).toBe(0);
      expect(snapped(start)).toBe(true);
      expect(start.cutLeft).toBe(0);

      await next.click();
      await expect.poll(async () => (await layout(list)).scrollLeft).toBeGreaterThan(0);
      const after = await layout(list);
      expect(Math.abs(after.firstVisibleLeft - after.left)).toBeLessThanOrEqual(1);
      expect(after.cutLeft).toBe(0);
      expect(Math.abs(after.left - after.headingLeft)).toBeLessThanOrEqual(1);
      // From tablet up the row shows whole cards only; a phone lets the next card peek in.
      if (width >= 640) expect(after.cutRight).toBe(0);
      else expect(after.cutRight).toBe(1);
    });
  }

  for (const width of [390, 1280]) {
    test(`steps by whole cards, nearest to 80% of its visible width, and disables the buttons at the ends at ${width}px`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const { list, previous, next } = carousel(page);
      await list.scrollIntoViewIfNeeded();
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      const { scrollLeft, pitch } = await layout(list);
      expect(scrollLeft).toBe(0);
      expect(pitch).toBeGreaterThan(0);

      for (const button of [next, next, previous, next]) {
        const before = await layout(list);
        const direction = button === next ? 1 : -1;
        await button.click();
        await expect.poll(async () => (await layout(list)).scrollLeft).not.toBe(before.scrollLeft);
        const after = await layout(list);
        expect(snapped(after)).toBe(true);
        const moved = Math.abs(after.scrollLeft - before.scrollLeft);
        // A whole number of cards: at least one, at most one page (the width and one gap)...
        const cards = moved / after.pitch;
        expect(Math.abs(cards - Math.round(cards))).toBeLessThan(0.01);
        expect(Math.round(cards)).toBeGreaterThanOrEqual(1);
        expect(moved).toBeLessThanOrEqual(before.width + before.gap + 1);
        // ...and, where neither end of the row cuts the step short, the nearest such step to 80%.
        if (direction === 1 ? after.scrollLeft < after.max - 1 : after.scrollLeft > 1) {
          expect(Math.abs(moved - 0.8 * before.width)).toBeLessThanOrEqual(after.pitch / 2 + 1);
        }
        if (button === previous) await expect(previous).toBeEnabled();
      }

      // Pressed until the row is at its end (read from the row, not the button, which updates a
      // render after the scroll).
      for (let press = 0; press < 20 && (await atEnd(list)) === false; press++)
        await pressAndWait(next, list);
      await expect(next).toBeDisabled();
      const end = await layout(list);
      expect(Math.abs(end.scrollLeft - end.max)).toBeLessThanOrEqual(1);
      // The end of the row rests on a card too: nothing cut at the left edge.
      expect(snapped(end)).toBe(true);
      expect(end.cutLeft).toBe(0);
      expect(end.cutRight).toBe(0);

      for (let press = 0; press < 20 && (await layout(list)).scrollLeft > 1; press++) {
        await pressAndWait(previous, list);
      }
      await expect(previous).toBeDisabled();
      expect((await layout(list)).scrollLeft).toBe(0);
    });
  }

  test("two quick presses with smooth scrolling land two cards on, snapped", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/");
    const { list, next } = carousel(page);
    await list.scrollIntoViewIfNeeded();
    const { pitch } = await layout(list);
    // The second press comes while the first one's smooth scroll is still on its way.
    await next.click();
    await next.click();
    await expect
      .poll(async () => {
        const state = await layout(list);
        return snapped(state) ? Math.round(state.scrollLeft / pitch) : -1;
      })
      .toBe(2);
  });

  test("scrolls with the arrow keys when focused", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const { list, previous } = carousel(page);
    await list.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await layout(list)).scrollLeft).toBeGreaterThan(0);
    await expect(previous).toBeEnabled();
    // Mandatory snapping brings a keyboard scroll to rest on a card as well.
    await expect.poll(async () => snapped(await layout(list))).toBe(true);
  });

  test(
    "opens a detail dialog with impressions and a new-tab link to the original post",
    LAUNCHED,
    async ({ page, consoleErrors, blockedRequests }) => {
      await page.goto("/");
      // The launched owner's own post, as the launched export shows it.
      const item = launchedOwner.carouselPosts.credibilityQuote;
      const postUrl = launchedOwner.posts.credibilityQuote;
      const { trigger, dialog } = await openPostDetails(page, item.title);
      await expect(dialog).toContainText(`${launchedOwner.carouselImpressions.credibilityQuote} impressions`);
      await expect(dialog).toContainText(item.description);
      const original = dialog.getByRole("link", { name: /View original post/ });
      await expect(original).toHaveAttribute("href", postUrl);
      await expect(original).toHaveAttribute("target", "_blank");
      await expect(original).toHaveAttribute("rel", "noopener noreferrer");
      const [popup] = await Promise.all([page.waitForEvent("popup"), original.click()]);
      // The new tab's request to the network is what the shared fixture blocks.
      await expect.poll(() => blockedRequests).toContain(postUrl);
      await popup.close();

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      expect(consoleErrors).toEqual([]);
    },
  );

  for (const [width, height] of [
    [320, 568],
    [390, 844],
    [1024, 768],
    [1280, 800],
  ] as const) {
    test(
      `shows the post's whole artwork in the dialog, inside the screen, at ${width}×${height}`,
      LAUNCHED,
      async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.setViewportSize({ width, height });
        await page.goto("/");
        const item = launchedOwner.carouselPosts.outgrownIt;
        const { dialog } = await openPostDetails(page, item.title);
        const artwork = dialog.getByRole("img", { name: item.artworkAlt });
        await expect
          .poll(() => artwork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);

        const measured = await artwork.evaluate((img: HTMLImageElement) => {
          const box = img.getBoundingClientRect();
          const frame = img.closest("[role=dialog]")!.getBoundingClientRect();
          return {
            box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
            dialog: { left: frame.left, top: frame.top, right: frame.right, bottom: frame.bottom },
            boxRatio: box.width / box.height,
            naturalRatio: img.naturalWidth / img.naturalHeight,
            objectFit: getComputedStyle(img).objectFit,
          };
        });
        // Not cropped: the image's box has the artwork's own shape, so nothing is cut off, whatever
        // the object-fit (and it is "contain" in any case).
        expect(Math.abs(measured.boxRatio / measured.naturalRatio - 1)).toBeLessThan(0.01);
        expect(measured.objectFit).toBe("contain");
        // Fully inside the dialog, which is itself inside the viewport.
        expect(measured.box.left).toBeGreaterThanOrEqual(measured.dialog.left - 0.5);
        expect(measured.box.top).toBeGreaterThanOrEqual(measured.dialog.top - 0.5);
        expect(measured.box.right).toBeLessThanOrEqual(measured.dialog.right + 0.5);
        expect(measured.box.bottom).toBeLessThanOrEqual(measured.dialog.bottom + 0.5);
        expect(measured.dialog.left).toBeGreaterThanOrEqual(0);
        expect(measured.dialog.top).toBeGreaterThanOrEqual(0);
        expect(measured.dialog.right).toBeLessThanOrEqual(width);
        expect(measured.dialog.bottom).toBeLessThanOrEqual(height);
        // The whole post remains reachable: the dialog scrolls inside itself when the screen is short.
        const link = dialog.getByRole("link", { name: /View original post/ });
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeInViewport({ ratio: 1 });
      },
    );
  }
});
