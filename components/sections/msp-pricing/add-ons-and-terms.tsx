import type { addOnsCopy, contractTerms, mspAddOns } from "@/content/msp-pricing";
import { CheckList, CheckListItem } from "@/components/ui/check-list";
import { LocalText, Price } from "@/components/country/localized";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { cn } from "@/lib/utils";

type AddOnsAndTermsProps = { addOns: typeof mspAddOns; copy: typeof addOnsCopy; terms: typeof contractTerms };

const typeBadge = {
  core: "bg-cool-50 text-cool-800 ring-cool-100",
  strategic: "bg-accent-50 text-accent-700 ring-accent-100",
  support: "bg-paper-deep text-ink-800 ring-line",
  other: "bg-paper-deep text-ink-800 ring-line",
} as const;

/** The add-on price list beside the contract terms. */
export function AddOnsAndTerms({ addOns, copy, terms }: AddOnsAndTermsProps) {
  return (
    <Section tone="white" aria-labelledby="msp-add-ons">
      <div className="grid gap-12 lg:grid-cols-[1.5fr_1fr]">
        <div>
          <SectionHeading
            headingId="msp-add-ons"
            eyebrow={copy.eyebrow}
            heading={copy.heading}
            lead={copy.lead}
          />
          <ul className="mt-10 divide-y divide-line rounded-3xl border border-line bg-paper">
            {addOns.map((addOn) => (
              <li
                key={addOn.id}
                className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
              >
                <div>
                  <div className="flex flex-wrap items-center gap-2.5">
                    <h3 className="text-lg font-bold text-ink-900">{addOn.name}</h3>
                    <span
                      className={cn(
                        "rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1",
                        typeBadge[addOn.type],
                      )}
                    >
                      {copy.typeLabels[addOn.type]}
                    </span>
                  </div>
                  <p className="mt-1 text-sm text-ink-700">
                    <LocalText>{addOn.description}</LocalText>
                  </p>
                </div>
                <p className="shrink-0 text-ink-900 sm:text-right" data-testid={`add-on-${addOn.id}`}>
                  {addOn.basePrice === null ? (
                    <span className="font-semibold text-cool-800">{copy.quoteOnRequest}</span>
                  ) : (
                    <>
                      <span className="font-display text-2xl font-extrabold">
                        <Price pounds={addOn.basePrice} usd={"usPrice" in addOn ? addOn.usPrice : null} />
                      </span>
                      {"priceType" in addOn && addOn.priceType === "hourly" ? (
                        <>
                          {" "}
                          <span className="text-sm text-ink-700">{copy.perHour}</span>
                        </>
                      ) : null}
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        </div>
        <aside
          aria-labelledby="msp-contract-terms"
          className="self-start rounded-3xl bg-ink-900 p-8 text-white lg:sticky lg:top-28"
        >
          <h2 id="msp-contract-terms" className="text-2xl font-extrabold">
            {terms.heading}
          </h2>
          <CheckList marker="disc" tone="dark" className="mt-6 space-y-5">
            {terms.terms.map((term) => (
              <CheckListItem key={term.id}>
                <h3 className="font-bold">{term.title}</h3>
                <p className="mt-0.5 text-sm text-white/80">
                  <LocalText>{term.body}</LocalText>
                </p>
              </CheckListItem>
            ))}
          </CheckList>
        </aside>
      </div>
    </Section>
  );
}
