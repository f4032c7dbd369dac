import { formatReference, newReferenceCode, readReferenceCode } from "@/lib/quote-reference";

describe("newReferenceCode", () => {
  it("is eight Crockford base-32 characters in two groups of four", () => {
    expect(newReferenceCode()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it("takes each character from the low five bits of one random byte", () => {
    const bytes = (count: number) =>
      Uint8Array.from({ length: count }, (_, index) => [0, 31, 32, 255, 10, 17, 18, 27][index] ?? 0);
    expect(newReferenceCode(bytes)).toBe("0Z0Z-AHJV");
  });

  it("is never the same for two quotes: 10,000 fresh codes are all different", () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => newReferenceCode()));
    expect(codes.size).toBe(10_000);
  });
});

describe("readReferenceCode", () => {
  it("reads back a code in its readable form", () => {
    const code = newReferenceCode();
    expect(readReferenceCode(code)).toBe(code);
  });

  it("forgives case, missing or extra hyphens and the letters Crockford reads as digits", () => {
    expect(readReferenceCode("7k2qm4xd")).toBe("7K2Q-M4XD");
    expect(readReferenceCode("7K2Q - M4XD")).toBe("7K2Q-M4XD");
    expect(readReferenceCode("OIL0-0000")).toBe("0110-0000");
  });

  it("refuses anything that is not eight code characters", () => {
    for (const raw of ["", "7K2Q-M4X", "7K2Q-M4XDD", "7K2Q-M4XU", "<script>", "7K2Q_M4XD"]) {
      expect(readReferenceCode(raw)).toBeUndefined();
    }
  });
});

describe("formatReference", () => {
  it("puts the brand's short name in front", () => {
    expect(formatReference("7K2Q-M4XD", "HCS")).toBe("HCS-7K2Q-M4XD");
  });
});
