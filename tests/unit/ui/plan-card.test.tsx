import { render, screen, within } from "@testing-library/react";
import { CheckList, CheckListItem } from "@/components/ui/check-list";
import {
  PlanCard,
  PlanCardBadge,
  PlanCardBody,
  PlanCardDescription,
  PlanCardFooter,
  PlanCardPanel,
  PlanCardPrice,
  PlanCardTitle,
} from "@/components/ui/plan-card";

function Plan({ featured }: { featured: boolean }) {
  return (
    <PlanCard featured={featured} aria-labelledby={`plan-${featured}`}>
      {featured ? <PlanCardBadge>Most Popular</PlanCardBadge> : null}
      <PlanCardTitle id={`plan-${featured}`}>{featured ? "Growth" : "Essential"}</PlanCardTitle>
      <PlanCardDescription>For steady output.</PlanCardDescription>
      <PlanCardPrice>
        <PlanCardPanel>£995</PlanCardPanel>
      </PlanCardPrice>
      <PlanCardBody>
        <CheckList>
          <CheckListItem>One interview a month</CheckListItem>
        </CheckList>
      </PlanCardBody>
      <PlanCardFooter>
        <a href="/contact/">Choose</a>
      </PlanCardFooter>
    </PlanCard>
  );
}

describe("PlanCard", () => {
  it("is an article named by its title, with its parts marked by data-slot", () => {
    render(<Plan featured={false} />);
    const card = screen.getByRole("article", { name: "Essential" });
    expect(card).toHaveAttribute("data-slot", "plan-card");
    expect(card).toHaveAttribute("data-featured", "false");
    for (const slot of [
      "plan-card-title",
      "plan-card-description",
      "plan-card-price",
      "plan-card-panel",
      "plan-card-body",
      "plan-card-footer",
    ]) {
      expect(card.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
    expect(within(card).queryByText("Most Popular")).toBeNull();
  });

  it("marks the featured plan for its parts' dark styling and shows its badge", () => {
    render(<Plan featured />);
    const card = screen.getByRole("article", { name: "Growth" });
    expect(card).toHaveAttribute("data-featured", "true");
    expect(card).toHaveClass("group/plan", "bg-ink-900");
    expect(within(card).getByText("Most Popular")).toHaveAttribute("data-slot", "plan-card-badge");
  });
});
