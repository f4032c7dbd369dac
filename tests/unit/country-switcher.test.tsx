import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CountryProvider } from "@/components/country/country-provider";
import { CountrySwitcher } from "@/components/country/country-switcher";

// The switcher's toast loads sonner on first use; the switch itself is what is tested here.
jest.mock("@/components/toast/notify", () => ({ notify: jest.fn() }));

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.dataset.country = "US";
});

describe("CountrySwitcher", () => {
  it("presses the country on <html>, switches on a choice, and closes its panel", async () => {
    render(
      <CountryProvider>
        <CountrySwitcher />
      </CountryProvider>,
    );
    const trigger = screen.getByRole("button", { name: /Choose your country/ });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: /United States/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: /United Kingdom/ })).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(screen.getByRole("button", { name: /United Kingdom/ }));
    expect(document.documentElement.dataset.country).toBe("UK");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    expect(screen.getByRole("button", { name: /United Kingdom/ })).toHaveAttribute("aria-pressed", "true");

    // Escape closes it and gives focus back to its button.
    await userEvent.keyboard("{Escape}");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveFocus();
  });
});
