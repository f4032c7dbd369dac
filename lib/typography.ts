/**
 * A name as a page shows it: a hyphen with a space either side is set as the en dash it stands for
 * ("Presenter Explainer Videos – Standard"). Data keeps the name exactly as docs/product.md gives
 * it (the quote's CSV, structured data, ids), so only what a visitor reads passes through here.
 */
export function spacedDashes(text: string): string {
  return text.replace(/ - /g, " – ");
}
