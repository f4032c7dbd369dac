// @ts-check
/**
 * Picks the response encoding from Accept-Encoding, honouring q-values: "br;q=0" refuses Brotli,
 * "*;q=0" refuses everything not listed, and equal weights prefer Brotli (smaller) over gzip.
 */
const SUPPORTED = /** @type {const} */ (["br", "gzip"]);

/** @typedef {(typeof SUPPORTED)[number]} Encoding */

/**
 * @param {string | string[] | undefined} header the request's Accept-Encoding
 * @returns {Encoding | null}
 */
export function negotiateEncoding(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  /** @type {Encoding | null} */
  let best = null;
  let bestWeight = 0;
  for (const encoding of SUPPORTED) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
