import { campaignOf } from "./analytics/campaign";
import { parseQuantity, type Quantities } from "./calculator";
import { cleanClient, hasClientText, type QuoteClient } from "./quote-client";
import { readReferenceCode } from "./quote-reference";

/*
 * A quote travels in the URL hash: `#quote=std-90s:3,broll:2&ref=7K2Q-M4XD&vat=1&for=Jane%20Doe`.
 * Readable, never sent to a server, and free of the query string a static host might cache on. The
 * `quote=` prefix tells a quote apart from ordinary anchors such as the skip link's `#main`, which
 * must not wipe the quote. The lines come first and the free text last, with short keys, so 20
 * lines and a 60-character client name make a link well under 2,000 characters.
 */
const PREFIX = "quote=";

/** The hash's key for each client field. */
const CLIENT_KEYS = [
  ["for", "name"],
  ["co", "company"],
  ["by", "repName"],
  ["email", "repEmail"],
] as const satisfies readonly (readonly [string, keyof QuoteClient])[];

/**
 * The most of a hash that is read. Every field is capped when read, so this only bounds the work a
 * hostile link can cause; it is room for every field at its cap in any script.
 */
const MAX_HASH_LENGTH = 8000;

/** What a link holds; everything but the quantities may be left out. */
export type QuoteLink = {
  readonly quantities: Quantities;
  /** The reference's code ("7K2Q-M4XD"), without the brand's prefix. */
  readonly reference?: string | null;
  readonly vat?: boolean;
  readonly client?: QuoteClient;
};

/** A link as opened: every part present, each one checked. */
export type OpenedQuote = {
  readonly quantities: Record<string, number>;
  /** Absent from links made before quotes had references, and from mangled ones. */
  readonly reference: string | undefined;
  readonly vat: boolean;
  readonly client: QuoteClient;
};

/**
 * The hash (with its leading `#`) for this quote, listing ids in `ids` order with quantity above 0.
 * A quote with no lines, no VAT and no client gives "" so the address goes back to the bare page
 * (a reference alone is not worth a link: a bare page makes a new one).
 */
export function encodeQuoteHash(link: QuoteLink, ids: readonly string[]): string {
  const pairs = ids.flatMap((id) => {
    const quantity = parseQuantity(link.quantities[id] ?? 0);
    return quantity > 0 ? [`${encodeURIComponent(id)}:${quantity}`] : [];
  });
  const client = cleanClient(link.client);
  if (pairs.length === 0 && !link.vat && !hasClientText(client)) return "";
  const reference = link.reference ? readReferenceCode(link.reference) : undefined;
  const params = [
    reference ? `ref=${reference}` : "",
    link.vat ? "vat=1" : "",
    ...CLIENT_KEYS.map(([key, field]) =>
      client[field] ? `${key}=${encodeURIComponent(client[field])}` : "",
    ),
  ].filter(Boolean);
  return `#${PREFIX}${pairs.join(",")}${params.map((param) => `&${param}`).join("")}`;
}

/**
 * The address a quote is shared at, copied or printed: the page's own (origin and path), the
 * campaign parameters of its query alone (campaignOf: as the booking address keeps them), and the
 * quote's hash. Whatever else the query held (a `?token=…` a link carried in) stays behind.
 */
export function quoteAddress(
  page: { origin: string; pathname: string; search: string },
  hash: string,
): string {
  const campaign = campaignOf(page.search).toString();
  return `${page.origin}${page.pathname}${campaign ? `?${campaign}` : ""}${hash}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function readQuantities(list: string, ids: readonly string[]): Record<string, number> {
  const known = new Set(ids);
  const quantities: Record<string, number> = {};
  // Each known id once, and a few strays: a longer list is no real quote.
  for (const pair of list.split(",").slice(0, ids.length * 4)) {
    const decoded = safeDecode(pair);
    const separator = decoded.lastIndexOf(":");
    if (separator <= 0) continue;
    const id = decoded.slice(0, separator).trim();
    const quantity = parseQuantity(decoded.slice(separator + 1));
    if (!known.has(id)) continue;
    if (quantity > 0) quantities[id] = quantity;
    else delete quantities[id];
  }
  return quantities;
}

/**
 * The quote a hash describes, or `undefined` when the hash is not a quote at all. Anything malformed
 * is dropped rather than trusted: unknown ids and keys, bad or negative quantities, a reference
 * that is not one, stray separators; text is tidied and capped. So a mangled or hostile link opens
 * what it holds that is valid, never an error or NaN.
 */
export function decodeQuoteHash(hash: string, ids: readonly string[]): OpenedQuote | undefined {
  let body = hash.replace(/^#/, "").slice(0, MAX_HASH_LENGTH);
  // A link whose separators were percent-encoded along the way (`quote%3Dbroll%3A4`).
  if (!body.startsWith(PREFIX)) body = safeDecode(body);
  if (!body.startsWith(PREFIX)) return undefined;
  const [list = "", ...params] = body.slice(PREFIX.length).split("&");
  const values = new Map<string, string>();
  for (const param of params) {
    const separator = param.indexOf("=");
    if (separator > 0) values.set(param.slice(0, separator), safeDecode(param.slice(separator + 1)));
  }
  const client = Object.fromEntries(CLIENT_KEYS.map(([key, field]) => [field, values.get(key) ?? ""]));
  return {
    quantities: readQuantities(list, ids),
    reference: readReferenceCode(values.get("ref") ?? ""),
    vat: values.get("vat") === "1",
    client: cleanClient(client),
  };
}
