import { splitKeepTogether, splitPhrases } from "@/lib/keep-together";

const kept = (text: string) =>
  splitKeepTogether(text)
    .filter((segment) => segment.keepTogether)
    .map((segment) => segment.text);

describe("splitKeepTogether", () => {
  it("keeps hyphenated and dashed numbers with what they join", () => {
    expect(kept("Book Your 15-Minute Meeting")).toEqual(["15-Minute"]);
    expect(kept("use it for 6–12 months")).toEqual(["6–12"]);
    expect(kept("a 60-second recap and a 3-min cut")).toEqual(["60-second", "3-min"]);
  });

  it("keeps a count with a plus together with its noun", () => {
    expect(kept("10+ years building partner programmes")).toEqual(["10+ years"]);
    expect(kept("Every interview yields 15+ assets")).toEqual(["15+ assets"]);
  });

  it("leaves ordinary words and hyphenated words breakable", () => {
    expect(kept("A one-off, made-to-measure video")).toEqual([]);
    expect(splitKeepTogether("no numbers here")).toEqual([{ text: "no numbers here", keepTogether: false }]);
  });

  it("gives back every character in order", () => {
    const text = "From 2 to 10+ years, 6–12 months and a 15-Minute call.";
    expect(
      splitKeepTogether(text)
        .map((segment) => segment.text)
        .join(""),
    ).toBe(text);
  });
});

describe("splitPhrases", () => {
  it("breaks a title after a colon and before a spaced dash, never inside a phrase", () => {
    expect(splitPhrases("Vendor Partner Day: Photo Story")).toEqual(["Vendor Partner Day:", "Photo Story"]);
    expect(splitPhrases("IT Expo: Booth Interviews – Day Two")).toEqual([
      "IT Expo:",
      "Booth Interviews",
      "– Day Two",
    ]);
  });

  it("leaves a title with no phrase break whole, and joins back to the title", () => {
    expect(splitPhrases("Partner Awards Night")).toEqual(["Partner Awards Night"]);
    expect(splitPhrases("Co-Managed IT, 6–12 Months")).toEqual(["Co-Managed IT, 6–12 Months"]);
    const title = "Mission: Impossible Helpdesk – The Sequel";
    expect(splitPhrases(title).join(" ")).toBe(title);
  });
});
