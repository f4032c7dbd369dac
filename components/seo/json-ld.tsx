/**
 * Structured data for search engines. `<` is escaped so copy can never close the script element;
 * the CSP hashes each block after the build like any other inline script.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
