/** @jest-environment node */
import { verdictLine } from "@/scripts/launch-verdict";

const fields = (...names: string[]) => names.map((field) => ({ field }));

describe("the launch check's verdict line", () => {
  it("names the first four must-haves in order and counts the rest", () => {
    const mustHaves = fields(
      "siteUrl",
      "brand.name",
      "brand.shortName",
      "email",
      "profiles.x",
      "podcast.name",
    );
    expect(verdictLine({ ownerFile: "content/owner.ts", mustHaves, warnings: 3, where: "below" })).toBe(
      "Not ready to launch: 6 placeholder(s) still in place. Fix these first: siteUrl, brand.name, brand.shortName, email and 2 more (every one is listed below).",
    );
  });

  it("names them all when there are four or fewer", () => {
    expect(
      verdictLine({ ownerFile: "content/owner.ts", mustHaves: fields("email"), warnings: 0, where: "above" }),
    ).toBe(
      "Not ready to launch: 1 placeholder(s) still in place. Fix these first: email (every one is listed above).",
    );
  });

  it("says where the list is from each end of the report, or which command prints it", () => {
    const line = (where: "below" | "above" | "elsewhere") =>
      verdictLine({ ownerFile: "content/owner.ts", mustHaves: fields("siteUrl"), warnings: 0, where });
    expect(line("below")).toMatch(/\(every one is listed below\)\.$/);
    expect(line("above")).toMatch(/\(every one is listed above\)\.$/);
    expect(line("elsewhere")).toMatch(/\(npm run check:launch lists every one\)\.$/);
  });

  it("is ready with no must-haves, counting the warnings that do not stop a launch", () => {
    expect(verdictLine({ ownerFile: "content/owner.ts", mustHaves: [], warnings: 0, where: "below" })).toBe(
      "Ready to launch: no placeholders left in content/owner.ts, and the site URL is set.",
    );
    expect(verdictLine({ ownerFile: "content/owner.ts", mustHaves: [], warnings: 2, where: "above" })).toBe(
      "Ready to launch: no placeholders left in content/owner.ts, and the site URL is set. 2 warning(s) do not stop it (every one is listed above).",
    );
  });
});
