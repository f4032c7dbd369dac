import { parseQuantity, type Quantities } from "./calculator";

/*
 * A quote travels in the URL hash as `#quote=std-90s:3,broll:2`: readable, never sent to a server,
 * and free of the query string a static host might cache on. The `quote=` prefix tells a quote apart
 * from ordinary anchors such as the skip link's `#main`, which must not wipe the quote.
 */
const PREFIX = "quote=";

/**
 * The hash (with its leading `#`) for these quantities, listing ids in `ids` order with quantity
 * above 0; an empty quote gives "" so the address goes back to the bare page.
 */
export function encodeQuoteHash(quantities: Quantities, ids: readonly string[]): string {
  const pairs = ids.flatMap((id) => {
    const quantity = parseQuantity(quantities[id] ?? 0);
    return quantity > 0 ? [`${encodeURIComponent(id)}:${quantity}`] : [];
  });
  return pairs.length > 0 ? `#${PREFIX}${pairs.join(",")}` : "";
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The quantities a hash describes, or `undefined` when the hash is not a quote at all. Anything
 * malformed is dropped rather than trusted: unknown ids, bad or negative quantities and stray
 * separators are ignored, so a mangled link opens a partial or empty quote, never an error or NaN.
 */
export function decodeQuoteHash(hash: string, ids: readonly string[]): Record<string, number> | undefined {
  const body = safeDecode(hash.replace(/^#/, ""));
  if (!body.startsWith(PREFIX)) return undefined;
  const known = new Set(ids);
  const quantities: Record<string, number> = {};
  for (const pair of body.slice(PREFIX.length).split(",")) {
    const separator = pair.lastIndexOf(":");
    if (separator <= 0) continue;
    const id = pair.slice(0, separator).trim();
    const quantity = parseQuantity(pair.slice(separator + 1));
    if (!known.has(id)) continue;
    if (quantity > 0) quantities[id] = quantity;
    else delete quantities[id];
  }
  return quantities;
}
