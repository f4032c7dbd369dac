import { Link } from "@/components/navigation/link";

/**
 * A link to another page that lands at its top (docs/product.md §9): every link loads the page's
 * document, which opens at its top, so this is the site's plain Link under the name the closing
 * bands use.
 */
export function ScrollTopLink(props: React.ComponentProps<typeof Link>) {
  return <Link {...props} />;
}
