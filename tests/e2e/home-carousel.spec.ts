import { socialItems } from "@/content/social";
import { expect, test } from "./fixtures";
import type { Locator } from "@playwright/test";

const metrics = (list: Locator) =>
  list.evaluate((element) => ({
    left: element.scrollLeft,
    width: element.clientWidth,
    max: element.scrollWidth - element.clientWidth,
  }));

test.describe("social carousel", () => {
  for (const width of [390, 1280]) {
    test(`moves 80% of its visible width per press and disables the buttons at the ends at ${width}px`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const list = page.getByRole("list", { name: "Social posts" });
      const previous = page.getByRole("button", { name: "Previous posts" });
      const next = page.getByRole("button", { name: "Next posts" });
      await list.scrollIntoViewIfNeeded();
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();

      const start = await metrics(list);
      expect(start.left).toBe(0);
      await next.click();
      await expect.poll(async () => (await metrics(list)).left).toBeGreaterThan(0);
      const afterNext = await metrics(list);
      expect(Math.abs(afterNext.left - 0.8 * start.width)).toBeLessThanOrEqual(1.5);
      await expect(previous).toBeEnabled();

      // Every further press moves 80% again, clamped at the ends of the row.
      for (const button of [next, previous, next]) {
        const before = await metrics(list);
        const direction = button === next ? 1 : -1;
        const expected = Math.min(Math.max(before.left + direction * 0.8 * before.width, 0), before.max);
        await button.click();
        await expect
          .poll(async () => Math.abs((await metrics(list)).left - expected))
          .toBeLessThanOrEqual(1.5);
      }

      for (let press = 0; press < 20 && (await next.isEnabled()); press++) await next.click();
      await expect(next).toBeDisabled();
      const end = await metrics(list);
      expect(Math.abs(end.left - end.max)).toBeLessThanOrEqual(1);
    });
  }

  test("scrolls with the arrow keys when focused", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const list = page.getByRole("list", { name: "Social posts" });
    await list.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await metrics(list)).left).toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: "Previous posts" })).toBeEnabled();
  });

  test("opens a detail dialog with impressions and a new-tab link to the original post", async ({
    page,
    consoleErrors,
    blockedRequests,
  }) => {
    await page.goto("/");
    const item = socialItems[1];
    const trigger = page
      .getByRole("list", { name: "Social posts" })
      .getByRole("button", { name: new RegExp(item.title) });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: item.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${item.impressions} impressions`);
    await expect(dialog).toContainText(item.description);
    const original = dialog.getByRole("link", { name: /View original post/ });
    await expect(original).toHaveAttribute("href", item.url);
    await expect(original).toHaveAttribute("target", "_blank");
    await expect(original).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([page.waitForEvent("popup"), original.click()]);
    // The new tab's request to the network is what the shared fixture blocks.
    await expect.poll(() => blockedRequests).toContain(item.url);
    await popup.close();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });
});
