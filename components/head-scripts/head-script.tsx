/**
 * Renders a compiled head script (compiled.generated.ts) as an inline <script>, called with its
 * config as JSON. The post-build step adds the hash of each inline script to the page's CSP.
 */
export function HeadScript({ compiled, config }: { compiled: string; config?: unknown }) {
  return <script dangerouslySetInnerHTML={{ __html: headScriptSource(compiled, config) }} />;
}

/** The inline script's text: the compiled function called with the config (`<` escaped so no `</script>` can end it). */
export function headScriptSource(compiled: string, config?: unknown): string {
  const argument = config === undefined ? "" : JSON.stringify(config).replace(/</g, "\\u003c");
  return `(${compiled})(${argument})`;
}
