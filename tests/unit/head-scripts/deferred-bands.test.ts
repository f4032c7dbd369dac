import { deferBands } from "@/components/head-scripts/deferred-bands";
import {
  BAND_SHOWN_ATTRIBUTE,
  BAND_SHOWN_VALUE,
  DEFERRED_BANDS_ATTRIBUTE,
  DEFERRED_BANDS_VALUE,
} from "@/components/head-scripts/page-marks";

const root = document.documentElement;

/**
 * A window whose frames run only when the test says so, and whose load and other events the test
 * fires (a press is dispatched from its target, through the document, to this window's listeners).
 */
function fakeWindow(hash = "") {
  const events = new EventTarget();
  const frames: FrameRequestCallback[] = [];
  const location = { ...window.location, origin: window.location.origin, pathname: "/", hash } as Location;
  const win = {
    document,
    location,
    addEventListener: events.addEventListener.bind(events),
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
  };
  const press = (target: Element) => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    Object.defineProperty(event, "target", { value: target });
    events.dispatchEvent(event);
  };
  return {
    win,
    press,
    fire: (type: string) => events.dispatchEvent(new Event(type)),
    load: () => events.dispatchEvent(new Event("load")),
    pendingFrames: () => frames.length,
    runFrame: () => {
      const frame = frames.shift();
      if (!frame) throw new Error("no frame was requested");
      frame(0);
    },
  };
}

/** The ids of the elements marked shown, in document order. */
function shown() {
  return [...document.querySelectorAll(`[${BAND_SHOWN_ATTRIBUTE}="${BAND_SHOWN_VALUE}"]`)].map(
    (element) => element.id,
  );
}

describe("deferBands", () => {
  beforeEach(() => {
    root.removeAttribute(DEFERRED_BANDS_ATTRIBUTE);
    document.body.innerHTML = `
      <main>
        <section id="hero"></section>
        <section id="second"></section>
        <section id="third"></section>
        <section id="fourth"><ul><li id="row"><input id="quantity" type="number"></li></ul></section>
        <section id="fifth"><div id="fifth-a" data-band-part></div><div id="fifth-b" data-band-part></div></section>
      </main>`;
  });

  afterEach(() => jest.restoreAllMocks());

  it("marks <html> at once, before the page has loaded", () => {
    const { win, pendingFrames } = fakeWindow();
    deferBands(win);
    expect(root.getAttribute(DEFERRED_BANDS_ATTRIBUTE)).toBe(DEFERRED_BANDS_VALUE);
    expect(shown()).toEqual([]);
    expect(pendingFrames()).toBe(0);
  });

  it("shows one band per frame from the load event, in document order, then each of a band's parts after it, nothing else inside one, then removes every mark", () => {
    const { win, load, runFrame } = fakeWindow();
    deferBands(win);
    load();
    expect(shown()).toEqual([]);
    runFrame();
    expect(shown()).toEqual(["third"]);
    runFrame();
    expect(shown()).toEqual(["third", "fourth"]);
    runFrame();
    expect(shown()).toEqual(["third", "fourth", "fifth"]);
    runFrame();
    expect(shown()).toEqual(["third", "fourth", "fifth", "fifth-a"]);
    runFrame();
    expect(shown()).toEqual(["third", "fourth", "fifth", "fifth-a", "fifth-b"]);
    expect(root.getAttribute(DEFERRED_BANDS_ATTRIBUTE)).toBe(DEFERRED_BANDS_VALUE);
    runFrame();
    expect(root.hasAttribute(DEFERRED_BANDS_ATTRIBUTE)).toBe(false);
    expect(document.querySelectorAll(`[${BAND_SHOWN_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it("never marks the first two bands, which start within the first screen", () => {
    const { win, load, runFrame, pendingFrames } = fakeWindow();
    deferBands(win);
    load();
    while (pendingFrames() > 0 && root.hasAttribute(DEFERRED_BANDS_ATTRIBUTE)) {
      runFrame();
      expect(shown()).not.toContain("hero");
      expect(shown()).not.toContain("second");
    }
  });

  it("shows everything at once in a hidden tab, which gets no frames", () => {
    jest.spyOn(document, "hidden", "get").mockReturnValue(true);
    const { win, load, runFrame, pendingFrames } = fakeWindow();
    deferBands(win);
    load();
    runFrame();
    expect(root.hasAttribute(DEFERRED_BANDS_ATTRIBUTE)).toBe(false);
    expect(pendingFrames()).toBe(0);
  });

  it("stops and clears its marks once something has shown every band already", () => {
    const { win, load, runFrame, pendingFrames } = fakeWindow();
    deferBands(win);
    load();
    runFrame();
    root.removeAttribute(DEFERRED_BANDS_ATTRIBUTE);
    runFrame();
    expect(pendingFrames()).toBe(0);
    expect(document.querySelectorAll(`[${BAND_SHOWN_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it("defers nothing on a page opened at an anchor, which the browser scrolls to as it loads", () => {
    const { win, load, pendingFrames } = fakeWindow("#about");
    deferBands(win);
    expect(root.hasAttribute(DEFERRED_BANDS_ATTRIBUTE)).toBe(false);
    load();
    expect(pendingFrames()).toBe(0);
  });

  it("shows everything before the browser follows a link to an anchor of this page, or moves between anchors", () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<a id="here" href="/#fifth"><span id="label">Down</span></a><a id="away" href="/contact/#form">Away</a>',
    );
    const pressed = fakeWindow();
    deferBands(pressed.win);
    pressed.press(document.getElementById("away")!);
    expect(root.getAttribute(DEFERRED_BANDS_ATTRIBUTE)).toBe(DEFERRED_BANDS_VALUE);
    pressed.press(document.getElementById("label")!);
    expect(root.hasAttribute(DEFERRED_BANDS_ATTRIBUTE)).toBe(false);

    const moved = fakeWindow();
    deferBands(moved.win);
    expect(root.getAttribute(DEFERRED_BANDS_ATTRIBUTE)).toBe(DEFERRED_BANDS_VALUE);
    moved.fire("hashchange");
    expect(root.hasAttribute(DEFERRED_BANDS_ATTRIBUTE)).toBe(false);
  });
});
