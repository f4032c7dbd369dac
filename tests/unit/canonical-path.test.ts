import { canonicalPathFor } from "@/lib/canonical-path";
import { ROUTES, ROUTE_PATHS } from "@/lib/routes";

describe("canonicalPathFor", () => {
  it("maps a differently cased path to its canonical route", () => {
    expect(canonicalPathFor("/PORTFOLIO", ROUTE_PATHS)).toBe(ROUTES.portfolio);
    expect(canonicalPathFor("/Portfolio/", ROUTE_PATHS)).toBe(ROUTES.portfolio);
    expect(canonicalPathFor("/Msp-Pricing", ROUTE_PATHS)).toBe(ROUTES.mspPricing);
  });

  it("adds the trailing slash a lower-case path lacks", () => {
    expect(canonicalPathFor("/msp-pricing", ROUTE_PATHS)).toBe(ROUTES.mspPricing);
    expect(canonicalPathFor("/15-minute-meeting", ROUTE_PATHS)).toBe(ROUTES.meeting15);
  });

  it("tolerates repeated trailing slashes and percent-encoding", () => {
    expect(canonicalPathFor("/contact//", ROUTE_PATHS)).toBe(ROUTES.contact);
    expect(canonicalPathFor("/%50odcast", ROUTE_PATHS)).toBe(ROUTES.podcast);
  });

  it("returns null for a path that is already canonical, so it never loops", () => {
    for (const path of ROUTE_PATHS) expect(canonicalPathFor(path, ROUTE_PATHS)).toBeNull();
  });

  it("returns null for unknown and nested unknown paths", () => {
    expect(canonicalPathFor("/nope", ROUTE_PATHS)).toBeNull();
    expect(canonicalPathFor("/portfolio/extra", ROUTE_PATHS)).toBeNull();
    expect(canonicalPathFor("/%E0%A4%A", ROUTE_PATHS)).toBeNull();
  });
});
