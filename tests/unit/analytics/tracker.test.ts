import type { TrackerSetup } from "@/lib/analytics/choice";
import { CAMPAIGN_STORAGE_KEY } from "@/lib/analytics/campaign";

type PlausibleSetup = Extract<TrackerSetup, { provider: "plausible" }>;
const setup: PlausibleSetup = {
  provider: "plausible",
  domain: "site.example",
  endpoint: "https://stats.example/api/event",
};

/** A fresh copy of the tracker modules: the package can be initialised once per page. */
async function freshModules() {
  jest.resetModules();
  return {
    track: await import("@/components/analytics/track"),
    start: await import("@/components/analytics/start-tracker"),
  };
}

let sendBeacon: jest.Mock;
let fetchMock: jest.Mock;

beforeEach(() => {
  window.sessionStorage.clear();
  // The tracker measures how far a page is read; jsdom lays nothing out, so a stand-in observer.
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  sendBeacon = jest.fn(() => true);
  fetchMock = jest.fn(() => Promise.resolve({ status: 202 }));
  Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
  Object.defineProperty(window, "fetch", { value: fetchMock, configurable: true, writable: true });
  process.env.NEXT_PUBLIC_ANALYTICS_ON_LOCALHOST = "1";
});

afterAll(() => {
  delete process.env.NEXT_PUBLIC_ANALYTICS_ON_LOCALHOST;
});

const sentBodies = (mock: jest.Mock) => mock.mock.calls.map((call) => JSON.parse(call[1].body ?? call[1]));

describe("track() with Plausible's own tracker", () => {
  it("queues events until the tracker connects, then sends them in order with the visit's campaign", async () => {
    const { track, start } = await freshModules();
    window.sessionStorage.setItem(CAMPAIGN_STORAGE_KEY, "utm_source=newsletter&utm_campaign=spring");
    track.track("pageview");
    track.track("Video Played", { video: "Co-managed IT explained" });
    expect(fetchMock).not.toHaveBeenCalled();

    const connection = await start.startTracker(setup);
    track.connectTracker(connection!);

    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([setup.endpoint, setup.endpoint]);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "POST", keepalive: true });
    expect(sentBodies(fetchMock)).toEqual([
      expect.objectContaining({
        n: "pageview",
        d: "site.example",
        p: { utm_source: "newsletter", utm_campaign: "spring" },
      }),
      expect.objectContaining({
        n: "Video Played",
        p: { video: "Co-managed IT explained", utm_source: "newsletter", utm_campaign: "spring" },
      }),
    ]);
    expect(document.documentElement.getAttribute("data-analytics-provider")).toBe("plausible");
  });

  it("sends a finished booking by beacon, synchronously, so it outlives the page", async () => {
    const { track, start } = await freshModules();
    track.connectTracker((await start.startTracker(setup))!);
    track.track("Booking Completed", { form: "video-content-audit" });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0][0]).toBe(setup.endpoint);
    expect(JSON.parse(sendBeacon.mock.calls[0][1])).toMatchObject({
      n: "Booking Completed",
      p: { form: "video-content-audit" },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps at most 20 events while no tracker connects (analytics off)", async () => {
    const { track, start } = await freshModules();
    for (let i = 0; i < 30; i++) track.track("Quote Exported", { format: "csv" });
    track.connectTracker((await start.startTracker(setup))!);
    expect(fetchMock).toHaveBeenCalledTimes(20);
  });

  it("starts no tracker on the owner's local preview unless the build asks for reports", async () => {
    delete process.env.NEXT_PUBLIC_ANALYTICS_ON_LOCALHOST;
    const { start } = await freshModules();
    await expect(start.startTracker(setup)).resolves.toBeNull();
  });
});
