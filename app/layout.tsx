import type { Metadata, Viewport } from "next";
import { interfaceCopy } from "@/content/interface";
import { site } from "@/content/site";
import { pages } from "@/content/pages";
import { CountryBootScript, defaultCountryProps } from "@/components/country/country-boot-script";
import { CountryVisibilityStyle } from "@/components/country/country-visibility-style";
import { PathGuardScript } from "@/components/layout/path-guard-script";
import { DeferredBandsScript } from "@/components/layout/deferred-bands-script";
import { EarlyTapScript } from "@/components/layout/early-tap-script";
import { OrganizationJsonLd } from "@/components/seo/organization-json-ld";
import { SITE_ICONS } from "@/components/seo/site-icons";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/navigation/site-header";
import { CountryProvider } from "@/components/country/country-provider";
import { Toaster } from "@/components/toast/toaster";
import { HydrationMark } from "@/components/layout/hydration-mark";
import { AnalyticsPolicy, SiteAnalytics } from "@/components/analytics/site-analytics";
import { CampaignScript } from "@/components/layout/campaign-script";
import { PrefetchOnIntent } from "@/components/navigation/prefetch-on-intent";
import { bodyFont, displayFont, displayQFont } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${pages.home.title} | ${site.brandName}`, template: `%s | ${site.brandName}` },
  description: pages.home.description,
  applicationName: site.brandName,
  icons: {
    icon: { url: SITE_ICONS.favicon.path, type: "image/png", sizes: "48x48" },
    apple: { url: SITE_ICONS.appleTouch.path, sizes: "180x180" },
  },
  manifest: "/manifest.webmanifest",
};

export const viewport: Viewport = { themeColor: "#08111f", colorScheme: "light" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // data-country and lang start as the default country's and the boot script sets the visitor's
    // before the first paint and before hydration, hence the suppressed warning (as for data-bands,
    // set and removed by the deferred-bands script).
    <html
      {...defaultCountryProps}
      className={`${displayFont.variable} ${displayQFont.variable} ${bodyFont.variable}`}
      suppressHydrationWarning
    >
      <head>
        <PathGuardScript />
        <CountryVisibilityStyle />
        <CountryBootScript />
        <DeferredBandsScript />
        <EarlyTapScript />
        <CampaignScript />
        <AnalyticsPolicy />
        <OrganizationJsonLd />
        <PrefetchOnIntent />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
        >
          {interfaceCopy.skipToContent}
        </a>
        <CountryProvider>
          <SiteHeader />
          <main id="main" className="flex-1 pt-nav">
            {children}
          </main>
          <SiteFooter />
          <Toaster />
          <HydrationMark />
          <SiteAnalytics />
        </CountryProvider>
      </body>
    </html>
  );
}
