import { render, screen } from "@testing-library/react";
import {
  CtaBand,
  CtaBandActions,
  CtaBandContent,
  CtaBandDescription,
  CtaBandTitle,
} from "@/components/ui/cta-band";

describe("CtaBand", () => {
  it("holds a heading, its pitch and the actions, each marked by data-slot", () => {
    render(
      <CtaBand tone="dark" align="center">
        <CtaBandContent>
          <CtaBandTitle>Ready to talk?</CtaBandTitle>
          <CtaBandDescription>Fifteen minutes, no pitch.</CtaBandDescription>
        </CtaBandContent>
        <CtaBandActions>
          <a href="/contact/">Book a call</a>
        </CtaBandActions>
      </CtaBand>,
    );
    const heading = screen.getByRole("heading", { level: 2, name: "Ready to talk?" });
    const band = heading.closest('[data-slot="cta-band"]');
    expect(band).toHaveAttribute("data-tone", "dark");
    expect(band).toHaveAttribute("data-align", "center");
    expect(screen.getByRole("link", { name: "Book a call" }).parentElement).toHaveAttribute(
      "data-slot",
      "cta-band-actions",
    );
  });

  it("draws its own ink panel, with decorative glows, and white text by default on it", () => {
    const { container } = render(
      <CtaBand surface="ink">
        <CtaBandTitle>Stand out</CtaBandTitle>
      </CtaBand>,
    );
    const band = container.querySelector('[data-slot="cta-band"]');
    expect(band).toHaveAttribute("data-tone", "dark");
    expect(band).toHaveClass("bg-ink-900");
    expect(band?.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});
