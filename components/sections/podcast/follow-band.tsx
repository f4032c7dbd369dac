import type { podcastFollow } from "@/content/podcast";
import { buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { ExternalLink } from "./external-link";

/** Follow the show on the professional network, in a new tab. */
export function FollowBand({ heading, lead, link }: typeof podcastFollow) {
  return (
    <Section tone="ink" aria-labelledby="follow-harvest">
      <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="follow-harvest" className="text-3xl font-extrabold text-white sm:text-5xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-white/80">{lead}</p>
        </div>
        <ExternalLink
          href={link.href}
          className={buttonVariants({ size: "lg", className: "self-start lg:self-center" })}
        >
          <Icon name="linkedin" className="size-5" />
          {link.label}
        </ExternalLink>
      </div>
    </Section>
  );
}
