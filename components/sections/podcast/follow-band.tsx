import type { podcastFollow } from "@/content/podcast";
import { buttonVariants } from "@/components/ui/button";
import {
  CtaBand,
  CtaBandActions,
  CtaBandContent,
  CtaBandDescription,
  CtaBandTitle,
} from "@/components/ui/cta-band";
import { ExternalLink } from "@/components/ui/external-link";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";

/** Follow the show on the professional network, in a new tab. */
export function FollowBand({ heading, lead, link }: typeof podcastFollow) {
  return (
    <Section tone="ink" aria-labelledby="follow-harvest">
      <CtaBand tone="dark">
        <CtaBandContent>
          <CtaBandTitle id="follow-harvest" className="sm:text-5xl">
            {heading}
          </CtaBandTitle>
          <CtaBandDescription className="mt-4">{lead}</CtaBandDescription>
        </CtaBandContent>
        <CtaBandActions>
          <ExternalLink href={link.href} className={buttonVariants({ size: "lg" })}>
            <Icon name="linkedin" className="size-5" />
            {link.label}
          </ExternalLink>
        </CtaBandActions>
      </CtaBand>
    </Section>
  );
}
