type LinkProps = React.ComponentProps<"a"> & { href: string };

/**
 * A link to a page of this site: a plain anchor, so every page is reached by loading its document
 * (docs/decisions/static-sections.md). Nothing a page shows is rendered again by the client router,
 * which is what lets React leave the static sections, and the head tags, to the server's HTML.
 * Pages still arrive quickly: the layout's speculation rules (prefetch-on-intent.tsx) have the
 * browser fetch a page when the visitor points at or presses its link. A plain function, so a
 * server component renders it as HTML and a client island as part of its own tree.
 */
export function Link(props: LinkProps) {
  return <a {...props} />;
}
