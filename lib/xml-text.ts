import { cleanText } from "./clean-text";

/**
 * Text made safe inside an XML element or attribute: first the site's one cleaning rule
 * (lib/clean-text.ts), which drops every character XML forbids (NUL, the vertical tab and form
 * feed, U+FFFE…) along with invisible format characters, so the file always parses; then the
 * five characters that would break its markup ("&", "<"…) escaped.
 */
export function xmlText(text: string): string {
  return cleanText(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
