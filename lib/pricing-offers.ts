import type { PricedOffer } from "./structured-data";

/*
 * The offers each pricing page declares to search engines, built from the same content the page
 * shows (the content is passed in: lib stays below content/). components/pricing/pricing-json-ld
 * turns each list into a schema.org Service.
 */

type Named = { name: string; summary?: string; description?: string };

export function mspPricingOffers(content: {
  audit: { heading: string; duration: string; basePrice: number };
  packages: readonly (Named & { monthlyPrice: number })[];
  packageSuffix: string;
  onboarding: { label: string; basePrice: number };
  addOns: readonly (Named & { basePrice: number | null; priceType?: string })[];
}): PricedOffer[] {
  return [
    { name: content.audit.heading, description: content.audit.duration, basePounds: content.audit.basePrice },
    ...content.packages.map((pack) => ({
      name: `${pack.name} ${content.packageSuffix}`,
      description: pack.summary,
      basePounds: pack.monthlyPrice,
      billingUnit: "MONTH" as const,
    })),
    { name: content.onboarding.label, basePounds: content.onboarding.basePrice },
    ...content.addOns.map((addOn) => ({
      name: addOn.name,
      description: addOn.description,
      basePounds: addOn.basePrice,
      ...(addOn.priceType === "hourly" && { billingUnit: "HOUR" as const }),
    })),
  ];
}

/** Vendor tiers are priced after a strategy session (docs/product.md §2: "no prices"), so none has a figure. */
export function vendorPricingOffers(tiers: readonly Named[]): PricedOffer[] {
  return tiers.map((tier) => ({ name: tier.name, description: tier.summary, basePounds: null }));
}

export function calculatorOffers(
  services: readonly { category: string; name: string; description: string; basePrice: number }[],
): PricedOffer[] {
  return services.map((service) => ({
    name: `${service.category}: ${service.name}`,
    description: service.description,
    basePounds: service.basePrice,
  }));
}
