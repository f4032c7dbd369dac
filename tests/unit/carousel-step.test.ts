import { CAROUSEL_STEP, stepTarget } from "@/components/carousel/carousel-step";

/** Resting places of a row of `count` cards `card` wide with `gap` between, in a `width` window. */
function positions(count: number, card: number, gap: number, width: number, endPadding = 0) {
  const max = count * card + (count - 1) * gap + endPadding - width;
  return [...new Set(Array.from({ length: count }, (_, index) => Math.min(index * (card + gap), max)))];
}

describe("stepTarget", () => {
  // Desktop: three whole cards in a 1088 px column with 24 px gaps.
  const width = 1088;
  const gap = 24;
  const card = (width - 2 * gap) / 3;
  const desktop = positions(6, card, gap, width);

  it("aims at 80% of the visible width, rounded to the nearest whole card", () => {
    expect(CAROUSEL_STEP).toBe(0.8);
    // 0.8 × 1088 = 870 px; cards are 370.7 px apart, so two cards (741 px) is nearest.
    expect(stepTarget(desktop, 0, 1, width, gap)).toBeCloseTo(2 * (card + gap));
    expect(stepTarget(desktop, 2 * (card + gap), -1, width, gap)).toBe(0);
  });

  it("stops at the end of the row, where the last page of cards is whole", () => {
    const last = desktop.at(-1)!;
    expect(last).toBeCloseTo(3 * (card + gap));
    expect(stepTarget(desktop, 2 * (card + gap), 1, width, gap)).toBeCloseTo(last);
    expect(stepTarget(desktop, last, 1, width, gap)).toBeUndefined();
    expect(stepTarget(desktop, 0, -1, width, gap)).toBeUndefined();
  });

  it("moves at least one card, even when a card is wider than 80% of the view", () => {
    // Phone: 350 px column, cards 84% wide with the next one peeking in, room at the end.
    const phone = positions(6, 294, 16, 350, 56);
    expect(stepTarget(phone, 0, 1, 350, 16)).toBe(310);
    expect(stepTarget(phone, 310, 1, 350, 16)).toBe(620);
    expect(stepTarget(phone, 310, -1, 350, 16)).toBe(0);
    // The last card can come to rest at the left edge too.
    expect(phone.at(-1)).toBe(5 * 310);
  });

  it("never skips a card that was not fully in view", () => {
    // Narrow cards: 80% of the view would be four cards, but only three and a bit are visible.
    const narrow = positions(12, 100, 10, 350);
    const target = stepTarget(narrow, 0, 1, 350, 10)!;
    expect(target).toBeLessThanOrEqual(350 + 10);
    expect(target).toBe(330);
  });

  it("steps on from a position between two resting places", () => {
    expect(stepTarget(desktop, 10, 1, width, gap)).toBeCloseTo(2 * (card + gap));
    expect(stepTarget(desktop, 10, -1, width, gap)).toBe(0);
  });
});
