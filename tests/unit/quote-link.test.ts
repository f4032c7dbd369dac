import { calculatorServices } from "@/content/calculator";
import { decodeQuoteHash, encodeQuoteHash } from "@/lib/quote-link";

const ids = calculatorServices.map((item) => item.id);

describe("encodeQuoteHash", () => {
  it("lists quantities above 0 in catalogue order", () => {
    expect(encodeQuoteHash({ broll: 2, "std-90s": 3, greenscreen: 0 }, ids)).toBe("#quote=std-90s:3,broll:2");
  });

  it("gives an empty hash for an empty quote", () => {
    expect(encodeQuoteHash({}, ids)).toBe("");
    expect(encodeQuoteHash({ broll: 0 }, ids)).toBe("");
  });
});

describe("decodeQuoteHash", () => {
  it("reads back what encodeQuoteHash wrote", () => {
    const quantities = { "std-90s": 5, "testimonial-prem": 10, "rush-delivery": 1 };
    expect(decodeQuoteHash(encodeQuoteHash(quantities, ids), ids)).toEqual(quantities);
  });

  it("returns undefined for hashes that are not quotes, such as the skip link's #main", () => {
    expect(decodeQuoteHash("#main", ids)).toBeUndefined();
    expect(decodeQuoteHash("", ids)).toBeUndefined();
    expect(decodeQuoteHash("#", ids)).toBeUndefined();
  });

  it("drops unknown ids, bad and negative quantities and stray separators", () => {
    expect(
      decodeQuoteHash("#quote=std-90s:abc,broll:-3,nope:4,,:,greenscreen:2.7,second-camera:007,x", ids),
    ).toEqual({ greenscreen: 2, "second-camera": 7 });
    expect(decodeQuoteHash("#quote=", ids)).toEqual({});
    expect(decodeQuoteHash("#quote=__proto__:3,constructor:2", ids)).toEqual({});
  });

  it("survives malformed percent-encoding and decodes encoded separators", () => {
    expect(decodeQuoteHash("#quote=broll:2%E0%A4%A", ids)).toEqual({ broll: 2 });
    expect(decodeQuoteHash("#quote%3Dbroll%3A4", ids)).toEqual({ broll: 4 });
  });

  it("lets a later repeat of an id win, and a later 0 remove it", () => {
    expect(decodeQuoteHash("#quote=broll:2,broll:5", ids)).toEqual({ broll: 5 });
    expect(decodeQuoteHash("#quote=broll:2,broll:0", ids)).toEqual({});
  });

  it("caps absurd quantities instead of producing NaN or Infinity", () => {
    expect(decodeQuoteHash("#quote=broll:1e999,greenscreen:99999999999999999999", ids)).toEqual({
      broll: 1,
      greenscreen: 9999,
    });
  });
});
