import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CountryProvider, useCountry } from "@/components/country/country-provider";
import { COUNTRY_STORAGE_KEY } from "@/lib/countries";

function CountryProbe() {
  const { country, setCountry } = useCountry();
  return (
    <button type="button" onClick={() => setCountry(country.code === "UK" ? "US" : "UK")}>
      {country.code} {country.symbol}
    </button>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.country;
});

describe("CountryProvider", () => {
  it("throws when useCountry is used outside the provider", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(() => render(<CountryProbe />)).toThrow("useCountry must be used within a CountryProvider");
    } finally {
      spy.mockRestore();
    }
  });

  it("defaults to the UK when nothing is stored", () => {
    render(
      <CountryProvider>
        <CountryProbe />
      </CountryProvider>,
    );
    expect(screen.getByRole("button")).toHaveTextContent("UK £");
  });

  it("reads the country the boot script put on <html>", () => {
    document.documentElement.dataset.country = "US";
    render(
      <CountryProvider>
        <CountryProbe />
      </CountryProvider>,
    );
    expect(screen.getByRole("button")).toHaveTextContent("US $");
  });

  it("stores and applies a new country when it is set", async () => {
    render(
      <CountryProvider>
        <CountryProbe />
      </CountryProvider>,
    );
    await userEvent.click(screen.getByRole("button"));
    expect(screen.getByRole("button")).toHaveTextContent("US $");
    expect(window.localStorage.getItem(COUNTRY_STORAGE_KEY)).toBe("US");
    expect(document.documentElement.dataset.country).toBe("US");
    expect(document.documentElement.lang).toBe("en-US");
    await userEvent.click(screen.getByRole("button"));
    expect(document.documentElement.lang).toBe("en-GB");
  });

  it("still switches for the visit when storage throws", async () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    try {
      render(
        <CountryProvider>
          <CountryProbe />
        </CountryProvider>,
      );
      await userEvent.click(screen.getByRole("button"));
      expect(screen.getByRole("button")).toHaveTextContent("US $");
    } finally {
      setItem.mockRestore();
    }
  });

  it("follows a change made in another tab", () => {
    render(
      <CountryProvider>
        <CountryProbe />
      </CountryProvider>,
    );
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: COUNTRY_STORAGE_KEY, newValue: "US" }));
    });
    expect(screen.getByRole("button")).toHaveTextContent("US $");
  });
});
