import { singleLeadingSlash } from "@/lib/leading-slashes";

describe("singleLeadingSlash", () => {
  it("collapses repeated leading slashes into one", () => {
    expect(singleLeadingSlash("//portfolio/")).toBe("/portfolio/");
    expect(singleLeadingSlash("///")).toBe("/");
    expect(singleLeadingSlash("//evil.example/x//y")).toBe("/evil.example/x//y");
  });

  it("returns null for a path that already starts with one slash, so the guard never loops", () => {
    expect(singleLeadingSlash("/")).toBeNull();
    expect(singleLeadingSlash("/portfolio//")).toBeNull();
  });
});
