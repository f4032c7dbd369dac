import { calculatorServices } from "@/content/calculator";
import { mspAddOns, mspPackages, packagesCopy, videoAudit } from "@/content/msp-pricing";
import { pages } from "@/content/pages";
import { mspPackagesFrom, pricingServices } from "@/content/pricing";
import { site } from "@/content/site";
import { vendorTiers } from "@/content/vendor-pricing";
import { absoluteUrl } from "@/lib/absolute-url";
import { calculatorOffers, mspPricingOffers, vendorPricingOffers } from "@/lib/pricing-offers";
import { ROUTES } from "@/lib/routes";
import { serviceJsonLd, type PricedOffer } from "@/lib/structured-data";
import { JsonLd } from "@/components/seo/json-ld";
import { ORGANIZATION_ID } from "@/components/seo/organization-id";

/*
 * schema.org Service + Offer for each pricing page, built from the same content modules the pages
 * render, so a price can never differ between what a visitor reads and what a search engine reads.
 */

type ServiceCopy = { name: string; serviceType: string };

function PricingJsonLd({
  service,
  description,
  path,
  offers,
}: {
  service: ServiceCopy;
  description: string;
  path: string;
  offers: readonly PricedOffer[];
}) {
  return (
    <JsonLd
      data={serviceJsonLd({
        ...service,
        description,
        url: absoluteUrl(path, site.url),
        providerId: ORGANIZATION_ID,
        offers,
      })}
    />
  );
}

export function MspPricingJsonLd() {
  const { mspPricing } = pricingServices;
  return (
    <PricingJsonLd
      service={mspPricing}
      description={pages.mspPricing.description}
      path={ROUTES.mspPricing}
      offers={mspPricingOffers({
        audit: videoAudit,
        packages: mspPackages,
        packageSuffix: mspPricing.packageSuffix,
        onboarding: packagesCopy.onboarding,
        addOns: mspAddOns,
      })}
    />
  );
}

export function VendorPricingJsonLd() {
  return (
    <PricingJsonLd
      service={pricingServices.vendorPricing}
      description={pages.vendorPricing.description}
      path={ROUTES.vendorPricing}
      offers={vendorPricingOffers(vendorTiers)}
    />
  );
}

export function PricingChooserJsonLd() {
  const { pricingChooser } = pricingServices;
  return (
    <PricingJsonLd
      service={pricingChooser}
      description={pages.pricing.description}
      path={ROUTES.pricing}
      offers={[
        {
          ...pricingChooser.offers.msp,
          basePounds: mspPackagesFrom.pounds,
          usd: mspPackagesFrom.usd,
          billingUnit: "MONTH",
        },
        { ...pricingChooser.offers.vendor, basePounds: null },
      ]}
    />
  );
}

export function CalculatorJsonLd() {
  return (
    <PricingJsonLd
      service={pricingServices.calculator}
      description={pages.masterPricing.description}
      path={ROUTES.masterPricing}
      offers={calculatorOffers(calculatorServices)}
    />
  );
}
