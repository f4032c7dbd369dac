import type { PricedOffer } from "./structured-data";

/*
 * The offers each pricing page declares to search engines, built from the same content the page
 * shows (the content is passed in: lib stays below content/). components/pricing/pricing-json-ld
 * turns each list into a schema.org Service.
 */

type Named = { name: string; summary?: string; description?: string };

/** The owner's own US price for an item (content/owner.ts, usPrices); null or absent: the rule's. */
type OwnUsPrice = { usPrice?: number | null };

export function mspPricingOffers(content: {
  audit: { heading: string; duration: string; basePrice: number } & OwnUsPrice;
  packages: readonly (Named & { monthlyPrice: number } & OwnUsPrice)[];
  packageSuffix: string;
  onboarding: { label: string; basePrice: number } & OwnUsPrice;
  addOns: readonly (Named & { basePrice: number | null; priceType?: string } & OwnUsPrice)[];
}): PricedOffer[] {
  return [
    {
      name: content.audit.heading,
      description: content.audit.duration,
      basePounds: content.audit.basePrice,
      usd: content.audit.usPrice,
    },
    ...content.packages.map((pack) => ({
      name: `${pack.name} ${content.packageSuffix}`,
      description: pack.summary,
      basePounds: pack.monthlyPrice,
      usd: pack.usPrice,
      billingUnit: "MONTH" as const,
    })),
    {
      name: content.onboarding.label,
      basePounds: content.onboarding.basePrice,
      usd: content.onboarding.usPrice,
    },
    ...content.addOns.map((addOn) => ({
      name: addOn.name,
      description: addOn.description,
      basePounds: addOn.basePrice,
      usd: addOn.usPrice,
      ...(addOn.priceType === "hourly" && { billingUnit: "HOUR" as const }),
    })),
  ];
}

/** Vendor tiers are priced after a strategy session (docs/product.md §2: "no prices"), so none has a figure. */
export function vendorPricingOffers(tiers: readonly Named[]): PricedOffer[] {
  return tiers.map((tier) => ({ name: tier.name, description: tier.summary, basePounds: null }));
}

/**
 * The calculator quotes in pounds to every client (docs/product.md §2), so its services are offered
 * in pounds only: a dollar figure here would be one no page shows.
 */
export function calculatorOffers(
  services: readonly { category: string; name: string; description: string; basePrice: number }[],
): PricedOffer[] {
  return services.map((service) => ({
    name: `${service.category}: ${service.name}`,
    description: service.description,
    basePounds: service.basePrice,
    poundsOnly: true,
  }));
}
