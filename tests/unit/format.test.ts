import { COUNTRIES } from "@/lib/countries";
import { formatPrice, formatText } from "@/lib/format";

const [UK, US] = COUNTRIES;

describe("formatPrice", () => {
  it("prefixes the pound sign and keeps whole pounds for the UK", () => {
    expect(formatPrice(995, UK)).toBe("£995");
    expect(formatPrice(2495, UK)).toBe("£2,495");
  });

  it("converts at 1.27 and rounds to whole dollars for the US", () => {
    expect(formatPrice(995, US)).toBe("$1,264");
    expect(formatPrice(2495, US)).toBe("$3,169");
    expect(formatPrice(3495, US)).toBe("$4,439");
    expect(formatPrice(745, US)).toBe("$946");
    expect(formatPrice(1495, US)).toBe("$1,899");
    expect(formatPrice(395, US)).toBe("$502");
    expect(formatPrice(235, US)).toBe("$298");
  });

  it("rounds an exact half up when the conversion lands on .5", () => {
    // 1,950 × 1.27 = 2,476.5 exactly; naive floating-point maths gives 2,476.4999…
    expect(formatPrice(1950, US)).toBe("$2,477");
  });

  it("separates thousands and millions", () => {
    expect(formatPrice(1_234_567, UK)).toBe("£1,234,567");
    expect(formatPrice(0, US)).toBe("$0");
  });
});

describe("formatText", () => {
  it("swaps British spellings for American ones in the US, keeping case", () => {
    expect(formatText("Organise", US)).toBe("Organize");
    expect(formatText("COLOUR", US)).toBe("COLOR");
    expect(formatText("centre", US)).toBe("center");
  });

  it("handles inflections and leaves unrelated words alone", () => {
    expect(formatText("organised organisations, colourful centres", US)).toBe(
      "organized organizations, colorful centers",
    );
    expect(formatText("an organism in the concentrate", US)).toBe("an organism in the concentrate");
  });

  it("uses British forms in the UK, even for American source text", () => {
    expect(formatText("Organize the color center", UK)).toBe("Organise the colour centre");
    expect(formatText("organise the colour centre", UK)).toBe("organise the colour centre");
  });
});
