import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { calculatorCopy, calculatorServices } from "@/content/calculator";
import { QUOTE_CSV_COLUMNS, QUOTE_CSV_FILENAME } from "@/lib/quote-csv";
import { parseCsv } from "../support/parse-csv";
import { ROUTES } from "@/lib/routes";
import { expect, test } from "./fixtures";

type Id = (typeof calculatorServices)[number]["id"];

function serviceOf(id: Id) {
  const found = calculatorServices.find((item) => item.id === id);
  if (!found) throw new Error(`unknown service ${id}`);
  return found;
}

function quantityField(page: Page, id: Id): Locator {
  const { name, category } = serviceOf(id);
  return page.getByRole("spinbutton", {
    name: `${calculatorCopy.quantityLabel} of ${name}, ${category}`,
    exact: true,
  });
}

function row(page: Page, id: Id): Locator {
  return page.getByRole("listitem").filter({ has: quantityField(page, id) });
}

/** The <dd> that follows the <dt> labelled `label` inside `scope`. */
function figure(scope: Locator, label: string): Locator {
  return scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

function summary(page: Page): Locator {
  return page.getByRole("region", { name: calculatorCopy.summaryHeading });
}

async function setQuantity(page: Page, id: Id, value: string) {
  const field = quantityField(page, id);
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  if (value) await field.pressSequentially(value);
  await field.blur();
}

test.describe("master pricing calculator", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(ROUTES.masterPricing);
    // Wait for hydration: the island replaces the hash and reacts to input only once it runs.
    await expect(quantityField(page, "std-90s")).toBeEditable();
    await page.waitForFunction(() => document.querySelector("[data-print-quote]") !== null);
  });

  test("shows every service with its price, hours, tiers and the five notes", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1, name: "Master Pricing Calculator" })).toBeVisible();
    await expect(page.getByRole("spinbutton")).toHaveCount(calculatorServices.length);
    const standard = row(page, "std-90s");
    await expect(standard).toContainText("£360.00");
    await expect(standard).toContainText("3.0h per unit");
    await expect(standard.getByRole("list", { name: "Volume discounts" }).getByRole("listitem")).toHaveText([
      "3+ units: 10% off",
      "5+ units: 15% off",
    ]);
    await expect(
      row(page, "testimonial-std").getByRole("list", { name: "Volume discounts" }).getByRole("listitem"),
    ).toHaveText(["3+ units: 10% off", "5+ units: 15% off", "10+ units: 20% off"]);
    await expect(row(page, "broll")).toContainText("No volume discount");
    for (const note of calculatorCopy.notes) await expect(page.getByText(note)).toBeVisible();
    const field = quantityField(page, "std-90s");
    await expect(field).toHaveAttribute("min", "0");
    await expect(field).toHaveAttribute("placeholder", "0");
    await expect(field).toHaveValue("");
    await expect(summary(page)).toHaveCount(0);
  });

  test("recomputes lines, discounts and totals as quantities are typed", async ({ page, consoleErrors }) => {
    const standard = row(page, "std-90s");
    await expect(figure(standard, "Line total")).toHaveText("£0.00");
    await expect(figure(standard, "Discount")).toHaveCount(0);

    const cases: [string, string, string, string][] = [
      ["2", "0%", "£720.00", "6.0h"],
      ["3", "10% off", "£972.00", "9.0h"],
      ["4", "10% off", "£1,296.00", "12.0h"],
      ["5", "15% off", "£1,530.00", "15.0h"],
      ["9", "15% off", "£2,754.00", "27.0h"],
      ["10", "15% off", "£3,060.00", "30.0h"],
    ];
    for (const [quantity, discount, total, time] of cases) {
      await setQuantity(page, "std-90s", quantity);
      await expect(figure(standard, "Discount")).toContainText(discount);
      await expect(figure(standard, "Line total")).toHaveText(total);
      await expect(figure(standard, "Time")).toHaveText(time);
    }

    const testimonial = row(page, "testimonial-prem");
    await setQuantity(page, "testimonial-prem", "10");
    await expect(figure(testimonial, "Discount")).toContainText("20% off");
    await expect(figure(testimonial, "Line total")).toHaveText("£4,800.00");

    // Add-ons never show a discount.
    await setQuantity(page, "rush-delivery", "3");
    await expect(figure(row(page, "rush-delivery"), "Discount")).toHaveCount(0);
    await expect(figure(row(page, "rush-delivery"), "Time")).toHaveText("0.0h");

    // £3,060 + £4,800 + £750; 30h + 45h + 0h.
    await expect(figure(summary(page), "Total price")).toHaveText("£8,610.00");
    await expect(figure(summary(page), "Total time")).toHaveText("75.0h");
    expect(consoleErrors).toEqual([]);
  });

  test("treats unparseable input as 0 and keeps the integer part of decimals", async ({ page }) => {
    const field = quantityField(page, "prem-90s");
    await setQuantity(page, "prem-90s", "2.7");
    await expect(field).toHaveValue("2");
    await expect(figure(row(page, "prem-90s"), "Line total")).toHaveText("£1,320.00");
    await setQuantity(page, "prem-90s", "007");
    await expect(field).toHaveValue("7");
    await expect(figure(row(page, "prem-90s"), "Line total")).toHaveText("£3,927.00");
    await setQuantity(page, "prem-90s", "1e3");
    await expect(field).toHaveValue("1");
    await setQuantity(page, "prem-90s", "-3");
    await expect(field).toHaveValue("");
    await expect(figure(row(page, "prem-90s"), "Line total")).toHaveText("£0.00");
    await expect(summary(page)).toHaveCount(0);
  });

  test("shows the summary only while the quote is above 0 and Clear All resets it", async ({ page }) => {
    await expect(summary(page)).toHaveCount(0);
    await setQuantity(page, "broll", "1");
    await expect(summary(page)).toBeVisible();
    await expect(summary(page).getByRole("button", { name: "Export CSV" })).toBeVisible();
    await setQuantity(page, "broll", "");
    await expect(summary(page)).toHaveCount(0);

    await setQuantity(page, "broll", "2");
    await setQuantity(page, "testimonial-std", "3");
    await summary(page).getByRole("button", { name: "Clear All" }).click();
    await expect(summary(page)).toHaveCount(0);
    for (const field of await page.getByRole("spinbutton").all()) await expect(field).toHaveValue("");
    expect(new URL(page.url()).hash).toBe("");
  });

  test("exports pricing-quote.csv with a BOM and the right cells", async ({ page }) => {
    await setQuantity(page, "std-90s", "5");
    await setQuantity(page, "broll", "1");
    await setQuantity(page, "testimonial-prem", "10");

    const downloadPromise = page.waitForEvent("download");
    await summary(page).getByRole("button", { name: "Export CSV" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(QUOTE_CSV_FILENAME);
    await expect(page.getByText(calculatorCopy.toasts.exported)).toBeVisible();

    const bytes = await readFile((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([...QUOTE_CSV_COLUMNS]);
    expect(rows).toEqual([
      [
        "Presenter Explainer Videos - Standard",
        "90 Second Video",
        "£360.00",
        "5",
        "15%",
        "£1,530.00",
        "15.0h",
        serviceOf("std-90s").description,
      ],
      [
        "Presenter Video Add-ons",
        "Custom B-roll Integration",
        "£150.00",
        "1",
        "0%",
        "£150.00",
        "1.0h",
        serviceOf("broll").description,
      ],
      [
        "MSP Testimonial Videos",
        "Premium (Full-Service)",
        "£600.00",
        "10",
        "20%",
        "£4,800.00",
        "45.0h",
        serviceOf("testimonial-prem").description,
      ],
    ]);
  });

  test("copies a link that reopens the same quote", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await setQuantity(page, "prem-5min", "5");
    await setQuantity(page, "pdf-case-study", "2");
    await summary(page).getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText(calculatorCopy.toasts.copied)).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/master-pricing\/#quote=prem-5min:5,pdf-case-study:2$/);

    const reopened = await context.newPage();
    await reopened.goto(link);
    await expect(quantityField(reopened, "prem-5min")).toHaveValue("5");
    await expect(quantityField(reopened, "pdf-case-study")).toHaveValue("2");
    // 5 × £900 × 0.85 = £3,825 + 2 × £200 = £4,225; 37.5h + 3h.
    await expect(figure(summary(reopened), "Total price")).toHaveText("£4,225.00");
    await expect(figure(summary(reopened), "Total time")).toHaveText("40.5h");
  });

  test("opens a mangled link as a partial quote without errors", async ({ page, consoleErrors }) => {
    await page.goto(`${ROUTES.masterPricing}#quote=broll:abc,greenscreen:2,evil:9,std-90s:-4,%E0%A4`);
    await expect(quantityField(page, "greenscreen")).toHaveValue("2");
    await expect(figure(summary(page), "Total price")).toHaveText("£300.00");
    await expect(page.locator("body")).not.toContainText("NaN");
    expect(consoleErrors).toEqual([]);
  });

  test("can be used with the keyboard alone", async ({ page }) => {
    const first = quantityField(page, "std-90s");
    for (
      let presses = 0;
      presses < 40 && !(await first.evaluate((el) => el === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(first).toBeFocused();
    await page.keyboard.type("3");
    await page.keyboard.press("Tab");
    await expect(quantityField(page, "std-3min")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(quantityField(page, "std-3min")).toHaveValue("2");
    await expect(figure(summary(page), "Total price")).toHaveText("£1,932.00");

    // Tab on through the remaining fields to the summary's buttons.
    const exportButton = summary(page).getByRole("button", { name: "Export CSV" });
    for (
      let presses = 0;
      presses < 40 && !(await exportButton.evaluate((el) => el === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(exportButton).toBeFocused();
    const downloadPromise = page.waitForEvent("download");
    await page.keyboard.press("Enter");
    expect((await downloadPromise).suggestedFilename()).toBe(QUOTE_CSV_FILENAME);

    const clear = summary(page).getByRole("button", { name: "Clear All" });
    await clear.focus();
    await page.keyboard.press("Enter");
    await expect(summary(page)).toHaveCount(0);
    await expect(first).toBeFocused();
  });

  test("prints only the quote: no nav, footer, hero, controls or zero lines", async ({ page }) => {
    await setQuantity(page, "std-90s", "5");
    await setQuantity(page, "testimonial-rush", "1");
    // Controls drop out of the accessibility tree in print, so rows are found by their ids here.
    const line = (id: Id) => page.locator(`#service-${id}`);
    await expect(line("std-3min")).toBeVisible();
    await page.emulateMedia({ media: "print" });

    await expect(page.locator("body > header")).toBeHidden();
    await expect(page.locator("body > footer")).toBeHidden();
    await expect(page.locator("h1")).toBeHidden();
    await expect(page.getByText(calculatorCopy.notes[0])).toBeHidden();
    await expect(page.getByText(calculatorCopy.printHeading)).toBeVisible();

    await expect(line("std-90s")).toBeVisible();
    await expect(line("testimonial-rush")).toBeVisible();
    await expect(line("std-3min")).toBeHidden();
    await expect(line("testimonial-std")).toBeHidden();
    await expect(page.locator("h2", { hasText: "Presenter Explainer Videos - Premium" })).toBeHidden();
    await expect(line("std-90s")).toContainText("£1,530.00");
    await expect(line("std-90s")).toContainText("15% off");

    await expect(figure(summary(page), "Total price")).toHaveText("£1,780.00");
    const buttons = summary(page).locator("button");
    await expect(buttons).toHaveCount(4);
    for (const button of await buttons.all()) await expect(button).toBeHidden();
    await expect(page.locator("#qty-std-90s")).toBeHidden();

    await page.emulateMedia({ media: "screen" });
    await expect(line("std-3min")).toBeVisible();
    await expect(page.locator("body > header")).toBeVisible();
  });

  for (const width of [390, 1280] as const) {
    test(`a filled quote fits ${width}px without horizontal scrolling or axe violations`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${ROUTES.masterPricing}#quote=std-90s:5,prem-3min:3,broll:1,testimonial-prem:10`);
      await expect(summary(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
