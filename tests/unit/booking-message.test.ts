import { parseProviderRedirect } from "@/lib/booking-message";

const PROVIDER = "https://hello.withmoxie.com";

describe("parseProviderRedirect", () => {
  it("returns the target when the provider posts a [Redirect] to an https URL", () => {
    expect(
      parseProviderRedirect(
        { origin: PROVIDER, data: "[Redirect]https://example.org/thanks?x=1#done" },
        PROVIDER,
      ),
    ).toBe("https://example.org/thanks?x=1#done");
  });

  it("accepts a plain http target", () => {
    expect(parseProviderRedirect({ origin: PROVIDER, data: "[Redirect]http://example.org/" }, PROVIDER)).toBe(
      "http://example.org/",
    );
  });

  it("resolves a path on this site against the site's origin", () => {
    const site = "https://www.example.com";
    expect(parseProviderRedirect({ origin: PROVIDER, data: "[Redirect]/portfolio/" }, PROVIDER, site)).toBe(
      "https://www.example.com/portfolio/",
    );
    expect(
      parseProviderRedirect({ origin: PROVIDER, data: "[Redirect] /contact/?sent=1#thanks" }, PROVIDER, site),
    ).toBe("https://www.example.com/contact/?sent=1#thanks");
  });

  it.each([
    ["a protocol-relative URL", "[Redirect]//evil.example/"],
    ["a backslash host", "[Redirect]/\\evil.example/"],
    ["a path without its leading slash", "[Redirect]portfolio/"],
    ["a javascript: URL", "[Redirect]javascript:alert(1)"],
  ])("still refuses %s when site paths are allowed", (_, data) => {
    expect(parseProviderRedirect({ origin: PROVIDER, data }, PROVIDER, "https://www.example.com")).toBeNull();
  });

  it("ignores surrounding whitespace in the target", () => {
    expect(
      parseProviderRedirect({ origin: PROVIDER, data: "[Redirect] https://example.org/a \n" }, PROVIDER),
    ).toBe("https://example.org/a");
  });

  it.each([
    ["the page itself", "http://localhost:3000"],
    ["another site", "https://evil.example"],
    ["a provider look-alike", "https://hello.withmoxie.com.evil.example"],
    ["the provider over http", "http://hello.withmoxie.com"],
    ["an opaque (sandboxed) frame", "null"],
  ])("returns null when the message comes from %s", (_, origin) => {
    expect(
      parseProviderRedirect({ origin, data: "[Redirect]https://example.org/thanks" }, PROVIDER),
    ).toBeNull();
  });

  it.each([
    ["javascript:", "[Redirect]javascript:alert(document.domain)"],
    ["javascript: with leading space", "[Redirect] javascript:alert(1)"],
    ["JaVaScRiPt: in mixed case", "[Redirect]JaVaScRiPt:alert(1)"],
    ["data:", "[Redirect]data:text/html,<script>alert(1)</script>"],
    ["vbscript:", "[Redirect]vbscript:msgbox(1)"],
    ["file:", "[Redirect]file:///etc/passwd"],
    ["a relative path", "[Redirect]/thanks"],
    ["a protocol-relative URL", "[Redirect]//evil.example/"],
    ["nothing", "[Redirect]"],
    ["text that is not a URL", "[Redirect]thank you"],
  ])("returns null when the target is %s", (_, data) => {
    expect(parseProviderRedirect({ origin: PROVIDER, data }, PROVIDER)).toBeNull();
  });

  it.each([
    ["a resize message", "[iFrameSizer]iFrameResizer0:720:600:init"],
    ["the marker not at the start", "go [Redirect]https://example.org/"],
    ["a lower-case marker", "[redirect]https://example.org/"],
    ["an object", { type: "[Redirect]", url: "https://example.org/" }],
    ["a number", 42],
    ["null", null],
    ["undefined", undefined],
  ])("returns null when the data is %s", (_, data) => {
    expect(parseProviderRedirect({ origin: PROVIDER, data }, PROVIDER)).toBeNull();
  });
});
