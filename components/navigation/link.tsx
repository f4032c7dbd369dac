type LinkProps = React.ComponentProps<"a"> & { href: string };

/**
 * A link to a page of this site: a plain anchor, so every page is reached by loading its document
 * (docs/architecture.md, "Links load documents"): each page's first paint is its own pre-rendered
 * HTML with its head scripts, and no page ships the payloads a client router would fetch.
 * Pages still arrive quickly: the layout's speculation rules (prefetch-on-intent.tsx) have the
 * browser fetch a page when the visitor points at or presses its link. A plain function, so a
 * server component renders it as HTML and a client island as part of its own tree.
 */
export function Link(props: LinkProps) {
  return <a {...props} />;
}
