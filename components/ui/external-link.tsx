import { interfaceCopy } from "@/content/interface";

type ExternalLinkProps = Omit<React.ComponentProps<"a">, "target" | "rel"> & { href: string };

/** A link to another site, opened in a new tab without giving it a handle on this page. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {interfaceCopy.newTabNote}</span>
    </a>
  );
}
