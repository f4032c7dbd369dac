import { calculatorServices } from "@/content/calculator";
import { buildQuote, type PricedService } from "@/lib/calculator";
import { EMPTY_CLIENT } from "@/lib/quote-client";
import {
  QUOTE_CSV_COLUMNS,
  UTF8_BOM,
  buildQuoteCsv,
  guardFormula,
  quoteField,
  type QuoteCsvDetails,
} from "@/lib/quote-csv";
import { INVISIBLE_CHARACTERS, NOT_DEFAULT_IGNORABLE, invisibleIn } from "../support/invisible-characters";
import { parseCsv } from "../support/parse-csv";

const details: QuoteCsvDetails = {
  client: { name: "Jane Doe", company: "Acme, Ltd", repName: "", repEmail: "" },
  reference: "HCS-7K2Q-M4XD",
  date: "10 March 2026",
  validUntil: "9 April 2026",
  vat: false,
};

/** The file's records, split at the header row into what comes above, the lines and the totals. */
function parts(csv: string) {
  const records = parseCsv(csv.slice(1));
  const header = records.findIndex((record) => record[0] === QUOTE_CSV_COLUMNS[0]);
  const body = records.slice(header + 1);
  const firstTotal = body.findIndex((record) => record[0]?.startsWith("Subtotal"));
  return {
    records,
    top: records.slice(0, header),
    header: records[header],
    lines: body.slice(0, firstTotal),
    totals: body.slice(firstTotal),
  };
}

describe("buildQuoteCsv", () => {
  const quote = buildQuote(calculatorServices, { "std-90s": 5, broll: 1, "testimonial-prem": 10 });
  const csv = buildQuoteCsv(quote, details);

  it("starts with a UTF-8 byte-order mark and gives every record the columns of docs/product.md §9", () => {
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(
      "\r\nCategory,Service,Base Price,Quantity,Discount,Total Price,Total Time,Description\r\n",
    );
    expect(QUOTE_CSV_COLUMNS).toHaveLength(8);
    for (const record of parts(csv).records) expect(record).toHaveLength(8);
  });

  it("names the client, reference, date and validity above the lines, then an empty record", () => {
    expect(parts(csv).top.map((record) => record.slice(0, 2))).toEqual([
      ["Client", "Jane Doe"],
      ["Company", "Acme, Ltd"],
      ["Quote reference", "HCS-7K2Q-M4XD"],
      ["Date", "10 March 2026"],
      ["Valid until", "9 April 2026"],
      ["", ""],
    ]);
  });

  it("adds the rep's name and email only when given", () => {
    const withRep = buildQuoteCsv(quote, {
      ...details,
      client: { ...details.client, repName: "Sam Rep", repEmail: "sam@example.com" },
    });
    expect(parts(withRep).top.map((record) => record[0])).toEqual([
      "Client",
      "Company",
      "Prepared by",
      "Email",
      "Quote reference",
      "Date",
      "Valid until",
      "",
    ]);
    expect(parts(withRep).top[2]?.[1]).toBe("Sam Rep");
  });

  it("writes one CRLF-terminated row per line with quantity above 0, cell by cell", () => {
    expect(csv.endsWith("\r\n")).toBe(true);
    const { header, lines } = parts(csv);
    expect(header).toEqual([...QUOTE_CSV_COLUMNS]);
    expect(lines).toHaveLength(3);
    expect(lines[0]?.slice(0, 7)).toEqual([
      "Presenter Explainer Videos - Standard",
      "90 Second Video",
      "£360.00",
      "5",
      "15%",
      "£1,530.00",
      "15.0h",
    ]);
    expect(lines[1]?.slice(0, 7)).toEqual([
      "Presenter Video Add-ons",
      "Custom B-roll Integration",
      "£150.00",
      "1",
      "0%",
      "£150.00",
      "1.0h",
    ]);
    expect(lines[2]?.slice(0, 7)).toEqual([
      "MSP Testimonial Videos",
      "Premium (Full-Service)",
      "£600.00",
      "10",
      "20%",
      "£4,800.00",
      "45.0h",
    ]);
    expect(lines[1]?.[7]).toBe(calculatorServices.find((item) => item.id === "broll")?.description);
  });

  it("ends with the subtotal and the total, which without VAT are the same", () => {
    expect(parts(csv).totals).toEqual([
      ["Subtotal (GBP, excluding VAT)", "", "", "", "", "£6,480.00", "", ""],
      ["Total (GBP, excluding VAT)", "", "", "", "", "£6,480.00", "61.0h", ""],
    ]);
  });

  it("adds VAT at 20% and the total including it, to the penny", () => {
    // A subtotal of £549.99: VAT is £109.998, rounded to the penny, and the three figures add up.
    const odd: PricedService[] = [
      { id: "odd", category: "C", name: "Odd", basePrice: 549.99, timeHours: 1, description: "" },
    ];
    const { totals } = parts(buildQuoteCsv(buildQuote(odd, { odd: 1 }), { ...details, vat: true }));
    expect(totals).toEqual([
      ["Subtotal (GBP, excluding VAT)", "", "", "", "", "£549.99", "", ""],
      ["VAT at 20%", "", "", "", "", "£110.00", "", ""],
      ["Total (GBP, including VAT)", "", "", "", "", "£659.99", "1.0h", ""],
    ]);
  });

  it("quotes money with thousands separators so the comma stays inside the cell", () => {
    expect(csv).toContain(',"£1,530.00",');
  });

  it("writes the header and zero totals when every quantity is 0", () => {
    const empty = parts(
      buildQuoteCsv(buildQuote(calculatorServices, {}), { ...details, client: EMPTY_CLIENT }),
    );
    expect(empty.header).toEqual([...QUOTE_CSV_COLUMNS]);
    expect(empty.lines).toEqual([]);
    expect(empty.totals.map((record) => record[5])).toEqual(["£0.00", "£0.00"]);
  });

  it("localises text cells with the given speller", () => {
    const shout = buildQuoteCsv(quote, details, (text) => text.toUpperCase());
    expect(parts(shout).lines[0]?.[7]).toMatch(/^A TIGHT 90-SECOND/);
  });

  it("guards and quotes hostile catalogue text and client names", () => {
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
    const text = buildQuoteCsv(buildQuote(hostile, { x: 2 }), {
      ...details,
      client: {
        name: "=cmd|' /C calc'!A0",
        company: '-2+3, "Ltd"',
        repName: '＝HYPERLINK("x")',
        repEmail: "",
      },
    });
    const { top, lines } = parts(text);
    expect(lines[0]?.[0]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(lines[0]?.[1]).toBe("'@SUM(1,2)");
    // A line break is a control character: the one cleaning rule makes it a space.
    expect(lines[0]?.[7]).toBe('Line one line "two"');
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(top[0]?.[1]).toBe("'=cmd|' /C calc'!A0");
    expect(top[1]?.[1]).toBe(`'-2+3, "Ltd"`);
    expect(top[2]).toEqual(["Prepared by", `'＝HYPERLINK("x")`, ...Array(6).fill("")]);
  });

  it("lets no invisible or XML-forbidden character into a cell, nor lead a formula past the guard", () => {
    const hostile: PricedService[] = INVISIBLE_CHARACTERS.map(([, character], i) => {
      const text = `${character}=HYPERLINK("x")${character}`;
      return { id: `s${i}`, category: text, name: text, basePrice: 10, timeHours: 1, description: text };
    });
    const lines = buildQuoteCsv(
      buildQuote(hostile, Object.fromEntries(hostile.map((line) => [line.id, 1]))),
      details,
    );
    expect(invisibleIn(lines.slice(UTF8_BOM.length))).toBeNull();
    for (const line of parts(lines).lines) {
      expect([line[0], line[1], line[7]].map((cell) => cell?.slice(0, 2))).toEqual(["'=", "'=", "'="]);
    }
    for (const [name, character] of INVISIBLE_CHARACTERS) {
      const client = {
        name: `${character}+1`,
        company: `${character}@SUM(1)`,
        repName: `${character}-1`,
        repEmail: "",
      };
      const text = buildQuoteCsv(buildQuote(hostile, {}), { ...details, client });
      expect([name, invisibleIn(text.slice(UTF8_BOM.length))]).toEqual([name, null]);
      expect([
        name,
        parts(text)
          .top.slice(0, 3)
          .map((row) => row[1]),
      ]).toEqual([name, ["'+1", "'@SUM(1)", "'-1"]]);
    }
  });

  it("quotes a cell holding a semicolon, the separator many European spreadsheets read", () => {
    const client = { ...EMPTY_CLIENT, name: "Smith; Jones" };
    const text = buildQuoteCsv(buildQuote(calculatorServices, {}), { ...details, client });
    expect(text).toContain('Client,"Smith; Jones",');
    expect(parts(text).top[0]?.[1]).toBe("Smith; Jones");
  });
});

describe("guardFormula", () => {
  it.each(["=1+1", "+1", "-1", "@cmd", "\tTAB", "\rCR"])("prefixes an apostrophe to %p", (cell) => {
    expect(guardFormula(cell)).toBe(`'${cell}`);
  });

  it.each([
    "＝1+1",
    "＋1",
    "－1",
    "＠SUM(1,2)",
    "﹦1+1",
    "﹢1",
    "﹣1",
    "﹫cmd",
    "\u22121",
    " =1+1",
    "\u3000＝1+1",
    "\u200b=1+1",
    "\u2060=1+1",
    "\u00ad=1+1",
    "\u180e=1+1",
    "\u3164=1+1",
    "\ufeff\u2003+1",
    "\u200b \u2060@cmd",
    "\u2a75",
    "\u2a76",
    "\u200d=1",
    "\ufe0f=1",
  ])("prefixes an apostrophe to the look-alike %p", (cell) => {
    expect(guardFormula(cell)).toBe(`'${cell}`);
  });

  it.each(NOT_DEFAULT_IGNORABLE)("prefixes an apostrophe to a sign behind the %s", (_name, character) => {
    for (const sign of ["=", "+", "-", "@", "＝", "\u2a75"]) {
      expect(guardFormula(`${character}${sign}1`)).toBe(`'${character}${sign}1`);
    }
  });

  it("leaves ordinary text, pounds and inner symbols alone", () => {
    expect(guardFormula("90 Second Video")).toBe("90 Second Video");
    expect(guardFormula("£1,530.00")).toBe("£1,530.00");
    expect(guardFormula("Rush Delivery (50% faster)")).toBe("Rush Delivery (50% faster)");
    expect(guardFormula("a=b")).toBe("a=b");
    expect(guardFormula("Ａcme Ｌtd")).toBe("Ａcme Ｌtd");
    expect(guardFormula(" 90 Second Video")).toBe(" 90 Second Video");
    expect(guardFormula("")).toBe("");
  });
});

describe("quoteField", () => {
  it("quotes fields with commas, quotes, CR or LF and doubles inner quotes (RFC 4180)", () => {
    expect(quoteField("a,b")).toBe('"a,b"');
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteField("one\ntwo")).toBe('"one\ntwo"');
    expect(quoteField("one\rtwo")).toBe('"one\rtwo"');
    expect(quoteField("one;two")).toBe('"one;two"');
  });

  it("leaves plain fields bare", () => {
    expect(quoteField("Standard (Client-Managed)")).toBe("Standard (Client-Managed)");
    expect(quoteField("")).toBe("");
  });
});
