import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { calculatorCopy, calculatorServices } from "@/content/calculator";
import { quotePrintCopy } from "@/content/quote-print";
import { site } from "@/content/site";
import { renderQuoteCalculator as renderCalculator } from "../support/render-quote-calculator";

/** A reference's code as the link holds it. */
const CODE = "[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}";

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
    expect(window.location.hash).toMatch(new RegExp(`^#quote=std-90s:5,prem-3min:2&ref=${CODE}$`));
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
    expect(window.location.hash).toMatch(new RegExp(`^#quote=testimonial-prem:10&ref=${CODE}$`));
  });

  it("prepares a print document with one header row, the reference, date, validity and contact", async () => {
    // A fixed day; timers still run, so the document can arrive in idle time.
    jest.useFakeTimers({ now: new Date(2026, 10, 23, 10, 30), advanceTimers: true });
    try {
      window.history.replaceState(null, "", "/master-pricing/#quote=std-90s:5,broll:1&ref=7K2Q-M4XD");
      renderCalculator();
      const document = await screen.findByRole("article", { name: quotePrintCopy.heading });
      expect(within(document).getByText(`${site.brandShort}-7K2Q-M4XD`)).toBeInTheDocument();
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

  it("prints a link longer than a QR code holds with a note in the code's place, and only the campaign of its query", async () => {
    // Each field at its cap in emoji: twelve characters of link a letter, over 3,000 in all.
    const client = {
      for: "🎬".repeat(80),
      co: "🎬".repeat(80),
      by: "🎬".repeat(60),
      email: "شركة هاربرسايد 🎬 ".repeat(6),
    };
    const hash = `#quote=std-90s:5&ref=7K2Q-M4XD&${new URLSearchParams(client).toString().replace(/\+/g, "%20")}`;
    window.history.replaceState(null, "", `/master-pricing/?token=secret&utm_source=news${hash}`);
    const errors = jest.spyOn(console, "error");
    const print = jest.spyOn(window, "print").mockImplementation(() => {});
    try {
      const user = userEvent.setup();
      renderCalculator();
      const document = await screen.findByRole("article", { name: quotePrintCopy.heading });
      // The browser's own print command, then the Print quote button: each draws the code, or the note.
      act(() => void window.dispatchEvent(new Event("beforeprint")));
      await user.click(within(summary()).getByRole("button", { name: "Print quote" }));
      expect(print).toHaveBeenCalled();
      expect(await within(document).findByText(quotePrintCopy.linkTextWithoutCode)).toBeInTheDocument();
      expect(within(document).queryByRole("img", { name: quotePrintCopy.qrLabel })).not.toBeInTheDocument();
      const link = within(document).getByText(/\/master-pricing\/\?utm_source=news#quote=std-90s:5/);
      expect(link.textContent).not.toContain("token");
      expect(link.textContent!.length).toBeGreaterThan(3000);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      print.mockRestore();
    }
  });

  it("names the client, adds VAT and keeps both in the link, the summary and the printed quote", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/master-pricing/#quote=std-90s:5,broll:1&ref=7K2Q-M4XD");
    renderCalculator();
    await user.type(screen.getByRole("textbox", { name: calculatorCopy.client.name }), "Jane <b>Doe</b>");
    await user.type(screen.getByRole("textbox", { name: calculatorCopy.client.company }), "Acme Ltd");
    await user.click(screen.getByRole("checkbox", { name: "UK client: add VAT at 20%" }));

    const card = summary();
    // £1,530 + £150 = £1,680.00; VAT £336.00; £2,016.00 in all.
    expect(within(card).getByText("£1,680.00")).toBeInTheDocument();
    expect(within(card).getByText("VAT at 20%").nextSibling).toHaveTextContent("£336.00");
    expect(within(card).getByText("Total including VAT").nextSibling).toHaveTextContent("£2,016.00");
    expect(within(card).getByText("Prepared for Jane <b>Doe</b>, Acme Ltd")).toBeInTheDocument();
    expect(card.querySelector("b")).toBeNull();

    const document = await screen.findByRole("article", { name: quotePrintCopy.heading });
    expect(within(document).getByText("Jane <b>Doe</b>, Acme Ltd")).toBeInTheDocument();
    expect(within(document).getByRole("row", { name: /^Total \(GBP, including VAT\)/ })).toHaveTextContent(
      "£2,016.00",
    );
    expect(within(document).getByText(/\/master-pricing\/#quote=/)).toHaveTextContent(
      "#quote=std-90s:5,broll:1&ref=7K2Q-M4XD&vat=1&for=Jane%20%3Cb%3EDoe%3C%2Fb%3E&co=Acme%20Ltd",
    );
    await waitFor(() =>
      expect(window.location.hash).toBe(
        "#quote=std-90s:5,broll:1&ref=7K2Q-M4XD&vat=1&for=Jane%20%3Cb%3EDoe%3C%2Fb%3E&co=Acme%20Ltd",
      ),
    );
  });

  it("starts a new quote with a new reference on Clear All, keeping only the rep's details", async () => {
    const user = userEvent.setup();
    window.history.replaceState(
      null,
      "",
      "/master-pricing/#quote=broll:1&ref=7K2Q-M4XD&vat=1&for=Jane&by=Sam",
    );
    renderCalculator();
    expect(screen.getByRole("checkbox", { name: "UK client: add VAT at 20%" })).toBeChecked();
    await user.click(within(summary()).getByRole("button", { name: "Clear All" }));
    expect(screen.getByRole("textbox", { name: calculatorCopy.client.name })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: calculatorCopy.client.repName })).toHaveValue("Sam");
    expect(screen.getByRole("checkbox", { name: "UK client: add VAT at 20%" })).not.toBeChecked();
    await user.type(screen.getByRole("spinbutton", { name: std90 }), "1");
    await waitFor(() =>
      expect(window.location.hash).toMatch(new RegExp(`^#quote=std-90s:1&ref=${CODE}&by=Sam$`)),
    );
    expect(window.location.hash).not.toContain("7K2Q-M4XD");
  });

  it("gives each fresh page a reference of its own", async () => {
    const user = userEvent.setup();
    const references: string[] = [];
    for (let visit = 0; visit < 2; visit += 1) {
      window.history.replaceState(null, "", "/master-pricing/");
      const { unmount } = renderCalculator();
      await user.type(screen.getByRole("spinbutton", { name: std90 }), "1");
      await waitFor(() => expect(window.location.hash).toMatch(/&ref=/));
      references.push(window.location.hash);
      unmount();
    }
    expect(references[0]).not.toBe(references[1]);
  });
});
