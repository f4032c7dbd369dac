import { readFile } from "node:fs/promises";
import jsQR from "jsqr";
import sharp from "sharp";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { calculatorCopy, calculatorServices } from "@/content/calculator";
import { quotePrintCopy } from "@/content/quote-print";
import { site } from "@/content/site";
import { MAX_QUANTITY, buildQuote, formatCentipence } from "@/lib/calculator";
import { QUOTE_CSV_COLUMNS, QUOTE_CSV_FILENAME } from "@/lib/quote-csv";
import { encodeQuoteHash } from "@/lib/quote-link";
import { parseCsv } from "../support/parse-csv";
import { ROUTES } from "@/lib/routes";
import { axeViolations } from "./accessibility";
import { expect, rememberCountry, test } from "./fixtures";
import { walkFocus } from "./focus-not-obscured";
import { contentsRendered, farBelowFirstScreen, holdScripts, openWhileLoading } from "./helpers";

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

/** The print-only quote document (hidden on screen, so found by its marker rather than its role). */
function printDocument(page: Page): Locator {
  return page.locator("[data-quote-print]");
}

function printedLine(page: Page, id: Id): Locator {
  return printDocument(page).locator(`[data-print-line="${id}"]`);
}

const ids = calculatorServices.map((service) => service.id);

/** The day the printed quotes are issued on: noon UTC is 10 March in every time zone within ±11h. */
const ISSUED = new Date("2026-03-10T12:00:00Z");

/** £306,000 + £153,000 + £45,000 + £48,000 = £552,000.00; 3,000h + 1,500h + 300h + 450h = 5,250.0h. */
const SIX_FIGURES = "#quote=std-90s:1000,prem-5min:200,broll:300,testimonial-prem:100";

/** Every service at the largest quantity a field takes: seven-figure lines and totals. */
const EVERY_SERVICE_AT_MOST = `#quote=${ids.map((id) => `${id}:${MAX_QUANTITY}`).join(",")}`;

/**
 * Which of the elements spill out: wider content than box (scrollWidth > clientWidth), text that
 * runs past the box's padding edge, or text set on more than one line. An empty list means all fit.
 */
function fits(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const label = `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 40)}"`;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const inner = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const problems: string[] = [];
      if (element.scrollWidth > element.clientWidth) problems.push(`${label} scrolls sideways`);
      if (rects.some((rect) => rect.right > inner + 0.5)) problems.push(`${label} runs past its padding`);
      if (element.children.length === 0 && new Set(rects.map((rect) => Math.round(rect.top))).size > 1) {
        problems.push(`${label} wraps`);
      }
      return problems;
    }),
  );
}

/** A reference's code as the link holds it. */
const CODE = "[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}";

/** The reference's code in the page's address. */
function referenceIn(url: string): string {
  return /&ref=([0-9A-Z-]{9})/.exec(new URL(url).hash)?.[1] ?? "";
}

/** The text a QR code on screen holds: its element's picture, decoded as a phone camera would. */
async function scanQrCode(code: Locator): Promise<string | undefined> {
  const { data, info } = await sharp(await code.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
    ?.data;
}

/**
 * Opens `url` in a second page of `context` once React has hydrated it: the quote in a link is read
 * by the calculator's script, and the fixture waits for hydration on the test's own page only.
 */
async function openHydrated(context: BrowserContext, url: string): Promise<Page> {
  const opened = await context.newPage();
  await opened.goto(url);
  await opened.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return opened;
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

  /** Where the notes come, in the document and on screen, at `width`. */
  async function expectNotesInPlace(page: Page, width: number) {
    await page.setViewportSize({ width, height: 900 });
    const notes = page.getByRole("region", { name: calculatorCopy.notesHeading });
    await expect(notes).toHaveCount(1);
    const order = await notes.evaluate((shown) => {
      const firstRow = document.querySelector("li[id^='service-']")!;
      const before = Boolean(shown.compareDocumentPosition(firstRow) & Node.DOCUMENT_POSITION_FOLLOWING);
      const above = shown.getBoundingClientRect().bottom <= firstRow.getBoundingClientRect().top;
      return { before, above };
    });
    // Phones: above the list and ahead of it in the document. Desktop: beside it, after it.
    expect(order).toEqual(width < 1024 ? { before: true, above: true } : { before: false, above: false });
  }

  /*
   * One load for what an empty calculator shows and how it answers typing: the checks that only read
   * the page come first, and each check that types ends with every field empty again (the summary
   * gone, the address without a quote), the state the next one starts from.
   */
  test("shows every service and the notes in place at 390 and 1280px; reads odd input, shows the summary only above 0, clears, and recomputes as typed", async ({
    page,
    consoleErrors,
  }) => {
    // Six checks and some sixty typed quantities in one load: more than the default budget on a
    // shared two-core machine.
    test.slow();
    await test.step("shows every service with its price, hours, tiers and the five notes", async () => {
      await expect(page.getByRole("heading", { level: 1, name: "Master pricing calculator" })).toBeVisible();
      // On screen a category's spaced hyphen is the en dash it stands for (the CSV keeps the hyphen).
      await expect(
        page.getByRole("heading", { level: 2, name: "Presenter Explainer Videos – Standard", exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("spinbutton")).toHaveCount(calculatorServices.length);
      const standard = row(page, "std-90s");
      await expect(standard).toContainText("£360.00");
      await expect(standard).toContainText("3.0h per unit");
      await expect(standard.getByRole("list", { name: "Volume discounts" }).getByRole("listitem")).toHaveText(
        ["3+ units: 10% off", "5+ units: 15% off"],
      );
      await expect(
        row(page, "testimonial-std").getByRole("list", { name: "Volume discounts" }).getByRole("listitem"),
      ).toHaveText(["3+ units: 10% off", "5+ units: 15% off", "10+ units: 20% off"]);
      await expect(row(page, "broll")).toContainText("No volume discount");
      for (const note of calculatorCopy.notes)
        await expect(page.getByText(note).filter({ visible: true })).toBeVisible();
      const field = quantityField(page, "std-90s");
      await expect(field).toHaveAttribute("min", "0");
      await expect(field).toHaveAttribute("placeholder", "0");
      await expect(field).toHaveValue("");
      await expect(summary(page)).toHaveCount(0);
    });

    for (const width of [1280, 390] as const) {
      await test.step(`at ${width}px the notes come where they are shown in the document too, so a part-loaded page never moves`, () =>
        expectNotesInPlace(page, width));
    }
    // The typing below is checked in the window the page was loaded in.
    await page.setViewportSize({ width: 1280, height: 800 });

    await test.step("treats unparseable input as 0 and keeps the integer part of decimals", async () => {
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

    await test.step("shows the summary only while the quote is above 0 and Clear All resets it", async () => {
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

    await test.step("recomputes lines, discounts and totals as quantities are typed", async () => {
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
  });

  test("exports pricing-quote.csv with a BOM, the client, reference, dates, lines and totals", async ({
    page,
  }) => {
    await page.clock.setFixedTime(ISSUED);
    await page.reload();
    await setQuantity(page, "std-90s", "5");
    await setQuantity(page, "broll", "1");
    await setQuantity(page, "testimonial-prem", "10");
    await page.getByRole("textbox", { name: calculatorCopy.client.name }).fill("=Jane Doe");
    await page.getByRole("textbox", { name: calculatorCopy.client.company }).fill("Acme, Ltd");
    await page.getByRole("checkbox", { name: calculatorCopy.client.vat }).check();
    await expect(page).toHaveURL(/&vat=1&for=/);

    const downloadPromise = page.waitForEvent("download");
    await summary(page).getByRole("button", { name: "Export CSV" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(QUOTE_CSV_FILENAME);
    await expect(page.getByText(calculatorCopy.toasts.exported)).toBeVisible();

    const bytes = await readFile((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
    const records = parseCsv(text);
    const top = records.slice(0, 6);
    const [header, ...rest] = records.slice(6);
    const rows = rest.slice(0, 3);
    expect(top.map((record) => record.slice(0, 2))).toEqual([
      ["Client", "'=Jane Doe"],
      ["Company", "Acme, Ltd"],
      ["Quote reference", `${site.brandShort}-${referenceIn(page.url())}`],
      ["Date", "10 March 2026"],
      ["Valid until", "9 April 2026"],
      ["", ""],
    ]);
    expect(referenceIn(page.url())).toMatch(new RegExp(`^${CODE}$`));
    expect(header).toEqual([...QUOTE_CSV_COLUMNS]);
    // £6,480.00 of lines; VAT at 20% £1,296.00; £7,776.00 in all.
    expect(rest.slice(3).map((record) => [record[0], record[5], record[6]])).toEqual([
      ["Subtotal (GBP, excluding VAT)", "£6,480.00", ""],
      ["VAT at 20%", "£1,296.00", ""],
      ["Total (GBP, including VAT)", "£7,776.00", "61.0h"],
    ]);
    for (const record of records) expect(record).toHaveLength(QUOTE_CSV_COLUMNS.length);
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
    expect(link).toMatch(new RegExp(`/master-pricing/#quote=prem-5min:5,pdf-case-study:2&ref=${CODE}$`));

    const reopened = await openHydrated(context, link);
    await expect(quantityField(reopened, "prem-5min")).toHaveValue("5");
    await expect(quantityField(reopened, "pdf-case-study")).toHaveValue("2");
    // 5 × £900 × 0.85 = £3,825 + 2 × £200 = £4,225; 37.5h + 3h.
    await expect(figure(summary(reopened), "Total price")).toHaveText("£4,225.00");
    await expect(figure(summary(reopened), "Total time")).toHaveText("40.5h");
    expect(referenceIn(reopened.url())).toBe(referenceIn(link));
  });

  test("a rep names the client, adds VAT and prints; the printed QR code reopens that same quote", async ({
    page,
    context,
    consoleErrors,
  }) => {
    // Two pages, a print layout and a screenshot decoded in Node: more than the default budget on a
    // shared two-core machine.
    test.slow();
    await setQuantity(page, "std-90s", "5");
    await setQuantity(page, "broll", "1");
    const client = "Zoë O'Brien & <b>Sons</b>";
    await page.getByRole("textbox", { name: calculatorCopy.client.name }).fill(client);
    await page.getByRole("textbox", { name: calculatorCopy.client.company }).fill("Acme Ltd");
    await page.getByRole("checkbox", { name: calculatorCopy.client.vat }).check();
    // £1,530 + £150 = £1,680.00 of lines; VAT at 20% £336.00; £2,016.00 in all.
    await expect(figure(summary(page), "VAT at 20%")).toHaveText("£336.00");
    await expect(figure(summary(page), "Total including VAT")).toHaveText("£2,016.00");
    await expect(summary(page).getByText(`Prepared for ${client}, Acme Ltd`)).toBeVisible();
    await expect(page).toHaveURL(/&co=Acme%20Ltd$/);
    const reference = referenceIn(page.url());
    expect(reference).toMatch(new RegExp(`^${CODE}$`));
    // Drawn for printing only.
    await expect(printDocument(page).locator("[data-quote-qr]")).toHaveCount(0);

    // The print dialog is the browser's own; the test stands in for it once the code is drawn.
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute("data-printed", "");
    });
    await summary(page).getByRole("button", { name: "Print quote" }).click();
    await expect(page.locator("html[data-printed]")).toBeAttached();
    await page.emulateMedia({ media: "print" });
    const sheet = printDocument(page);
    await expect(sheet.getByText(`${client}, Acme Ltd`, { exact: true })).toBeVisible();
    await expect(sheet.getByText(`${site.brandShort}-${reference}`, { exact: true })).toBeVisible();
    await expect(sheet.locator("tfoot tr").last()).toHaveText(/Total \(GBP, including VAT\)\s*£2,016\.00/);
    await expect(sheet.locator("[data-quote-link]")).toHaveText(page.url());
    const code = sheet.locator("[data-quote-qr]");
    await expect(code).toBeVisible();
    const scanned = await scanQrCode(code);
    expect(scanned).toBe(page.url());

    const reopened = await openHydrated(context, scanned ?? "");
    await expect(quantityField(reopened, "std-90s")).toHaveValue("5");
    await expect(quantityField(reopened, "broll")).toHaveValue("1");
    await expect(reopened.getByRole("textbox", { name: calculatorCopy.client.name })).toHaveValue(client);
    await expect(reopened.getByRole("textbox", { name: calculatorCopy.client.company })).toHaveValue(
      "Acme Ltd",
    );
    await expect(reopened.getByRole("checkbox", { name: calculatorCopy.client.vat })).toBeChecked();
    await expect(figure(summary(reopened), "Total including VAT")).toHaveText("£2,016.00");
    await reopened.emulateMedia({ media: "print" });
    await expect(
      printDocument(reopened).getByText(`${site.brandShort}-${reference}`, { exact: true }),
    ).toBeVisible();
    expect(reopened.url()).toBe(scanned);
    expect(consoleErrors).toEqual([]);
  });

  test("keeps the address a link to the typed quote, which a reload reopens", async ({ page }) => {
    const field = quantityField(page, "std-90s");
    await field.click();
    await field.pressSequentially("12");
    await quantityField(page, "broll").click();
    await page.keyboard.press("3");
    // Typed changes reach the address once their frame has painted, not within the key press.
    await expect(page).toHaveURL(new RegExp(`/master-pricing/#quote=std-90s:12,broll:3&ref=${CODE}$`));
    const reference = referenceIn(page.url());
    await page.reload();
    await expect(quantityField(page, "std-90s")).toHaveValue("12");
    await expect(quantityField(page, "broll")).toHaveValue("3");
    expect(referenceIn(page.url())).toBe(reference);
  });

  test("opens a mangled link as a partial quote, and prints and copies a link past what a QR code holds, without errors", async ({
    page,
    context,
    consoleErrors,
  }) => {
    // Every client field at its cap in emoji and Arabic: twelve characters of link a letter.
    const client = new URLSearchParams({
      for: "🎬".repeat(80),
      co: "🎬".repeat(80),
      by: "شركة هاربرسايد 🎬 ".repeat(4),
      email: "🎬".repeat(100),
    });
    await page.goto(
      `${ROUTES.masterPricing}?token=secret&utm_source=news#quote=broll:abc,greenscreen:2,evil:9,std-90s:-4,%E0%A4&${client}`,
    );
    await expect(quantityField(page, "greenscreen")).toHaveValue("2");
    await expect(figure(summary(page), "Total price")).toHaveText("£300.00");
    await expect(page.locator("body")).not.toContainText("NaN");

    await test.step("the copied link carries the quote and the campaign, never the rest of the query", async () => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await summary(page).getByRole("button", { name: "Copy link" }).click();
      await expect(page.getByText(calculatorCopy.toasts.copied)).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/\/master-pricing\/\?utm_source=news#quote=greenscreen:2&ref=/);
      expect(link).not.toContain("token");
      expect(link.length).toBeGreaterThan(3000);
    });

    await test.step("printed, from the browser's own command and from the button, with a note in place of the code", async () => {
      await page.evaluate(() => {
        window.print = () => document.documentElement.setAttribute("data-printed", "");
        window.dispatchEvent(new Event("beforeprint"));
      });
      await summary(page).getByRole("button", { name: "Print quote" }).click();
      await expect(page.locator("html[data-printed]")).toBeAttached();
      await page.emulateMedia({ media: "print" });
      const sheet = printDocument(page);
      await expect(sheet.getByText(quotePrintCopy.linkTextWithoutCode)).toBeVisible();
      await expect(sheet.locator("[data-quote-qr]")).toHaveCount(0);
      const printed = await sheet.locator("[data-quote-link]").textContent();
      expect(printed).toBe(await page.evaluate(() => navigator.clipboard.readText()));
    });
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

  test("a typed digit and the figures it gives are painted in the same frame", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // For each input event, what the next frame will paint: requestAnimationFrame callbacks run at
    // the start of that frame's rendering, after every task the key press queued, before painting.
    await page.evaluate(() => {
      const painted: string[][] = [];
      (window as Window & { paintedAfterInput?: string[][] }).paintedAfterInput = painted;
      const textOf = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? "";
      const lineTotal = () =>
        [...document.querySelectorAll("#service-std-90s dt")]
          .find((term) => term.textContent?.trim() === "Line total")
          ?.nextElementSibling?.textContent?.trim() ?? "";
      document.addEventListener("input", (event) => {
        const field = event.target as HTMLInputElement;
        requestAnimationFrame(() =>
          painted.push([field.value, lineTotal(), textOf("[data-quote-bar] span")]),
        );
      });
    });

    const field = quantityField(page, "std-90s");
    await field.click();
    for (const digit of "125") {
      await page.keyboard.press(digit);
      // One key per frame, as a person types: on a busy machine two presses can otherwise land
      // before one frame, and the frame would rightly paint "125" for the "12" input.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    }
    await expect(summary(page)).toBeVisible();

    const expected = ["1", "12", "125"].map((typed) => {
      const total = formatCentipence(
        buildQuote(calculatorServices, { "std-90s": Number(typed) }).totalCentipence,
      );
      return [typed, total, total];
    });
    expect(
      await page.evaluate(() => (window as Window & { paintedAfterInput?: string[][] }).paintedAfterInput),
    ).toEqual(expected);
  });

  test("prints only the quote: no nav, footer, hero, controls or zero lines", async ({ page }) => {
    await setQuantity(page, "std-90s", "5");
    await setQuantity(page, "testimonial-rush", "1");
    // Controls drop out of the accessibility tree in print, so rows are found by their ids here.
    const line = (id: Id) => page.locator(`#service-${id}`);
    await expect(line("std-3min")).toBeVisible();
    await expect(printDocument(page)).toBeHidden();
    await page.emulateMedia({ media: "print" });

    await expect(page.locator("body > header")).toBeHidden();
    await expect(page.locator("body > footer")).toBeHidden();
    await expect(page.locator("h1")).toBeHidden();
    await expect(page.getByText(calculatorCopy.notes[0])).toHaveCount(2);
    for (const note of await page.getByText(calculatorCopy.notes[0]).all()) await expect(note).toBeHidden();
    // The interactive calculator (rows, fields, buttons, summary card) gives way to the document.
    await expect(line("std-90s")).toBeHidden();
    await expect(page.locator("#qty-std-90s")).toBeHidden();
    await expect(page.locator("main button:visible")).toHaveCount(0);

    const sheet = printDocument(page);
    await expect(sheet.getByText(quotePrintCopy.heading)).toBeVisible();
    await expect(sheet.locator("[data-print-line]")).toHaveCount(2);
    await expect(printedLine(page, "std-90s").getByRole("cell")).toHaveText([
      "£360.00",
      "5",
      "15%",
      "15.0h",
      "£1,530.00",
    ]);
    await expect(printedLine(page, "testimonial-rush")).toBeVisible();
    await expect(printedLine(page, "std-3min")).toHaveCount(0);
    await expect(sheet.getByText("Presenter Explainer Videos - Premium")).toHaveCount(0);
    await expect(sheet.locator("tfoot td").last()).toHaveText("£1,780.00");

    await page.emulateMedia({ media: "screen" });
    await expect(sheet).toBeHidden();
    await expect(line("std-3min")).toBeVisible();
    await expect(page.locator("body > header")).toBeVisible();
  });

  test("prints a sales document: letterhead, reference, date, validity, contact and one header row", async ({
    page,
  }) => {
    const quantities = { "std-90s": 5, broll: 1, "testimonial-prem": 10 };
    await page.clock.setFixedTime(ISSUED);
    await page.goto(`${ROUTES.masterPricing}${encodeQuoteHash({ quantities, reference: "7K2Q-M4XD" }, ids)}`);
    await page.emulateMedia({ media: "print" });
    const sheet = printDocument(page);
    await expect(sheet).toBeVisible();

    await expect(sheet.getByText(site.brandName, { exact: true })).toBeVisible();
    await expect(sheet.getByText(`${site.brandShort}-7K2Q-M4XD`, { exact: true })).toBeVisible();
    await expect(sheet.getByText("10 March 2026", { exact: true })).toBeVisible();
    await expect(sheet.getByText("Valid for 30 days, until 9 April 2026.", { exact: true })).toBeVisible();
    await expect(sheet.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );

    // One header row; the lines carry figures only, never their column's label again.
    await expect(sheet.locator("thead tr")).toHaveCount(1);
    await expect(sheet.locator("thead th")).toHaveText(Object.values(quotePrintCopy.columns));
    // Header, three category headings, three lines each with its description row, the total.
    await expect(sheet.locator("tr")).toHaveCount(1 + 3 + 3 * 2 + 1);
    await expect(sheet.locator("tbody th[scope=colgroup]").first()).toHaveText(
      "Presenter Explainer Videos – Standard",
    );
    const lineText = (await sheet.locator("tbody").allTextContents()).join(" ");
    for (const label of ["Unit price", "Quantity", "Discount", "Line total"])
      expect(lineText).not.toContain(label);
    await expect(sheet.locator("tfoot td")).toHaveText(["61.0h", "£6,480.00"]);

    // Columns line up: every figure's right edge meets its header's, and no figure wraps.
    const layout = await sheet.locator("table").evaluate((table) => {
      const right = (cell: Element) => Math.round(cell.getBoundingClientRect().right);
      const headers = [...table.querySelectorAll("thead th")].slice(1).map(right);
      const lines = [...table.querySelectorAll("tr[data-print-line]")].map((row) =>
        [...row.querySelectorAll("td")].map(right),
      );
      const figures = table.querySelectorAll("tr[data-print-line] td, tfoot td");
      const wrapped = [...figures].filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
      });
      return { headers, lines, wrapped: wrapped.map((cell) => cell.textContent) };
    });
    expect(layout.lines).toHaveLength(3);
    for (const line of layout.lines) expect(line).toEqual(layout.headers);
    expect(layout.wrapped).toEqual([]);
  });

  test("prints the document in American English for a US visitor", async ({ page }) => {
    await rememberCountry(page, "US");
    await page.clock.setFixedTime(ISSUED);
    await page.goto(`${ROUTES.masterPricing}#quote=script-consult:2,branded-clothing:1`);
    // Only a hash changed since beforeEach's visit; a reload reads the stored country afresh.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-country", "US");
    await page.emulateMedia({ media: "print" });
    const sheet = printDocument(page);
    await expect(sheet.getByText("March 10, 2026", { exact: true })).toBeVisible();
    await expect(sheet.getByText("Valid for 30 days, until April 9, 2026.", { exact: true })).toBeVisible();
    await expect(sheet.getByText(/to organize the story/)).toBeVisible();
    await expect(sheet.getByText(/brand colors/)).toBeVisible();
    await expect(sheet).not.toContainText(/organis|colour/i, { useInnerText: true });
  });

  test("a full quote prints on one or two A4 pages, and on one or two Letter pages", async ({ page }) => {
    await page.goto(`${ROUTES.masterPricing}${EVERY_SERVICE_AT_MOST}`);
    await expect(summary(page)).toBeVisible();
    for (const format of ["A4", "Letter"] as const) {
      await test.step(`a full quote prints on one or two ${format} pages`, async () => {
        const pdf = await page.pdf({
          format,
          margin: { top: "12mm", right: "12mm", bottom: "12mm", left: "12mm" },
        });
        const pages = pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
        expect(pages.length).toBeGreaterThanOrEqual(1);
        expect(pages.length).toBeLessThanOrEqual(2);
      });
    }
  });

  test("the phone's totals bar steps aside while the summary card is on screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ROUTES.masterPricing}#quote=std-90s:5,broll:1`);
    const bar = page.locator("[data-quote-bar]");
    await expect(summary(page)).not.toBeInViewport();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("£1,680.00");

    await bar.getByRole("link", { name: calculatorCopy.reviewQuote }).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toBeInViewport();
    await expect(bar).toBeHidden();

    // Back up in the list, the summary is off screen and the bar returns.
    await quantityField(page, "std-3min").focus();
    await expect(summary(page)).not.toBeInViewport();
    await expect(bar).toBeVisible();
    await expect(bar).toBeInViewport();

    await test.step("no field Tab reaches in the list is hidden under the bar (WCAG 2.2 SC 2.4.11)", async () => {
      const walk = await walkFocus(page, "[data-quote-bar]", "[data-quote-bar]");
      expect(walk.stops).toBeGreaterThan(calculatorServices.length);
      expect(walk.covered).toEqual([]);
    });
  });

  /** Every row's name and unit price are arranged alike: all beside, or all below. */
  async function expectRowsAlike(page: Page) {
    const arrangements = await page.locator("li[id^='service-']").evaluateAll((rows) =>
      rows.map((row) => {
        const name = row.querySelector("h3")!.getBoundingClientRect();
        const price = row.querySelector("h3 + p")!.getBoundingClientRect();
        return price.top >= name.bottom - 1 ? "below" : "beside";
      }),
    );
    expect(arrangements).toHaveLength(calculatorServices.length);
    expect(new Set(arrangements).size).toBe(1);
  }

  /** The opened quote's totals stay on one line inside the summary card, the rows and the phone's bar. */
  async function expectTotalsFit(page: Page, name: string, width: number) {
    await expect(summary(page)).toBeVisible();
    if (name === "SIX_FIGURES") {
      await expect(figure(summary(page), "Total price")).toHaveText("£552,000.00");
      await expect(figure(summary(page), "Total time")).toHaveText("5,250.0h");
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const card = summary(page);
    await card.scrollIntoViewIfNeeded();
    expect(await fits(card)).toEqual([]);
    expect(await fits(card.locator("dd"))).toEqual([]);
    expect(await fits(page.locator("li[id^='service-'] dd"))).toEqual([]);

    const bar = page.locator("[data-quote-bar]");
    if (width < 1024) {
      // Mid-list, where the bar is docked at the foot of the screen.
      await page.locator("#service-broll").scrollIntoViewIfNeeded();
      await expect(summary(page)).not.toBeInViewport();
      await expect(bar).toBeInViewport({ ratio: 1 });
      expect(await fits(bar)).toEqual([]);
      expect(await fits(bar.locator("span"))).toEqual([]);
      await expect(bar.getByRole("link", { name: calculatorCopy.reviewQuote })).toBeInViewport({
        ratio: 1,
      });
    }
  }

  /**
   * Opens `hash` at `width` as a fresh load would show it: the window resized, the page at its top,
   * then the quote opened through the address, as a link followed on this page opens it.
   */
  async function openAt(page: Page, width: number, hash: string) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.goto(`${ROUTES.masterPricing}${hash}`);
  }

  const rowsAlike = (width: number) =>
    `every row lays out its name and unit price alike, and SIX_FIGURES totals stay on one line inside their cards at ${width}px`;

  // Phones: both quotes in one load; every service at its largest quantity replaces the six figures.
  for (const width of [320, 390] as const) {
    test(`${rowsAlike(width)}, and so do EVERY_SERVICE_AT_MOST totals`, async ({ page }) => {
      await openAt(page, width, SIX_FIGURES);
      await test.step(rowsAlike(width), async () => {
        await test.step("rows alike", () => expectRowsAlike(page));
        await test.step("totals on one line", () => expectTotalsFit(page, "SIX_FIGURES", width));
      });
      await openAt(page, width, EVERY_SERVICE_AT_MOST);
      await test.step(`EVERY_SERVICE_AT_MOST totals stay on one line inside their cards at ${width}px`, () =>
        expectTotalsFit(page, "EVERY_SERVICE_AT_MOST", width));
    });
  }

  test("every row lays out its name and unit price alike, and SIX_FIGURES totals stay on one line inside their cards at 768, 1024, 1280 and 1440px", async ({
    page,
  }) => {
    // Four layouts measured in one load: more than the default budget on a shared two-core machine.
    test.slow();
    for (const width of [768, 1024, 1280, 1440] as const) {
      await openAt(page, width, SIX_FIGURES);
      await test.step(rowsAlike(width), async () => {
        await test.step("rows alike", () => expectRowsAlike(page));
        await test.step("totals on one line", () => expectTotalsFit(page, "SIX_FIGURES", width));
      });
    }
  });

  for (const width of [390, 1280] as const) {
    test(`a filled quote fits ${width}px without horizontal scrolling or axe violations`, async ({
      page,
      consoleErrors,
    }) => {
      // axe's full WCAG run over the twenty rows takes 10 to 20 s on a shared two-core machine.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      // VAT on, and a client whose name is one long word, at the 80-character cap.
      const client = encodeURIComponent(`Dr ${"Wolfeschlegelsteinhausenbergerdorff".repeat(3)}`.slice(0, 80));
      await page.goto(
        `${ROUTES.masterPricing}#quote=std-90s:5,prem-3min:3,broll:1,testimonial-prem:10&vat=1&for=${client}&co=Acme`,
      );
      await expect(summary(page)).toBeVisible();
      await expect(figure(summary(page), "Total including VAT")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe("master pricing calculator rows while the page loads", () => {
  // From 1024 px the list starts on the first screen, most of it below.
  test.use({ viewport: { width: 1280, height: 800 } });

  const ROWS = "li[id^='service-']";

  // A row never waits to be laid out, as the page's bands do: each holds a form field, and Chrome
  // lays out a waiting element with a field anyway when parsing ends, one layout per row in one
  // task (app/globals.css).
  test("every row is laid out while the page loads, even far below the screen, and never waits", async ({
    page,
  }) => {
    const { release, layout, screen } = await openWhileLoading(page, ROUTES.masterPricing, ROWS);

    await test.step("while the page loads, with the bands still waiting", async () => {
      const whileLoading = await layout();
      expect(whileLoading).toHaveLength(calculatorServices.length);
      expect(farBelowFirstScreen(whileLoading, screen).length).toBeGreaterThan(whileLoading.length / 2);
      for (const row of whileLoading) {
        expect(row, `row ${row.index + 1}`).toMatchObject({ rendered: true, states: [] });
      }
    });

    await test.step("once the page has loaded every row is still laid out", async () => {
      await release();
      await expect(page.locator("html")).not.toHaveAttribute("data-bands");
      expect(await contentsRendered(page, ROWS)).toEqual(calculatorServices.map(() => true));
    });
  });
});

test.describe("master pricing calculator typed on before it hydrates", () => {
  // The scripts are held back until the typing is done, so the page is not waited on.
  test.use({ waitForHydration: false });

  /** Types `value` into a field while the scripts are held back; `leave` moves focus out first. */
  async function typeThenHydrate(page: Page, path: string, id: Id, value: string, { leave = false } = {}) {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await quantityField(page, id).fill(value);
    if (leave) await quantityField(page, id).blur();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await release();
  }

  test("a quantity typed before the calculator hydrates is priced once it does", async ({ page }) => {
    await typeThenHydrate(page, ROUTES.masterPricing, "std-90s", "3");
    await expect(quantityField(page, "std-90s")).toHaveValue("3");
    await expect(figure(row(page, "std-90s"), "Line total")).toHaveText("£972.00");
    await expect(figure(summary(page), "Total price")).toHaveText("£972.00");
    await expect(figure(summary(page), "Total time")).toHaveText("9.0h");
    await expect(page).toHaveURL(new RegExp(`#quote=std-90s:3&ref=${CODE}$`));
  });

  test("a quantity typed before hydration joins a quote opened from a link", async ({ page }) => {
    await typeThenHydrate(page, `${ROUTES.masterPricing}#quote=broll:2`, "std-90s", "3");
    await expect(quantityField(page, "broll")).toHaveValue("2");
    await expect(quantityField(page, "std-90s")).toHaveValue("3");
    // £972 + 2 × £150; 9h + 2h.
    await expect(figure(summary(page), "Total price")).toHaveText("£1,272.00");
    await expect(figure(summary(page), "Total time")).toHaveText("11.0h");
  });

  test("a decimal typed and left before hydration shows the quantity the quote uses", async ({ page }) => {
    await typeThenHydrate(page, ROUTES.masterPricing, "prem-90s", "2.7", { leave: true });
    await expect(quantityField(page, "prem-90s")).toHaveValue("2");
    await expect(figure(row(page, "prem-90s"), "Line total")).toHaveText("£1,320.00");
  });
});
