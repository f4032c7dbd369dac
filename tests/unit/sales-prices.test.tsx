import { render, screen, within } from "@testing-library/react";
import {
  addOnsCopy,
  mspAddOns,
  mspPackages,
  packagesCopy,
  videoAudit,
  contractTerms,
} from "@/content/msp-pricing";
import { owner } from "@/content/owner";
import { US_PRICE_KEYS } from "@/content/owner-types";
import { mspPackagesFrom, pricingChooser } from "@/content/pricing";
import { vendorTiers } from "@/content/vendor-pricing";
import { COUNTRIES } from "@/lib/countries";
import { formatPrice, localPrice } from "@/lib/format";
import { toPricePoint } from "@/lib/price-points";
import { AddOnsAndTerms } from "@/components/sections/msp-pricing/add-ons-and-terms";
import { AuditSection } from "@/components/sections/msp-pricing/audit-section";
import { PackageCards } from "@/components/pricing/package-cards";
import { PathCards } from "@/components/pricing/path-cards";

const [UK, US] = COUNTRIES;

/** next/link drops the trailing slash outside a Next build, so hrefs are compared without it. */
const route = (path: string) => expect.stringMatching(new RegExp(`^${path.replace(/\/$/, "")}/?$`));

/** Every price the sales pages show, by where it appears. */
const pricedAddOns = mspAddOns.flatMap((addOn) => (addOn.basePrice === null ? [] : [addOn]));
const shownPrices = [
  { pounds: videoAudit.basePrice, usd: videoAudit.usPrice },
  ...mspPackages.map((item) => ({ pounds: item.monthlyPrice, usd: item.usPrice })),
  { pounds: packagesCopy.onboarding.basePrice, usd: packagesCopy.onboarding.usPrice },
  ...pricedAddOns.map((addOn) => ({ pounds: addOn.basePrice, usd: addOn.usPrice })),
  mspPackagesFrom,
];

describe("sales page prices", () => {
  it("uses the base figures in pounds of docs/product.md §9", () => {
    expect(videoAudit.basePrice).toBe(995);
    expect(mspPackages.map((item) => [item.name, item.monthlyPrice])).toEqual([
      ["Essential", 995],
      ["Growth", 2495],
      ["Premium", 3495],
    ]);
    expect(packagesCopy.onboarding.basePrice).toBe(995);
    expect(mspAddOns.map((addOn) => addOn.basePrice)).toEqual([745, 1495, 395, 235, 395, null]);
  });

  it("derives the chooser's 'from' price from the packages: the lowest monthly package, not the first spec's 1,950", () => {
    const lowest = Math.min(...mspPackages.map((item) => item.monthlyPrice));
    expect(mspPackagesFrom.pounds).toBe(lowest);
    expect(mspPackagesFrom.pounds).toBe(995);
    expect(formatPrice(mspPackagesFrom, UK)).toBe(formatPrice(mspPackages[0].monthlyPrice, UK));
    // In dollars too: the lowest package as the US sees it.
    const lowestUs = Math.min(
      ...mspPackages.map((item) => localPrice({ pounds: item.monthlyPrice, usd: item.usPrice }, US).amount),
    );
    expect(localPrice(mspPackagesFrom, US).amount).toBe(lowestUs);
  });

  it("reads every US price the owner sets from content/owner.ts's usPrices, under one key per priced item", () => {
    const items = [videoAudit, ...mspPackages, packagesCopy.onboarding, ...pricedAddOns];
    expect(items.map((item) => item.usPriceKey).sort()).toEqual([...US_PRICE_KEYS].sort());
    for (const item of items) expect(item.usPrice).toBe(owner.usPrices[item.usPriceKey]);
  });

  it("allocates core and strategic content per package as docs/product.md §3 sets out", () => {
    expect(mspPackages.map((item) => item.allocation)).toEqual([
      { core: 1, strategic: 0 },
      { core: 1, strategic: 1 },
      { core: 2, strategic: 1 },
    ]);
    expect(mspPackages.filter((item) => item.popular).map((item) => item.name)).toEqual(["Growth"]);
  });

  it("formats the UK figures of docs/product.md §9 exactly when the country is the UK", () => {
    expect([995, 2495, 3495, 745, 1495, 395, 235].map((pounds) => formatPrice(pounds, UK))).toEqual([
      "£995",
      "£2,495",
      "£3,495",
      "£745",
      "£1,495",
      "£395",
      "£235",
    ]);
  });

  it("formats the US figures of docs/product.md §9 as price points when the country is the US", () => {
    expect([995, 2495, 3495, 745, 1495, 395, 235].map((pounds) => formatPrice(pounds, US))).toEqual([
      "$1,295",
      "$3,195",
      "$4,395",
      "$945",
      "$1,895",
      "$495",
      "$295",
    ]);
  });

  it("marks the hourly add-on and quotes event coverage on request", () => {
    const strategy = mspAddOns.find((addOn) => addOn.id === "strategy-time");
    const events = mspAddOns.find((addOn) => addOn.id === "event-coverage");
    expect(strategy).toMatchObject({ basePrice: 235, priceType: "hourly", type: "support" });
    expect(events).toMatchObject({ basePrice: null, type: "other" });
    expect(mspAddOns.find((addOn) => addOn.id === "rush")?.description).toMatch(/48-hour turnaround/);
  });

  it("states the contract terms of docs/product.md §9", () => {
    expect(contractTerms.terms.map((term) => term.title)).toEqual([
      "Minimum 6-month commitment",
      "Month 1 at 50% discount",
      "Payment monthly in advance",
      "Strategic themes: Add 0 to 2",
    ]);
  });

  it("gives vendor tiers the contents of docs/product.md §9 and no prices", () => {
    expect(vendorTiers.map((tier) => tier.name)).toEqual(["Essentials", "Accelerator", "Powerhouse"]);
    expect(vendorTiers.find((tier) => tier.popular)?.name).toBe("Accelerator");
    expect(JSON.stringify(vendorTiers)).not.toMatch(/[£$]\s?\d/);
  });
});

describe("rendered price sections", () => {
  it("shows every package and onboarding price in both currencies, with a UK-only VAT note", () => {
    render(<PackageCards packages={mspPackages} copy={packagesCopy} />);
    for (const item of mspPackages) {
      const price = screen.getByTestId(`price-${item.id}`);
      expect(within(price).getByText(formatPrice(item.monthlyPrice, UK))).toBeInTheDocument();
      expect(
        within(price).getByText(formatPrice({ pounds: item.monthlyPrice, usd: item.usPrice }, US)),
      ).toBeInTheDocument();
    }
    const onboarding = screen.getByTestId("price-onboarding");
    expect(within(onboarding).getByText("£995")).toBeInTheDocument();
    expect(within(onboarding).getByText("$1,295")).toBeInTheDocument();
    // One note per package plus the onboarding fee, each marked for the UK only.
    const notes = screen.getAllByText("plus VAT");
    expect(notes).toHaveLength(mspPackages.length + 1);
    notes.forEach((note) => expect(note).toHaveClass("only-uk"));
  });

  it("shows every add-on price in both currencies, per hour for strategy time and a quote for events", () => {
    render(<AddOnsAndTerms addOns={mspAddOns} copy={addOnsCopy} terms={contractTerms} />);
    for (const addOn of mspAddOns) {
      const cell = screen.getByTestId(`add-on-${addOn.id}`);
      if (addOn.basePrice === null) {
        expect(cell).toHaveTextContent(addOnsCopy.quoteOnRequest);
      } else {
        expect(within(cell).getByText(formatPrice(addOn.basePrice, UK))).toBeInTheDocument();
        expect(
          within(cell).getByText(formatPrice({ pounds: addOn.basePrice, usd: addOn.usPrice }, US)),
        ).toBeInTheDocument();
      }
    }
    expect(screen.getByTestId("add-on-strategy-time")).toHaveTextContent(/per hour/);
  });

  it("shows the audit price in both currencies and links Book Video Audit to /book-audit", () => {
    render(<AuditSection {...videoAudit} />);
    const price = screen.getByTestId("audit-price");
    expect(within(price).getByText("£995")).toBeInTheDocument();
    expect(within(price).getByText("$1,295")).toBeInTheDocument();
    expect(screen.getByText("plus VAT")).toHaveClass("only-uk");
    expect(screen.getByRole("link", { name: "Book Video Audit" })).toHaveAttribute(
      "href",
      route("/book-audit/"),
    );
  });

  it("leaves no empty slot in the audit's price line where VAT does not apply", () => {
    render(<AuditSection {...videoAudit} />);
    const priceLine = screen.getByTestId("audit-price").parentElement!;
    // Every part of the line but the price shows in one country only or in both; none is an
    // always-shown box that is empty in some country (a flex item that doubles the gap).
    for (const part of priceLine.children) {
      if (part.classList.contains("only-uk") || part.classList.contains("only-us")) continue;
      const shownToUs = part.cloneNode(true) as HTMLElement;
      shownToUs.querySelectorAll(".only-uk").forEach((node) => node.remove());
      expect(shownToUs.textContent?.trim()).not.toBe("");
    }
    expect(within(priceLine).getByText("plus VAT")).toHaveClass("only-uk");
  });

  it("reads the audit's price label in American usage for the US", () => {
    render(<AuditSection {...videoAudit} />);
    expect(screen.getByText("one-off")).toHaveClass("only-uk");
    expect(screen.getByText("one-time")).toHaveClass("only-us");
  });

  it("shows the chooser's from-price, the Essential package's, in both currencies when rendered", () => {
    render(
      <PathCards
        cards={pricingChooser.cards}
        mspFrom={pricingChooser.mspFrom}
        vendorPriced={pricingChooser.vendorPriced}
        vatNote={pricingChooser.vatNote}
      />,
    );
    expect(screen.getByText("£995")).toBeInTheDocument();
    expect(screen.getByText("$1,295")).toBeInTheDocument();
    expect(screen.getByText(pricingChooser.vatNote)).toHaveClass("only-uk");
    expect(screen.getByRole("link", { name: /View MSP Pricing/ })).toHaveAttribute(
      "href",
      route("/msp-pricing/"),
    );
    expect(screen.getByRole("link", { name: /View Vendor Pricing/ })).toHaveAttribute(
      "href",
      route("/vendor-pricing/"),
    );
  });

  it("shows every price the pages show as authored in the UK and as a set price in the US", () => {
    for (const price of shownPrices) {
      expect(formatPrice(price, UK)).toBe(`£${price.pounds.toLocaleString("en-GB")}`);
      const dollars = price.usd ?? toPricePoint((price.pounds * 127) / 100);
      expect(formatPrice(price, US)).toBe(`$${dollars.toLocaleString("en-US")}`);
    }
  });
});
