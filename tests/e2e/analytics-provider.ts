import type { Page } from "@playwright/test";

/** A report as Plausible's tracker posts it: event name, address, domain and properties. */
export type PlausibleReport = { n: string; u: string; d: string; p?: Record<string, string> };

export const PLAUSIBLE_ENDPOINT = "https://plausible.io/api/event";

/**
 * Stands in for Plausible's endpoint: records every report the page sends (by fetch or by
 * beacon) and answers as Plausible does. Returns the reports, in the order they arrived.
 */
export async function fakePlausible(page: Page): Promise<PlausibleReport[]> {
  const reports: PlausibleReport[] = [];
  await page.context().route(PLAUSIBLE_ENDPOINT, (route) => {
    reports.push(JSON.parse(route.request().postData() ?? "{}") as PlausibleReport);
    return route.fulfill({ status: 202, contentType: "text/plain", body: "ok" });
  });
  return reports;
}

/** The reports of one event, engagement pings aside. */
export const reportsNamed = (reports: PlausibleReport[], name: string) =>
  reports.filter((report) => report.n === name);
