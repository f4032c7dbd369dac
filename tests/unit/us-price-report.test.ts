import { usPricedItems } from "@/content/msp-pricing";
import { owner as shipped } from "@/content/owner";
import { findPlaceholders } from "@/lib/launch-check";
import {
  describeUsFrom,
  describeUsPrice,
  ownerUsdByPounds,
  usPriceConflicts,
  usPriceReport,
  usPriceWarnings,
} from "@/lib/us-price-report";
import { owner as launched } from "../fixtures/owner-launched";

describe("the launch check's US prices", () => {
  it("lists every price the site shows, each rounded by the rule while the owner sets none", () => {
    const lines = usPriceReport(usPricedItems, shipped.usPrices);
    expect(lines.map((line) => line.field)).toEqual(usPricedItems.map((item) => `usPrices.${item.key}`));
    expect(lines.every((line) => !line.setByOwner)).toBe(true);
    expect(describeUsPrice(lines[0]!)).toBe(
      "Video Content Audit: $1,295, rounded from £995 × 1.27 = $1,263.65",
    );
    expect(describeUsPrice(lines.find((line) => line.what === "Growth package")!)).toBe(
      "Growth package: $3,195 a month, rounded from £2,495 × 1.27 = $3,168.65",
    );
    expect(describeUsFrom(lines)).toBe(
      "MSP packages “from” on /pricing/: $1,295 a month, the lowest (Essential package)",
    );
  });

  it("says which prices the owner set, and takes the 'from' figure from the lowest package they show", () => {
    const lines = usPriceReport(usPricedItems, { ...shipped.usPrices, essential: 1450, growth: 1395 });
    const essential = lines.find((line) => line.field === "usPrices.essential")!;
    expect(essential).toMatchObject({ amount: 1450, setByOwner: true, per: "month" });
    expect(describeUsPrice(essential)).toBe("Essential package: $1,450 a month, set by you");
    expect(describeUsFrom(lines)).toBe(
      "MSP packages “from” on /pricing/: $1,395 a month, the lowest (Growth package)",
    );
    expect(describeUsPrice(lines.find((line) => line.field === "usPrices.strategyTime")!)).toMatch(
      /^Extra strategy time: \$295 an hour, rounded from £235 × 1\.27 = \$298\.45$/,
    );
  });

  it("warns on a figure the site cannot show, which then shows the rounded price", () => {
    const usPrices = { ...shipped.usPrices, rush: 0, blogPosts: 399.5, premium: Number.NaN };
    expect(usPriceWarnings(usPrices).map((warning) => [warning.field, warning.blocking])).toEqual([
      ["usPrices.premium", false],
      ["usPrices.rush", false],
      ["usPrices.blogPosts", false],
    ]);
    expect(
      usPriceReport(usPricedItems, usPrices).find((line) => line.field === "usPrices.rush"),
    ).toMatchObject({
      amount: 495,
      setByOwner: false,
    });
    // Wired into the launch check's findings as warnings, never blocking a launch.
    const found = findPlaceholders({ ...launched, usPrices }, "https://www.northlightfilms.co.uk");
    expect(found.filter((item) => item.field.startsWith("usPrices."))).toHaveLength(3);
    expect(found.some((item) => item.blocking)).toBe(false);
    expect(usPriceWarnings(launched.usPrices)).toEqual([]);
  });

  it("shows one dollar price for one pound price: a figure set on one £995 item prices every £995 item", () => {
    const usPrices = { ...shipped.usPrices, essential: 1250 };
    expect(ownerUsdByPounds(usPricedItems, usPrices)).toEqual(new Map([[995, 1250]]));
    const lines = usPriceReport(usPricedItems, usPrices);
    const at995 = lines.filter((line) => line.pounds === 995);
    expect(at995.map((line) => [line.field, line.amount])).toEqual([
      ["usPrices.videoAudit", 1250],
      ["usPrices.essential", 1250],
      ["usPrices.onboarding", 1250],
    ]);
    expect(describeUsPrice(at995[0]!)).toBe(
      "Video Content Audit: $1,250, set by you in usPrices.essential (the same £995)",
    );
    expect(describeUsPrice(at995[1]!)).toBe("Essential package: $1,250 a month, set by you");
    expect(usPriceConflicts(usPricedItems, usPrices)).toEqual([]);
  });

  it("refuses a launch where two items at one pound price were given different dollar figures", () => {
    const usPrices = { ...shipped.usPrices, essential: 1250, onboarding: 1195 };
    expect(usPriceConflicts(usPricedItems, usPrices)).toEqual([
      {
        file: "content/owner.ts",
        field: "usPrices.onboarding",
        what: "$1,195 differs from $1,250 for Essential package, also £995: one pound price shows as one dollar price, so write the same figure in both (or null in one)",
        blocking: true,
      },
    ]);
    // Until they agree, the first figure in page order shows for both.
    expect(
      usPriceReport(usPricedItems, usPrices).find((line) => line.field === "usPrices.onboarding"),
    ).toMatchObject({ amount: 1250, setByOwner: true });
  });
});
