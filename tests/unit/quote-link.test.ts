import { calculatorServices } from "@/content/calculator";
import { EMPTY_CLIENT } from "@/lib/quote-client";
import { decodeQuoteHash, encodeQuoteHash, quoteAddress } from "@/lib/quote-link";
import { INVISIBLE_CHARACTERS, invisibleIn } from "../support/invisible-characters";

const ids = calculatorServices.map((item) => item.id);

/** The quantities a hash opens, or undefined when it is no quote. */
const quantitiesOf = (hash: string) => decodeQuoteHash(hash, ids)?.quantities;

describe("encodeQuoteHash", () => {
  it("lists quantities above 0 in catalogue order", () => {
    expect(encodeQuoteHash({ quantities: { broll: 2, "std-90s": 3, greenscreen: 0 } }, ids)).toBe(
      "#quote=std-90s:3,broll:2",
    );
  });

  it("adds the reference, VAT and client after the lines, with text percent-encoded", () => {
    const hash = encodeQuoteHash(
      {
        quantities: { broll: 1 },
        reference: "7K2Q-M4XD",
        vat: true,
        client: { name: "Jane & Joe Doe", company: "Acme, Ltd", repName: "Sam", repEmail: "sam@example.com" },
      },
      ids,
    );
    expect(hash).toBe(
      "#quote=broll:1&ref=7K2Q-M4XD&vat=1&for=Jane%20%26%20Joe%20Doe&co=Acme%2C%20Ltd&by=Sam&email=sam%40example.com",
    );
  });

  it("gives an empty hash for a quote with no lines, VAT or client, whatever its reference", () => {
    expect(encodeQuoteHash({ quantities: {} }, ids)).toBe("");
    expect(encodeQuoteHash({ quantities: { broll: 0 }, reference: "7K2Q-M4XD" }, ids)).toBe("");
    expect(encodeQuoteHash({ quantities: {}, client: { ...EMPTY_CLIENT, name: "  " } }, ids)).toBe("");
  });

  it("keeps a client named before any line is priced", () => {
    expect(encodeQuoteHash({ quantities: {}, client: { ...EMPTY_CLIENT, name: "Jane" } }, ids)).toBe(
      "#quote=&for=Jane",
    );
  });

  it("fits 20 lines and a 60-character client name, with everything else, in 2,000 characters", () => {
    const quantities = Object.fromEntries(ids.slice(0, 20).map((id) => [id, 9999]));
    expect(Object.keys(quantities)).toHaveLength(20);
    const client = {
      name: "Ms Alexandra Catherine Montgomery-Fitzwilliam of Northampton",
      company: "Northampton Managed IT Services Ltd",
      repName: "Samantha Representative",
      repEmail: "samantha.representative@example.co.uk",
    };
    expect(client.name).toHaveLength(60);
    const hash = encodeQuoteHash({ quantities, reference: "7K2Q-M4XD", vat: true, client }, ids);
    const address = `https://www.example-video-agency.co.uk/master-pricing/${hash}`;
    expect(address.length).toBeLessThanOrEqual(2000);
    expect(decodeQuoteHash(hash, ids)).toEqual({ quantities, reference: "7K2Q-M4XD", vat: true, client });
  });
});

describe("decodeQuoteHash", () => {
  it("reads back what encodeQuoteHash wrote", () => {
    const link = {
      quantities: { "std-90s": 5, "testimonial-prem": 10, "rush-delivery": 1 },
      reference: "0Z0Z-AHJV",
      vat: true,
      client: { name: "Zoë O'Brien", company: "Ünïcode & Co", repName: "", repEmail: "" },
    };
    expect(decodeQuoteHash(encodeQuoteHash(link, ids), ids)).toEqual(link);
  });

  it("opens a link from before quotes had references or clients as its lines alone", () => {
    expect(decodeQuoteHash("#quote=std-90s:3,broll:2", ids)).toEqual({
      quantities: { "std-90s": 3, broll: 2 },
      reference: undefined,
      vat: false,
      client: EMPTY_CLIENT,
    });
  });

  it("returns undefined for hashes that are not quotes, such as the skip link's #main", () => {
    expect(decodeQuoteHash("#main", ids)).toBeUndefined();
    expect(decodeQuoteHash("", ids)).toBeUndefined();
    expect(decodeQuoteHash("#", ids)).toBeUndefined();
  });

  it("drops unknown ids, bad and negative quantities and stray separators", () => {
    expect(quantitiesOf("#quote=std-90s:abc,broll:-3,nope:4,,:,greenscreen:2.7,second-camera:007,x")).toEqual(
      {
        greenscreen: 2,
        "second-camera": 7,
      },
    );
    expect(quantitiesOf("#quote=")).toEqual({});
    expect(quantitiesOf("#quote=__proto__:3,constructor:2")).toEqual({});
  });

  it("survives malformed percent-encoding and decodes encoded separators", () => {
    expect(quantitiesOf("#quote=broll:2%E0%A4%A")).toEqual({ broll: 2 });
    expect(quantitiesOf("#quote%3Dbroll%3A4")).toEqual({ broll: 4 });
    expect(decodeQuoteHash("#quote=broll:1&for=50%25%E0%A4%A", ids)?.client.name).toBe("50%25%E0%A4%A");
  });

  it("lets a later repeat of an id win, and a later 0 remove it", () => {
    expect(quantitiesOf("#quote=broll:2,broll:5")).toEqual({ broll: 5 });
    expect(quantitiesOf("#quote=broll:2,broll:0")).toEqual({});
  });

  it("caps absurd quantities instead of producing NaN or Infinity", () => {
    expect(quantitiesOf("#quote=broll:1e999,greenscreen:99999999999999999999")).toEqual({
      broll: 1,
      greenscreen: 9999,
    });
  });

  it("keeps what is valid in a hostile link and ignores the rest", () => {
    const hostile =
      "#quote=broll:2,evil:1" +
      "&ref=<script>&vat=yes&__proto__=1&constructor=x&onload=alert(1)" +
      `&for=${encodeURIComponent("<img src=x onerror=alert(1)>\u202Eevil\n\tname")}` +
      `&co=${"A".repeat(5000)}`;
    const opened = decodeQuoteHash(hostile, ids);
    expect(opened?.quantities).toEqual({ broll: 2 });
    expect(opened?.reference).toBeUndefined();
    expect(opened?.vat).toBe(false);
    // Markup stays text (React shows it as such); controls and direction overrides become spaces.
    expect(opened?.client.name).toBe("<img src=x onerror=alert(1)> evil name");
    expect(opened?.client.company).toBe("A".repeat(80));
  });

  it("reads no further than its length cap, however long the hash", () => {
    const huge = `#quote=broll:1&ref=7K2Q-M4XD&for=${"x".repeat(1_000_000)}&vat=1`;
    const opened = decodeQuoteHash(huge, ids);
    expect(opened?.quantities).toEqual({ broll: 1 });
    expect(opened?.reference).toBe("7K2Q-M4XD");
    expect(opened?.vat).toBe(false);
    expect(opened?.client.name).toBe("x".repeat(80));
  });
});

describe("quoteAddress", () => {
  const page = { origin: "https://www.example.com", pathname: "/master-pricing/" };

  it("keeps the campaign parameters of the page's query alone, tidied, and drops the rest", () => {
    expect(
      quoteAddress(
        { ...page, search: "?token=secret&utm_source=news&x=1&utm_campaign=spring%E2%80%AEsale" },
        "#quote=broll:1",
      ),
    ).toBe("https://www.example.com/master-pricing/?utm_source=news&utm_campaign=spring+sale#quote=broll:1");
  });

  it("is the page and the hash when the query holds no campaign", () => {
    expect(quoteAddress({ ...page, search: "?token=secret" }, "#quote=broll:1")).toBe(
      "https://www.example.com/master-pricing/#quote=broll:1",
    );
    expect(quoteAddress({ ...page, search: "" }, "")).toBe("https://www.example.com/master-pricing/");
  });

  it("carries no invisible or XML-forbidden character from the client or the campaign", () => {
    // An address cannot hold a lone surrogate: encoding it gives U+FFFD, a character like any other.
    const all = INVISIBLE_CHARACTERS.filter(([name]) => name !== "lone surrogate")
      .map(([, character]) => character)
      .join("");
    const hash = encodeQuoteHash(
      {
        quantities: { broll: 1 },
        client: { name: `Jane${all}Doe`, company: `${all}=Acme`, repName: all, repEmail: `a${all}@b.c` },
      },
      ids,
    );
    const address = quoteAddress(
      { ...page, search: `?${new URLSearchParams({ utm_source: `n${all}ews` })}` },
      hash,
    );
    expect(invisibleIn(decodeURIComponent(address))).toBeNull();
    expect(decodeQuoteHash(hash, ids)?.client).toEqual({
      name: "Jane Doe",
      company: "=Acme",
      repName: "",
      repEmail: "a @b.c",
    });
  });
});
