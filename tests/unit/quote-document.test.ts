import { getCountry } from "@/lib/countries";
import { QUOTE_VALID_DAYS, addDays, dayFromKey, formatQuoteDate, localDayKey } from "@/lib/quote-document";

describe("localDayKey and dayFromKey", () => {
  it("name the visitor's calendar day and read it back", () => {
    const evening = new Date(2026, 10, 23, 23, 59);
    expect(localDayKey(evening)).toBe("2026-11-23");
    expect(dayFromKey("2026-11-23")).toEqual(new Date(2026, 10, 23));
    expect(localDayKey(dayFromKey("2026-01-05"))).toBe("2026-01-05");
  });

  it("falls back to a fixed day for a malformed key", () => {
    expect(dayFromKey("yesterday")).toEqual(new Date(1970, 0, 1));
  });
});

describe("addDays", () => {
  it("counts calendar days across month and year ends", () => {
    expect(localDayKey(addDays(new Date(2026, 10, 23), QUOTE_VALID_DAYS))).toBe("2026-12-23");
    expect(localDayKey(addDays(new Date(2026, 11, 15), 30))).toBe("2027-01-14");
    expect(localDayKey(addDays(new Date(2028, 1, 10), 30))).toBe("2028-03-11");
  });
});

describe("formatQuoteDate", () => {
  it("writes the date the British way in the UK and the American way in the US", () => {
    const day = new Date(2026, 10, 23);
    expect(formatQuoteDate(day, getCountry("UK"))).toBe("23 November 2026");
    expect(formatQuoteDate(day, getCountry("US"))).toBe("November 23, 2026");
  });

  it("writes every month as each country's own date format does", () => {
    const options = { day: "numeric", month: "long", year: "numeric" } as const;
    for (let month = 0; month < 12; month += 1) {
      const day = new Date(2027, month, month + 1);
      expect(formatQuoteDate(day, getCountry("UK"))).toBe(
        new Intl.DateTimeFormat("en-GB", options).format(day),
      );
      expect(formatQuoteDate(day, getCountry("US"))).toBe(
        new Intl.DateTimeFormat("en-US", options).format(day),
      );
    }
  });
});
