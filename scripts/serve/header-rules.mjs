// @ts-check
/**
 * Response headers from a `_headers` file, with the semantics Cloudflare Pages applies (Netlify
 * reads the same syntax): a URL pattern line (`*` matches anything, `/` included), then indented
 * `Name: value` lines. Every rule that matches applies, in file order; when two rules set the same
 * header their values are joined with ", " (which is how a year-immutable asset once got
 * "max-age=0, must-revalidate, …, max-age=31536000"), and `! Name` detaches a header an earlier
 * rule set. Serving with the same rules as the host lets the tests catch such mistakes locally.
 */

/**
 * One URL pattern's rule: the headers it sets, in file order, and the (lower-case) names it detaches.
 * @typedef {{ pattern: RegExp, source: string, set: [string, string][], detach: string[] }} HeaderRule
 */

/**
 * @param {string} text the `_headers` file
 * @returns {HeaderRule[]}
 */
export function parseHeaderRules(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${trimmed.split("*").map(escapeRegExp).join(".*")}$`);
      rules.push({ pattern, source: trimmed, set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) continue;
    if (trimmed.startsWith("!")) {
      rule.detach.push(trimmed.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = trimmed.indexOf(":");
    if (colon > 0) rule.set.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  }
  return rules;
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The headers every matching rule gives `pathname`, keyed by their lower-case name.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, { name: string, value: string }>} */
  const headers = new Map();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const name of rule.detach) headers.delete(name);
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const earlier = headers.get(key);
      headers.set(key, { name, value: earlier ? `${earlier.value}, ${value}` : value });
    }
  }
  return headers;
}
