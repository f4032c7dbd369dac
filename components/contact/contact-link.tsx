import { Link } from "@/components/navigation/link";
import type { ContactItem } from "@/content/contact";
import { cn } from "@/lib/utils";
import { ExternalLink } from "@/components/ui/external-link";

type ContactLinkProps = { item: ContactItem; className?: string; children?: React.ReactNode };

/**
 * A contact item's link: site pages through next/link, mail and on-page anchors as plain links,
 * other sites in a new tab. Without a url the value is plain text.
 */
export function ContactLink({ item, className, children }: ContactLinkProps) {
  const label = children ?? item.value;
  const { url } = item;
  if (!url) return <span className={className}>{label}</span>;
  if (item.external) {
    return (
      <ExternalLink href={url} className={className}>
        {label}
      </ExternalLink>
    );
  }
  if (url.startsWith("/")) {
    return (
      <Link href={url} className={className}>
        {label}
      </Link>
    );
  }
  return (
    <a href={url} className={cn(url.startsWith("mailto:") && "wrap-anywhere", className)}>
      {label}
    </a>
  );
}
