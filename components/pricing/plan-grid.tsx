import { Link } from "@/components/navigation/link";
import { enquiryHref } from "@/lib/enquiry-link";
import { buttonVariants } from "@/components/ui/button";
import { CheckList, CheckListItem } from "@/components/ui/check-list";
import {
  PlanCard,
  PlanCardBadge,
  PlanCardBody,
  PlanCardDescription,
  PlanCardFooter,
  PlanCardTitle,
} from "@/components/ui/plan-card";
import { LocalText } from "@/components/country/localized";

export type Plan = {
  id: string;
  name: string;
  summary: string;
  popular: boolean;
  /** What the plan includes, one line each. */
  includes: readonly string[];
};

type PlanGridProps<T extends Plan> = {
  plans: readonly T[];
  copy: { popularBadge: string; ctaPrefix: string };
  /** The part between the summary and the list: a price, allocations, or how pricing works. */
  details: (plan: T) => React.ReactNode;
};

/**
 * Side by side, each card (and the list item holding it) spans five rows of the list's grid as a
 * subgrid: title, summary, details, inclusions and button. A row is as tall as its tallest card's
 * part, so prices, allocations and buttons line up across the cards whatever each card's words.
 */
const SHARED_ROWS = "lg:row-span-5 lg:grid lg:grid-rows-subgrid";

/**
 * A row of plan cards (the MSP packages, the vendor tiers): the popular one featured, every card's
 * button an enquiry about that plan on /contact, aligned at the bottom of the row.
 */
export function PlanGrid<T extends Plan>({ plans, copy, details }: PlanGridProps<T>) {
  return (
    <ul className="mt-14 grid gap-6 lg:grid-cols-3 lg:gap-y-0">
      {plans.map((plan) => (
        <li key={plan.id} className={SHARED_ROWS}>
          <PlanCard featured={plan.popular} aria-labelledby={`plan-${plan.id}`} className={SHARED_ROWS}>
            {plan.popular ? <PlanCardBadge>{copy.popularBadge}</PlanCardBadge> : null}
            <PlanCardTitle id={`plan-${plan.id}`}>{plan.name}</PlanCardTitle>
            <PlanCardDescription>
              <LocalText>{plan.summary}</LocalText>
            </PlanCardDescription>
            <div>{details(plan)}</div>
            <PlanCardBody>
              <CheckList tone={plan.popular ? "dark" : "light"}>
                {plan.includes.map((item) => (
                  <CheckListItem key={item}>
                    <LocalText>{item}</LocalText>
                  </CheckListItem>
                ))}
              </CheckList>
            </PlanCardBody>
            <PlanCardFooter>
              <Link
                href={enquiryHref(plan.id)}
                className={buttonVariants({
                  variant: plan.popular ? "primary" : "secondary",
                  size: "lg",
                  className: "w-full",
                })}
              >
                {copy.ctaPrefix} {plan.name}
              </Link>
            </PlanCardFooter>
          </PlanCard>
        </li>
      ))}
    </ul>
  );
}
