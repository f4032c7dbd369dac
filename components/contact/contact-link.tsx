import { HrefLink } from "@/components/navigation/href-link";
import type { ContactItem } from "@/content/contact";
import { cn } from "@/lib/utils";

type ContactLinkProps = { item: ContactItem; className?: string; children?: React.ReactNode };

/**
 * A contact item's link: site pages through next/link, mail and on-page anchors as plain links,
 * other sites in a new tab. Without a url the value is plain text.
 */
export function ContactLink({ item, className, children }: ContactLinkProps) {
  const label = children ?? item.value;
  const { url } = item;
  if (!url) return <span className={className}>{label}</span>;
  return (
    <HrefLink
      href={url}
      external={item.external}
      className={url.startsWith("mailto:") ? cn("wrap-anywhere", className) : className}
    >
      {label}
    </HrefLink>
  );
}
