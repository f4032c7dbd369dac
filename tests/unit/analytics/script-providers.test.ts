import { startCloudflare } from "@/components/analytics/providers/cloudflare";
import { startUmami } from "@/components/analytics/providers/umami";

/** The provider script the page added last, once it is in the document. */
function addedScript(): HTMLScriptElement {
  const scripts = document.head.querySelectorAll("script");
  return scripts[scripts.length - 1]!;
}

/** Lets the added script "load", as the browser would once it has run. */
async function loadAdded<T>(start: Promise<T>, run: () => void = () => {}): Promise<T> {
  await Promise.resolve();
  run();
  addedScript().dispatchEvent(new Event("load"));
  return start;
}

type UmamiWindow = Window & {
  umami?: { track: jest.Mock };
  analyticsBeforeSend?: (type: string, payload: unknown) => unknown;
};

beforeEach(() => {
  document.head.innerHTML = "";
  Object.defineProperty(navigator, "sendBeacon", { value: jest.fn(() => true), configurable: true });
});

describe("Umami", () => {
  const setup = { provider: "umami", websiteId: "site-id", origin: "https://stats.example" } as const;

  it("adds Umami's script from the owner's host, reporting there, with page views left to track()", async () => {
    const start = startUmami(setup);
    await loadAdded(start);
    const script = addedScript();
    expect(script.src).toBe("https://stats.example/script.js");
    expect(script.dataset).toMatchObject({
      websiteId: "site-id",
      hostUrl: "https://stats.example",
      autoTrack: "false",
      beforeSend: "analyticsBeforeSend",
    });
  });

  it("records page views and named events through umami.track, and a leaving event by beacon", async () => {
    const win = window as UmamiWindow;
    const umami = { track: jest.fn() };
    const connection = await loadAdded(startUmami(setup), () => (win.umami = umami));

    connection.send("pageview", { utm_source: "newsletter" }, "request");
    connection.send("Video Played", { video: "Intro" }, "request");
    expect(umami.track.mock.calls).toEqual([[], ["Video Played", { video: "Intro" }]]);
    // Umami hands each report to the before-send hook: passed through, unless it must outlive the page.
    expect(win.analyticsBeforeSend?.("event", { name: "Video Played" })).toEqual({ name: "Video Played" });

    umami.track.mockImplementation((name: string, data: unknown) =>
      win.analyticsBeforeSend?.("event", { name, data }),
    );
    connection.send("Booking Completed", { form: "audit" }, "beacon");
    expect(navigator.sendBeacon).toHaveBeenCalledWith(
      "https://stats.example/api/send",
      JSON.stringify({ type: "event", payload: { name: "Booking Completed", data: { form: "audit" } } }),
    );
  });

  it("fails to start, without throwing into the page, when the script cannot load", async () => {
    const start = startUmami(setup);
    await Promise.resolve();
    addedScript().dispatchEvent(new Event("error"));
    await expect(start).rejects.toThrow("did not load");
  });
});

describe("Cloudflare Web Analytics", () => {
  it("adds Cloudflare's beacon with the owner's token, following page changes itself, and takes no named events", async () => {
    const tracker = await loadAdded(startCloudflare({ provider: "cloudflare", token: "t0k3n" }));
    const script = addedScript();
    expect(script.src).toBe("https://static.cloudflareinsights.com/beacon.min.js");
    expect(JSON.parse(script.getAttribute("data-cf-beacon")!)).toEqual({ token: "t0k3n", spa: true });
    expect(() => tracker.send("Video Played", { video: "Intro" }, "request")).not.toThrow();
    expect(document.documentElement.getAttribute("data-analytics-provider")).toBe("cloudflare");
  });
});
