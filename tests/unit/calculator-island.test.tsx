import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { calculatorCategories, calculatorServices } from "@/content/calculator";
import { CountryProvider } from "@/components/country/country-provider";
import { QuoteCalculator } from "@/components/calculator/quote-calculator";

function renderCalculator() {
  return render(
    <CountryProvider>
      <QuoteCalculator
        categories={calculatorCategories}
        services={calculatorServices}
        notes={<p>notes</p>}
        printHeader={<p>letterhead</p>}
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
    expect(screen.getByText("15% off")).toBeInTheDocument();
    expect(screen.getByText("£1,530.00")).toBeInTheDocument();
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
});
