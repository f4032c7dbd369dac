import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { calculatorCategories, calculatorCopy, calculatorServices } from "@/content/calculator";
import { site } from "@/content/site";
import { buildQuote } from "@/lib/calculator";
import { quoteReference } from "@/lib/quote-document";
import { CountryProvider } from "@/components/country/country-provider";
import { QuoteCalculator } from "@/components/calculator/quote-calculator";

function renderCalculator() {
  return render(
    <CountryProvider>
      <QuoteCalculator
        categories={calculatorCategories}
        services={calculatorServices}
        notes={<p>notes</p>}
        buttonClasses={{ primary: "primary", secondary: "secondary" }}
      />
    </CountryProvider>,
  );
}

const std90 = /^Quantity of 90 Second Video, Presenter Explainer Videos - Standard$/;
const prem3 = /^Quantity of 3 Minute Video, Presenter Explainer Videos - Premium$/;

function summary() {
  return screen.getByRole("region", { name: "Your quote" });
}

describe("QuoteCalculator", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/master-pricing/");
  });

  it("starts empty with no summary card when the address holds no quote", () => {
    renderCalculator();
    expect(screen.getByRole("spinbutton", { name: std90 })).toHaveValue(null);
    expect(screen.queryByRole("region", { name: "Your quote" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("spinbutton")).toHaveLength(calculatorServices.length);
  });

  it("recomputes the line and totals and shows the summary when a quantity is typed", async () => {
    const user = userEvent.setup();
    renderCalculator();
    await user.type(screen.getByRole("spinbutton", { name: std90 }), "5");
    await user.type(screen.getByRole("spinbutton", { name: prem3 }), "2");
    const card = summary();
    expect(within(card).getByText("£3,090.00")).toBeInTheDocument();
    expect(within(card).getByText("28.0h")).toBeInTheDocument();
    // The row on screen (the print-only document repeats the figures for paper).
    const row = screen.getByRole("spinbutton", { name: std90 }).closest("li") as HTMLElement;
    expect(within(row).getByText("15% off")).toBeInTheDocument();
    expect(within(row).getByText("£1,530.00")).toBeInTheDocument();
    expect(window.location.hash).toBe("#quote=std-90s:5,prem-3min:2");
  });

  it("shows the parsed whole number once the field loses focus", async () => {
    const user = userEvent.setup();
    renderCalculator();
    const field = screen.getByRole("spinbutton", { name: std90 });
    await user.type(field, "007");
    await user.tab();
    expect(field).toHaveValue(7);
  });

  it("clears every quantity, hides the summary and keeps focus in the list on Clear All", async () => {
    const user = userEvent.setup();
    renderCalculator();
    await user.type(screen.getByRole("spinbutton", { name: std90 }), "3");
    await user.click(within(summary()).getByRole("button", { name: "Clear All" }));
    expect(screen.queryByRole("region", { name: "Your quote" })).not.toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: std90 })).toHaveValue(null);
    expect(screen.getAllByRole("spinbutton")[0]).toHaveFocus();
    expect(window.location.hash).toBe("");
  });

  it("opens the quote a shared link describes", () => {
    window.history.replaceState(null, "", "/master-pricing/#quote=testimonial-prem:10,nope:3");
    renderCalculator();
    expect(within(summary()).getByText("£4,800.00")).toBeInTheDocument();
    expect(screen.getByText("20% off")).toBeInTheDocument();
    expect(window.location.hash).toBe("#quote=testimonial-prem:10");
  });

  it("prepares a print document with one header row, the reference, date, validity and contact", () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 23, 10, 30) });
    try {
      window.history.replaceState(null, "", "/master-pricing/#quote=std-90s:5,broll:1");
      renderCalculator();
      const document = screen.getByRole("article", { name: calculatorCopy.printHeading });
      const reference = quoteReference(
        buildQuote(calculatorServices, { "std-90s": 5, broll: 1 }),
        "2026-11-23",
        site.brandShort,
      );
      expect(within(document).getByText(reference)).toBeInTheDocument();
      expect(within(document).getByText("23 November 2026")).toBeInTheDocument();
      expect(within(document).getByText("Valid for 30 days, until 23 December 2026.")).toBeInTheDocument();
      expect(within(document).getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );

      const table = within(document).getByRole("table");
      const head = within(table).getAllByRole("rowgroup")[0] as HTMLElement;
      expect(within(head).getAllByRole("row")).toHaveLength(1);
      expect(
        within(head)
          .getAllByRole("columnheader")
          .map((cell) => cell.textContent),
      ).toEqual(["Service", "Unit price", "Quantity", "Discount", "Time", "Total"]);
      const std = within(table).getByRole("row", { name: /^90 Second Video/ });
      expect(
        within(std)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ).toEqual(["£360.00", "5", "15%", "15.0h", "£1,530.00"]);
      const total = within(table).getByRole("row", { name: /^Total/ });
      expect(
        within(total)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ).toEqual(["16.0h", "£1,680.00"]);
    } finally {
      jest.useRealTimers();
    }
  });
});
