import { redirectNearMiss } from "@/components/head-scripts/not-found-canonical";
import { ROUTES, ROUTE_PATHS } from "@/lib/routes";

const config = { routePaths: ROUTE_PATHS };

function visit(pathname: string, search = "", hash = "") {
  const replace = jest.fn();
  redirectNearMiss(config, { location: { pathname, search, hash, replace } });
  return replace;
}

describe("redirectNearMiss", () => {
  it("sends a near-miss to its canonical page, keeping query and hash", () => {
    expect(visit("/PORTFOLIO", "?filter=events", "#grid")).toHaveBeenCalledWith(
      "/portfolio/?filter=events#grid",
    );
    expect(visit("/msp-pricing")).toHaveBeenCalledWith(ROUTES.mspPricing);
  });

  it("leaves an unknown path on the 404 page", () => {
    expect(visit("/nope/")).not.toHaveBeenCalled();
    expect(visit("/portfolio/extra")).not.toHaveBeenCalled();
  });

  it("never loops: a canonical path, or where a near-miss was sent, is left alone", () => {
    for (const path of ROUTE_PATHS) {
      expect(visit(path)).not.toHaveBeenCalled();
      const replace = visit(path.toUpperCase().replace(/\/$/, ""));
      const target = replace.mock.calls[0]?.[0] as string;
      expect(target).toBe(path);
      expect(visit(target)).not.toHaveBeenCalled();
    }
  });

  it("does not throw when the browser refuses to navigate", () => {
    const replace = () => {
      throw new Error("navigation blocked");
    };
    expect(() =>
      redirectNearMiss(config, { location: { pathname: "/PODCAST", search: "", hash: "", replace } }),
    ).not.toThrow();
  });
});
