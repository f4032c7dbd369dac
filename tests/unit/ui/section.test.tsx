import { render, screen } from "@testing-library/react";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

describe("Section", () => {
  it("is a labelled region in the shared container with its tone", () => {
    render(
      <Section tone="ink" aria-labelledby="h">
        <h2 id="h">Heading</h2>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Heading" });
    expect(region).toHaveAttribute("data-slot", "section");
    expect(region).toHaveAttribute("data-tone", "ink");
    expect(region).toHaveClass("bg-ink-900");
  });
});

describe("SectionHeading", () => {
  it("renders eyebrow, an h2 with the given id and the lead, in the visitor's spelling variants", () => {
    render(
      <SectionHeading headingId="why" eyebrow="Why video" heading="Colour that sells" lead="Organise it." />,
    );
    const heading = screen.getByRole("heading", { level: 2 });
    expect(heading).toHaveAttribute("id", "why");
    expect(heading).toHaveAttribute("data-slot", "section-title");
    // Both spellings are in the markup; CSS shows the selected country's.
    expect(heading.querySelector(".only-uk")).toHaveTextContent("Colour that sells");
    expect(heading.querySelector(".only-us")).toHaveTextContent("Color that sells");
    expect(screen.getByText("Why video")).toHaveAttribute("data-slot", "section-eyebrow");
  });

  it("leaves out the eyebrow and lead when none are given", () => {
    const { container } = render(<SectionHeading heading="Plain" />);
    expect(container.querySelector('[data-slot="section-eyebrow"]')).toBeNull();
    expect(container.querySelector('[data-slot="section-lead"]')).toBeNull();
  });
});
