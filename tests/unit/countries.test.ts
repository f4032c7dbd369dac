import { COUNTRIES, countryCodeFrom, getCountry, isCountryCode } from "@/lib/countries";

describe("countries", () => {
  it("offers the UK in pounds at rate 1 and the US in dollars at 1.27", () => {
    expect(getCountry("UK")).toMatchObject({ currency: "GBP", symbol: "£", conversionRate: 1 });
    expect(getCountry("US")).toMatchObject({ currency: "USD", symbol: "$", conversionRate: 1.27 });
    expect(COUNTRIES.map((country) => country.code)).toEqual(["UK", "US"]);
  });

  it("recognises only known codes", () => {
    expect(isCountryCode("US")).toBe(true);
    expect(isCountryCode("us")).toBe(false);
    expect(isCountryCode("FR")).toBe(false);
    expect(isCountryCode(null)).toBe(false);
  });

  it("falls back to the UK for unknown, empty or missing stored values", () => {
    expect(countryCodeFrom("US")).toBe("US");
    expect(countryCodeFrom("DE")).toBe("UK");
    expect(countryCodeFrom('"US"')).toBe("UK");
    expect(countryCodeFrom("")).toBe("UK");
    expect(countryCodeFrom(undefined)).toBe("UK");
  });
});
