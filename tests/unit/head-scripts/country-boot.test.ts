import { bootCountry, type CountryBootConfig } from "@/components/head-scripts/country-boot";
import { COUNTRY_ATTRIBUTE, COUNTRY_STORAGE_KEY } from "@/lib/countries";

const config: CountryBootConfig = { languages: { UK: "en-GB", US: "en-US" }, defaultCode: "UK" };
const root = document.documentElement;

describe("bootCountry", () => {
  beforeEach(() => {
    window.localStorage.clear();
    root.removeAttribute(COUNTRY_ATTRIBUTE);
    root.setAttribute("lang", "en-GB");
  });

  it("marks <html> with the stored country and its language when it is a known code", () => {
    window.localStorage.setItem(COUNTRY_STORAGE_KEY, "US");
    bootCountry(config);
    expect(root.getAttribute(COUNTRY_ATTRIBUTE)).toBe("US");
    expect(root.getAttribute("lang")).toBe("en-US");
  });

  it("marks <html> with the default and its language when nothing is stored", () => {
    root.setAttribute("lang", "en-US");
    bootCountry(config);
    expect(root.getAttribute(COUNTRY_ATTRIBUTE)).toBe("UK");
    expect(root.getAttribute("lang")).toBe("en-GB");
  });

  it("marks <html> with the default when the stored value is no known code", () => {
    window.localStorage.setItem(COUNTRY_STORAGE_KEY, "us");
    bootCountry(config);
    expect(root.getAttribute(COUNTRY_ATTRIBUTE)).toBe("UK");
    expect(root.getAttribute("lang")).toBe("en-GB");
  });

  it("takes no inherited property for a country code", () => {
    window.localStorage.setItem(COUNTRY_STORAGE_KEY, "toString");
    bootCountry(config);
    expect(root.getAttribute(COUNTRY_ATTRIBUTE)).toBe("UK");
  });

  it("marks <html> with the default when reaching storage throws", () => {
    const blocked = {
      document,
      get localStorage(): Storage {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    };
    expect(() => bootCountry(config, blocked)).not.toThrow();
    expect(root.getAttribute(COUNTRY_ATTRIBUTE)).toBe("UK");
  });

  it("marks <html> with the default when reading storage throws", () => {
    const storage = {
      getItem: () => {
        throw new Error("storage disabled");
      },
    } as unknown as Storage;
    bootCountry(config, { document, localStorage: storage });
    expect(root.getAttribute(COUNTRY_ATTRIBUTE)).toBe("UK");
  });
});
