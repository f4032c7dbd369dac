import type { contentCategories } from "@/content/vendor-pricing";
import { CheckList, CheckListItem } from "@/components/ui/check-list";
import { Icon } from "@/components/ui/icon";
import { LocalText } from "@/components/country/localized";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

/** The Core, Strategic and Bespoke building blocks every vendor tier is made from. */
export function ContentCategories({ eyebrow, heading, lead, categories }: typeof contentCategories) {
  return (
    <Section aria-labelledby="content-categories">
      <SectionHeading headingId="content-categories" eyebrow={eyebrow} heading={heading} lead={lead} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {categories.map((category) => (
          <li
            key={category.id}
            className="flex flex-col rounded-3xl border border-line bg-white p-8 shadow-sm"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-cool-50 text-cool-700">
              <Icon name={category.icon} />
            </span>
            <h3 className="mt-5 text-2xl font-extrabold text-ink-900">{category.name}</h3>
            <p className="mt-3 text-ink-700">
              <LocalText>{category.body}</LocalText>
            </p>
            <CheckList size="sm" className="mt-6 border-t border-line pt-5 font-medium text-ink-900">
              {category.examples.map((example) => (
                <CheckListItem key={example}>
                  <LocalText>{example}</LocalText>
                </CheckListItem>
              ))}
            </CheckList>
          </li>
        ))}
      </ul>
    </Section>
  );
}
