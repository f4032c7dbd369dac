import { cleanText } from "@/lib/clean-text";
import { INVISIBLE_CHARACTERS } from "../support/invisible-characters";

describe("cleanText", () => {
  it("trims, folds runs of spaces and turns control characters into spaces", () => {
    expect(cleanText("  Jane \t\n Doe  ", 80)).toBe("Jane Doe");
    expect(cleanText("news\u0000letter\u007f", 80)).toBe("news letter");
  });

  it.each([
    ["the C1 next line", "\u0085"],
    ["another C1 control", "\u009b"],
    ["the Arabic letter mark", "\u061c"],
    ["the left-to-right mark", "\u200e"],
    ["the right-to-left mark", "\u200f"],
    ["a left-to-right embedding", "\u202a"],
    ["the right-to-left override", "\u202e"],
    ["a left-to-right isolate", "\u2066"],
    ["the first-strong isolate", "\u2068"],
    ["the pop directional isolate", "\u2069"],
    ["a zero-width space", "\u200b"],
    ["the word joiner", "\u2060"],
    ["a byte-order mark", "\ufeff"],
  ])("turns %s into a space", (_name, character) => {
    expect(cleanText(`Acme${character}dlrow${character}`, 80)).toBe("Acme dlrow");
  });

  it.each(INVISIBLE_CHARACTERS)("turns the %s into a space, wherever it stands", (_name, character) => {
    expect(cleanText(`${character}Acme${character}Ltd${character}`, 80)).toBe("Acme Ltd");
  });

  it("keeps the joiners and variation selectors emoji and some scripts are written with, and ordinary accents", () => {
    const family = "\u{1F468}\u200d\u{1F469}\u200d\u{1F467}";
    expect(cleanText(`${family} Zoë\u200cSmith \u2764\ufe0f 葛\u{e0100}`, 80)).toBe(
      `${family} Zoë\u200cSmith \u2764\ufe0f 葛\u{e0100}`,
    );
    expect(cleanText("شركة هاربرسايد 🎬", 80)).toBe("شركة هاربرسايد 🎬");
  });

  it("caps by characters without splitting one in two", () => {
    expect(cleanText("😀".repeat(100), 5)).toBe("😀".repeat(5));
    expect(cleanText("ab cd", 3)).toBe("ab");
  });

  it("caps at nothing when no limit is given", () => {
    expect(cleanText("a".repeat(10_000))).toHaveLength(10_000);
  });

  it("gives '' for anything but text", () => {
    expect(cleanText(undefined, 80)).toBe("");
    expect(cleanText(42, 80)).toBe("");
  });
});
