import { calculatorServices } from "@/content/calculator";
import { mspAddOns, mspPackages, packagesCopy, videoAudit } from "@/content/msp-pricing";
import { vendorTiers } from "@/content/vendor-pricing";
import { calculatorOffers, mspPricingOffers, vendorPricingOffers } from "@/lib/pricing-offers";

describe("mspPricingOffers", () => {
  const offers = mspPricingOffers({
    audit: videoAudit,
    packages: mspPackages,
    packageSuffix: "package",
    onboarding: packagesCopy.onboarding,
    addOns: mspAddOns,
  });

  it("lists the audit, the three packages monthly, onboarding and every add-on at the figures of docs/product.md §9", () => {
    expect(offers.map((offer) => [offer.name, offer.basePounds, offer.billingUnit])).toEqual([
      ["Video Content Audit", 995, undefined],
      ["Essential package", 995, "MONTH"],
      ["Growth package", 2495, "MONTH"],
      ["Premium package", 3495, "MONTH"],
      ["One-Off Onboarding Fee", 995, undefined],
      ...mspAddOns.map((addOn) => [addOn.name, addOn.basePrice, "priceType" in addOn ? "HOUR" : undefined]),
    ]);
  });

  it("carries each item's own US price, as content/owner.ts sets it", () => {
    expect(offers.map((offer) => offer.usd)).toEqual([
      videoAudit.usPrice,
      ...mspPackages.map((item) => item.usPrice),
      packagesCopy.onboarding.usPrice,
      ...mspAddOns.map((addOn) => ("usPrice" in addOn ? addOn.usPrice : undefined)),
    ]);
    const withOwnPrice = mspPricingOffers({
      audit: { ...videoAudit, usPrice: 1200 },
      packages: [],
      packageSuffix: "package",
      onboarding: packagesCopy.onboarding,
      addOns: [],
    });
    expect(withOwnPrice[0]).toMatchObject({ basePounds: 995, usd: 1200 });
  });

  it("keeps event coverage as quoted on request, and strategy time hourly", () => {
    expect(offers.filter((offer) => offer.basePounds === null)).toHaveLength(1);
    expect(offers.filter((offer) => offer.billingUnit === "HOUR").map((offer) => offer.basePounds)).toEqual([
      235,
    ]);
  });
});

describe("vendorPricingOffers", () => {
  it("gives every tier an offer without a price", () => {
    expect(vendorPricingOffers(vendorTiers).map((offer) => [offer.name, offer.basePounds])).toEqual([
      ["Essentials", null],
      ["Accelerator", null],
      ["Powerhouse", null],
    ]);
  });
});

describe("calculatorOffers", () => {
  it("names each service by its category and prices it in pounds only, as the calculator quotes it", () => {
    const offers = calculatorOffers(calculatorServices);
    expect(offers).toHaveLength(calculatorServices.length);
    expect(offers[0]).toEqual({
      name: "Presenter Explainer Videos - Standard: 90 Second Video",
      description: calculatorServices[0].description,
      basePounds: 360,
      poundsOnly: true,
    });
    expect(offers.every((offer) => offer.poundsOnly)).toBe(true);
  });
});
