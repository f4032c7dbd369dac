import { USAGE_PAIRS, americanUsage } from "@/lib/american-usage";
import { spell } from "@/lib/spelling";

describe("americanUsage", () => {
  it("gives every British phrase its American form", () => {
    for (const { british, american } of USAGE_PAIRS) expect(americanUsage(british)).toBe(american);
  });

  it("swaps business words in running copy", () => {
    expect(americanUsage("A one-off fee, paid within two working days, not every fortnight.")).toBe(
      "A one-time fee, paid within two business days, not every two weeks.",
    );
    expect(americanUsage("Turnover grew year-on-year; send your CV afterwards.")).toBe(
      "Revenue grew year-over-year; send your résumé afterward.",
    );
  });

  it("keeps the case of a capitalised or all-capitals phrase", () => {
    expect(americanUsage("One-off onboarding fee")).toBe("One-time onboarding fee");
    expect(americanUsage("ONE-OFF")).toBe("ONE-TIME");
    expect(americanUsage("One-Off Onboarding Fee")).toBe("One-Time Onboarding Fee");
    expect(americanUsage("Within Two Working Days")).toBe("Within Two Business Days");
  });

  it("matches whole phrases only, never inside a longer word or compound", () => {
    const text = "one-offs, afterwardsness, the CVE list, a cv-style page, maths-heavy";
    expect(americanUsage(text)).toBe(text);
  });

  it("matches an abbreviation only as written", () => {
    expect(americanUsage("Your CVs")).toBe("Your résumés");
    expect(americanUsage("the cv")).toBe("the cv");
  });

  it("prefers the longer phrase and leaves phrases that already read the same", () => {
    expect(americanUsage("one working day or three working days")).toBe(
      "one business day or three business days",
    );
    expect(americanUsage("Staff turnover fell as turnover rose")).toBe("Staff turnover fell as revenue rose");
  });

  it("has one American form per British phrase", () => {
    const british = USAGE_PAIRS.map((pair) => pair.british.toLowerCase());
    expect(new Set(british).size).toBe(british.length);
  });
});

describe("spell", () => {
  it("applies American usage with American spelling, and leaves British copy British", () => {
    expect(spell("A one-off programme to organise", "american")).toBe("A one-time program to organize");
    expect(spell("A one-off programme to organise", "british")).toBe("A one-off programme to organise");
  });
});
