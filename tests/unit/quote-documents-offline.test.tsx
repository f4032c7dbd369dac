import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { calculatorCopy } from "@/content/calculator";
import { notify } from "@/components/toast/notify";
import { renderQuoteCalculator } from "../support/render-quote-calculator";

// Offline: the parts fetched once a quote has lines never arrive.
jest.mock("@/components/calculator/quote-print", () => {
  throw new Error("offline");
});
jest.mock("@/lib/quote-csv", () => {
  throw new Error("offline");
});
jest.mock("@/components/toast/notify", () => ({ notify: jest.fn() }));

describe("QuoteCalculator offline", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/master-pricing/#quote=std-90s:5&ref=7K2Q-M4XD");
    jest.mocked(notify).mockClear();
  });

  function renderCalculator() {
    renderQuoteCalculator();
    return within(screen.getByRole("region", { name: calculatorCopy.summaryHeading }));
  }

  it("says the quote could not be prepared, and opens no print dialog, when the printed quote cannot be fetched", async () => {
    const print = jest.spyOn(window, "print").mockImplementation(() => undefined);
    const summary = renderCalculator();
    await userEvent.setup().click(summary.getByRole("button", { name: "Print quote" }));
    expect(notify).toHaveBeenCalledWith(calculatorCopy.toasts.notReady, {
      description: calculatorCopy.toasts.notReadyDetail,
      kind: "error",
    });
    expect(print).not.toHaveBeenCalled();
    expect(screen.queryByRole("article", { name: /quote/i })).not.toBeInTheDocument();
    print.mockRestore();
  });

  it("says the quote could not be prepared, and downloads nothing, when the CSV writer cannot be fetched", async () => {
    const createObjectURL = jest.fn();
    URL.createObjectURL = createObjectURL;
    const summary = renderCalculator();
    await userEvent.setup().click(summary.getByRole("button", { name: "Export CSV" }));
    expect(notify).toHaveBeenCalledWith(calculatorCopy.toasts.notReady, {
      description: calculatorCopy.toasts.notReadyDetail,
      kind: "error",
    });
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
