import { SPELLING_PAIRS, spell } from "@/lib/spelling";

describe("spell", () => {
  it("gives the American form of every family the copy uses", () => {
    expect(spell("Our programmes organise humour; we prioritised the sceptical catalogue.", "american")).toBe(
      "Our programs organize humor; we prioritized the skeptical catalog.",
    );
    expect(spell("Recognise the centre of your organisation, colourful enquiries.", "american")).toBe(
      "Recognize the center of your organization, colorful inquiries.",
    );
  });

  it("keeps each word's case", () => {
    expect(spell("PROGRAMME Programme programme", "american")).toBe("PROGRAM Program program");
  });

  it("leaves -ise words that are -ise in American English, and -our words that are not spellings, alone", () => {
    const text = "We promise no surprises: advertise, your four hours of expertise, on tour.";
    expect(spell(text, "american")).toBe(text);
  });

  it("turns American copy British for the UK, but never a word that is also British", () => {
    expect(spell("The program's color center", "british")).toBe("The programme's colour centre");
    expect(spell("Best practice, a license to grow, among friends", "british")).toBe(
      "Best practice, a license to grow, among friends",
    );
  });

  it("knows only whole words, as spell looks each word of a text up on its own", () => {
    const notOneWord = SPELLING_PAIRS.flatMap((pair) => [pair.british, pair.american]).filter(
      (word) => !/^\w+$/.test(word),
    );
    expect(notOneWord).toEqual([]);
  });

  it("swaps whole words only, next to punctuation and digits as well", () => {
    expect(spell("organise, (colour) centre-aligned; organiser2 colourway", "american")).toBe(
      "organize, (color) center-aligned; organiser2 colorway",
    );
  });

  it("has one American form per British form", () => {
    const british = SPELLING_PAIRS.map((pair) => pair.british);
    expect(new Set(british).size).toBe(british.length);
  });
});
