import { calculatorServices } from "@/content/calculator";
import { buildQuote, type PricedService } from "@/lib/calculator";
import { QUOTE_CSV_COLUMNS, UTF8_BOM, buildQuoteCsv, guardFormula, quoteField } from "@/lib/quote-csv";
import { parseCsv } from "../support/parse-csv";

describe("buildQuoteCsv", () => {
  const quote = buildQuote(calculatorServices, { "std-90s": 5, broll: 1, "testimonial-prem": 10 });
  const csv = buildQuoteCsv(quote);

  it("starts with a UTF-8 byte-order mark and the columns of docs/product.md §9 in order", () => {
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split("\r\n")[0]).toBe(
      "Category,Service,Base Price,Quantity,Discount,Total Price,Total Time,Description",
    );
    expect(QUOTE_CSV_COLUMNS).toHaveLength(8);
  });

  it("writes one CRLF-terminated row per line with quantity above 0, cell by cell", () => {
    expect(csv.endsWith("\r\n")).toBe(true);
    const [header, ...rows] = parseCsv(csv.slice(1));
    expect(header).toEqual([...QUOTE_CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.slice(0, 7)).toEqual([
      "Presenter Explainer Videos - Standard",
      "90 Second Video",
      "£360.00",
      "5",
      "15%",
      "£1,530.00",
      "15.0h",
    ]);
    expect(rows[1]?.slice(0, 7)).toEqual([
      "Presenter Video Add-ons",
      "Custom B-roll Integration",
      "£150.00",
      "1",
      "0%",
      "£150.00",
      "1.0h",
    ]);
    expect(rows[2]?.slice(0, 7)).toEqual([
      "MSP Testimonial Videos",
      "Premium (Full-Service)",
      "£600.00",
      "10",
      "20%",
      "£4,800.00",
      "45.0h",
    ]);
    expect(rows[1]?.[7]).toBe(calculatorServices.find((item) => item.id === "broll")?.description);
  });

  it("quotes money with thousands separators so the comma stays inside the cell", () => {
    expect(csv).toContain(',"£1,530.00",');
  });

  it("writes only the header when every quantity is 0", () => {
    const empty = buildQuoteCsv(buildQuote(calculatorServices, {}));
    expect(parseCsv(empty.slice(1))).toEqual([[...QUOTE_CSV_COLUMNS]]);
  });

  it("localises text cells with the given speller", () => {
    const shout = buildQuoteCsv(quote, (text) => text.toUpperCase());
    expect(parseCsv(shout.slice(1))[1]?.[7]).toMatch(/^A TIGHT 90-SECOND/);
  });

  it("guards and quotes hostile catalogue text", () => {
    const hostile: PricedService[] = [
      {
        id: "x",
        category: '=HYPERLINK("http://evil.example","click")',
        name: "@SUM(1,2)",
        basePrice: 10,
        timeHours: 1,
        description: 'Line one\r\nline "two"',
      },
    ];
    const text = buildQuoteCsv(buildQuote(hostile, { x: 2 }));
    const [, row] = parseCsv(text.slice(1));
    expect(row?.[0]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(row?.[1]).toBe("'@SUM(1,2)");
    expect(row?.[7]).toBe('Line one\r\nline "two"');
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
  });
});

describe("guardFormula", () => {
  it.each(["=1+1", "+1", "-1", "@cmd", "\tTAB", "\rCR"])("prefixes an apostrophe to %p", (cell) => {
    expect(guardFormula(cell)).toBe(`'${cell}`);
  });

  it("leaves ordinary text, pounds and inner symbols alone", () => {
    expect(guardFormula("90 Second Video")).toBe("90 Second Video");
    expect(guardFormula("£1,530.00")).toBe("£1,530.00");
    expect(guardFormula("Rush Delivery (50% faster)")).toBe("Rush Delivery (50% faster)");
    expect(guardFormula("a=b")).toBe("a=b");
  });
});

describe("quoteField", () => {
  it("quotes fields with commas, quotes, CR or LF and doubles inner quotes (RFC 4180)", () => {
    expect(quoteField("a,b")).toBe('"a,b"');
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteField("one\ntwo")).toBe('"one\ntwo"');
    expect(quoteField("one\rtwo")).toBe('"one\rtwo"');
  });

  it("leaves plain fields bare", () => {
    expect(quoteField("Standard (Client-Managed)")).toBe("Standard (Client-Managed)");
    expect(quoteField("")).toBe("");
  });
});
