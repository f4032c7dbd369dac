/*
 * Every link loads a document (components/navigation/link.tsx), so the browser is told to fetch a
 * page of this site as soon as the visitor shows intent: pointing at its link for a moment, or
 * pressing it ("moderate", in Chromium's speculation rules). The page is then usually in hand
 * before the click lands. A browser without speculation rules ignores the script and loads the
 * page on the click. The post-build step hashes the rules into the page's CSP, without which the
 * browser would not apply them.
 */
const rules = { prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }] };

export function PrefetchOnIntent() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(rules) }} />;
}
