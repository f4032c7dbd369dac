/** Each press of previous/next aims at this share of the visible width (docs/product.md §9), in whole cards. */
export const CAROUSEL_STEP = 0.8;

/** Two scroll positions closer than this (in CSS pixels) are the same place: layout is fractional. */
export const SAME_PLACE = 1;

/**
 * Where one press of previous (-1) or next (1) leads from `from`, given the row's resting places
 * (each card's left edge on the row's, ascending): the one nearest to 80% of the visible width
 * away (docs/product.md §9), but at least one card and at most one page of whole cards (the visible width
 * plus one gap), so no card is skipped unseen and the row never stops with a card cut at its left
 * edge. Undefined when there is nowhere further to go that way.
 */
export function stepTarget(
  positions: readonly number[],
  from: number,
  direction: -1 | 1,
  visibleWidth: number,
  gap: number,
): number | undefined {
  const ahead = positions.filter((position) => direction * (position - from) > SAME_PLACE);
  if (ahead.length === 0) return undefined;
  const wanted = from + direction * visibleWidth * CAROUSEL_STEP;
  const withinPage = ahead.filter((position) => Math.abs(position - from) <= visibleWidth + gap + SAME_PLACE);
  // A card wider than the page (not in this layout) is still one step.
  const nearest = direction === 1 ? ahead[0]! : ahead.at(-1)!;
  const choices = withinPage.length > 0 ? withinPage : [nearest];
  return choices.reduce((best, position) =>
    Math.abs(position - wanted) < Math.abs(best - wanted) ? position : best,
  );
}
