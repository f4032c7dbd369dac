import { ROUTES, ROUTE_PATHS, homeAnchor } from "@/lib/routes";

describe("routes", () => {
  it("lists every screen of docs/product.md §2 once, lower-case with a trailing slash", () => {
    expect(ROUTE_PATHS).toHaveLength(16);
    expect(new Set(ROUTE_PATHS).size).toBe(ROUTE_PATHS.length);
    for (const path of ROUTE_PATHS) expect(path).toMatch(/^\/([a-z0-9-]+\/)?$/);
  });

  it("builds home-page anchor links", () => {
    expect(homeAnchor("contact")).toBe(`${ROUTES.home}#contact`);
  });
});
