type AnchorLinkProps = Omit<React.ComponentProps<"a">, "href"> & { anchor: string };

/**
 * A link to a section on this page: the browser scrolls there smoothly, 80px below the top, clear
 * of the fixed nav (app/globals.css), once the deferred-bands head script has laid the page out whole.
 */
export function AnchorLink({ anchor, ...props }: AnchorLinkProps) {
  return <a {...props} href={`#${anchor}`} />;
}
