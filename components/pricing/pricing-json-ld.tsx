import { calculatorServices } from "@/content/calculator";
import { mspAddOns, mspPackages, packagesCopy, videoAudit } from "@/content/msp-pricing";
import { pages } from "@/content/pages";
import { MSP_PACKAGES_FROM_POUNDS } from "@/content/pricing";
import { site } from "@/content/site";
import { vendorTiers } from "@/content/vendor-pricing";
import { absoluteUrl } from "@/lib/absolute-url";
import { ROUTES } from "@/lib/routes";
import { serviceJsonLd } from "@/lib/structured-data";
import { JsonLd } from "@/components/seo/json-ld";
import { ORGANIZATION_ID } from "@/components/seo/organization-id";

/*
 * schema.org Service + Offer for each pricing page, built from the same content modules the pages
 * render, so a price can never differ between what a visitor reads and what a search engine reads.
 */

const url = (path: string) => absoluteUrl(path, site.url);

export function MspPricingJsonLd() {
  return (
    <JsonLd
      data={serviceJsonLd({
        name: "MSP video content packages",
        description: pages.mspPricing.description,
        url: url(ROUTES.mspPricing),
        providerId: ORGANIZATION_ID,
        serviceType: "Video marketing for managed service providers",
        offers: [
          { name: videoAudit.heading, description: videoAudit.duration, basePounds: videoAudit.basePrice },
          ...mspPackages.map((pack) => ({
            name: `${pack.name} package`,
            description: pack.summary,
            basePounds: pack.monthlyPrice,
            billingUnit: "MONTH" as const,
          })),
          { name: packagesCopy.onboarding.label, basePounds: packagesCopy.onboarding.basePrice },
          ...mspAddOns.map((addOn) => ({
            name: addOn.name,
            description: addOn.description,
            basePounds: addOn.basePrice,
            ...("priceType" in addOn && { billingUnit: "HOUR" as const }),
          })),
        ],
      })}
    />
  );
}

export function VendorPricingJsonLd() {
  return (
    <JsonLd
      data={serviceJsonLd({
        name: "Channel content programmes for vendors and distributors",
        description: pages.vendorPricing.description,
        url: url(ROUTES.vendorPricing),
        providerId: ORGANIZATION_ID,
        serviceType: "Channel partner video marketing",
        // Vendor tiers are priced after a strategy session (SPEC §2: "no prices").
        offers: vendorTiers.map((tier) => ({ name: tier.name, description: tier.summary, basePounds: null })),
      })}
    />
  );
}

export function PricingChooserJsonLd() {
  return (
    <JsonLd
      data={serviceJsonLd({
        name: "Video-led marketing for the IT channel",
        description: pages.pricing.description,
        url: url(ROUTES.pricing),
        providerId: ORGANIZATION_ID,
        serviceType: "Video marketing",
        offers: [
          {
            name: "MSP packages",
            description: "MSP packages start from this monthly figure.",
            basePounds: MSP_PACKAGES_FROM_POUNDS,
            billingUnit: "MONTH",
          },
          { name: "Vendor programmes", description: "Tailored after a strategy session.", basePounds: null },
        ],
      })}
    />
  );
}

export function CalculatorJsonLd() {
  return (
    <JsonLd
      data={serviceJsonLd({
        name: "Presenter explainer and testimonial videos",
        description: pages.masterPricing.description,
        url: url(ROUTES.masterPricing),
        providerId: ORGANIZATION_ID,
        serviceType: "Video production",
        offers: calculatorServices.map((service) => ({
          name: `${service.category}: ${service.name}`,
          description: service.description,
          basePounds: service.basePrice,
        })),
      })}
    />
  );
}
