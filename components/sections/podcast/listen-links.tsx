import type { listenLinks } from "@/content/podcast";
import { buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { ExternalLink } from "@/components/ui/external-link";

/** Where to listen: the music streaming service, the podcast directory and the video platform. */
export function ListenLinks({ links }: { links: typeof listenLinks }) {
  return (
    <>
      {links.map((link, position) => (
        <ExternalLink
          key={link.id}
          href={link.href}
          className={buttonVariants({ variant: position === 0 ? "primary" : "onDark", size: "lg" })}
        >
          <Icon name={link.icon} className="size-5" />
          {link.label}
        </ExternalLink>
      ))}
    </>
  );
}
