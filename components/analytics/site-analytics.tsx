import { site } from "@/content/site";
import { ANALYTICS_POLICY_META, analyticsOrigins, trackerSetup } from "@/lib/analytics/choice";
import { ROUTES } from "@/lib/routes";
import { LazyAnalytics } from "./lazy-analytics";

/** The pages where a visitor books: a followed link to one is a "Booking Link Clicked" event. */
const BOOKING_PATHS = [
  ROUTES.contact,
  ROUTES.meeting15,
  ROUTES.meeting30,
  ROUTES.meeting60,
  ROUTES.bookAudit,
];

/** In <head>: the tracker's hosts, as the CSP directives they belong in; nothing with analytics off. */
export function AnalyticsPolicy() {
  const { script, connect } = analyticsOrigins(site.analytics);
  if (script.length === 0 && connect.length === 0) return null;
  const directives = [
    script.length > 0 ? `script-src ${script.join(" ")}` : "",
    connect.length > 0 ? `connect-src ${connect.join(" ")}` : "",
  ];
  return <meta name={ANALYTICS_POLICY_META} content={directives.filter(Boolean).join("; ")} />;
}

/** In <body>: the tracker's island, rendered only when the owner has chosen a provider. */
export function SiteAnalytics() {
  const setup = trackerSetup(site.analytics);
  return setup ? <LazyAnalytics setup={setup} bookingPaths={BOOKING_PATHS} /> : null;
}
