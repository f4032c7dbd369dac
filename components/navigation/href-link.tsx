import { ExternalLink } from "@/components/ui/external-link";
import { Link } from "./link";

type HrefLinkProps = {
  href: string;
  /** Another site: opened in a new tab, said so to screen readers. */
  external?: boolean;
  className?: string;
  children: React.ReactNode;
};

/**
 * A link by where it goes: another site in a new tab, a page of this site through the router
 * (components/navigation/link.tsx), and anything else (mail, an anchor on this page) as a plain link.
 */
export function HrefLink({ href, external, className, children }: HrefLinkProps) {
  if (external)
    return (
      <ExternalLink href={href} className={className}>
        {children}
      </ExternalLink>
    );
  if (href.startsWith("/"))
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
