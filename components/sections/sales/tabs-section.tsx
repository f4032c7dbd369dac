import type { SolutionTab } from "@/content/types";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { SolutionTabs } from "./solution-tabs";

type TabsSectionProps = {
  id: string;
  eyebrow: string;
  heading: string;
  label: string;
  tabs: readonly SolutionTab[];
  defaultId: string;
};

/** A solutions page's formats, one tab each. */
export function TabsSection({ id, eyebrow, heading, label, tabs, defaultId }: TabsSectionProps) {
  return (
    <Section aria-labelledby={id}>
      <SectionHeading headingId={id} eyebrow={eyebrow} heading={heading} />
      <SolutionTabs label={label} tabs={tabs} defaultId={defaultId} />
    </Section>
  );
}
