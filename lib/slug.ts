/** A heading turned into an id fragment: "Presenter Explainer Videos - Standard" → "presenter-explainer-videos-standard". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
