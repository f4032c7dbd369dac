import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tabs } from "@/components/ui/tabs";

const items = [
  { id: "one", label: "Customer Testimonials", panel: <p>Testimonials panel</p> },
  { id: "two", label: "Service Explainers", panel: <p>Explainers panel</p> },
  { id: "three", label: "Thought Leadership", panel: <p>Leadership panel</p> },
];

function renderTabs(defaultId?: string) {
  render(<Tabs label="Formats" items={items} defaultId={defaultId} />);
  return userEvent.setup();
}

function expectSelected(label: string) {
  const tab = screen.getByRole("tab", { name: label });
  expect(tab).toHaveAttribute("aria-selected", "true");
  expect(tab).toHaveAttribute("tabindex", "0");
  for (const other of screen.getAllByRole("tab").filter((candidate) => candidate !== tab)) {
    expect(other).toHaveAttribute("aria-selected", "false");
    expect(other).toHaveAttribute("tabindex", "-1");
  }
  // Only the selected tab's panel is exposed, and it is labelled by its tab.
  expect(screen.getByRole("tabpanel")).toHaveAccessibleName(label);
}

describe("Tabs", () => {
  it("selects the first tab when no default is given", () => {
    renderTabs();
    expect(screen.getByRole("tablist", { name: "Formats" })).toBeInTheDocument();
    expectSelected("Customer Testimonials");
    expect(screen.getByText("Testimonials panel")).toBeVisible();
    expect(screen.getByText("Explainers panel")).not.toBeVisible();
  });

  it("selects the given default tab when one is named", () => {
    renderTabs("three");
    expectSelected("Thought Leadership");
    expect(screen.getByText("Leadership panel")).toBeVisible();
  });

  it("switches panel when a tab is clicked", async () => {
    const user = renderTabs();
    await user.click(screen.getByRole("tab", { name: "Service Explainers" }));
    expectSelected("Service Explainers");
    expect(screen.getByText("Explainers panel")).toBeVisible();
    expect(screen.getByText("Testimonials panel")).not.toBeVisible();
  });

  it("moves selection and focus with the arrow keys, wrapping at either end", async () => {
    const user = renderTabs();
    await user.click(screen.getByRole("tab", { name: "Customer Testimonials" }));
    await user.keyboard("{ArrowRight}");
    expectSelected("Service Explainers");
    expect(screen.getByRole("tab", { name: "Service Explainers" })).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expectSelected("Customer Testimonials");
    await user.keyboard("{ArrowLeft}");
    expectSelected("Thought Leadership");
    expect(screen.getByRole("tab", { name: "Thought Leadership" })).toHaveFocus();
  });

  it("jumps to the first and last tab with Home and End", async () => {
    const user = renderTabs("two");
    await user.click(screen.getByRole("tab", { name: "Service Explainers" }));
    await user.keyboard("{End}");
    expectSelected("Thought Leadership");
    expect(screen.getByRole("tab", { name: "Thought Leadership" })).toHaveFocus();
    await user.keyboard("{Home}");
    expectSelected("Customer Testimonials");
    expect(screen.getByRole("tab", { name: "Customer Testimonials" })).toHaveFocus();
  });

  it("keeps only the selected tab in the Tab order when tabbing in", async () => {
    const user = renderTabs("two");
    await user.tab();
    expect(screen.getByRole("tab", { name: "Service Explainers" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });
});
