import { hideWindowUntilLoaded } from "@/components/booking/window-after-load";

function insertedFrame(): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  return frame;
}

describe("hideWindowUntilLoaded", () => {
  afterEach(() => document.body.replaceChildren());

  it("reads the frame's window as a stand-in until the frame loads, then as the real window", () => {
    const frame = insertedFrame();
    const realWindow = frame.contentWindow;
    expect(realWindow).not.toBeNull();
    const reachRealWindow = jest.spyOn(realWindow!, "postMessage");

    hideWindowUntilLoaded(frame);
    const standIn = frame.contentWindow;
    expect(standIn).not.toBeNull();
    expect(standIn).not.toBe(realWindow);
    // The resizer's early greeting is dropped: it reaches no window and throws nothing.
    expect(() => standIn!.postMessage("[iFrameSizer]greeting", "*")).not.toThrow();
    expect(reachRealWindow).not.toHaveBeenCalled();

    frame.dispatchEvent(new Event("load"));
    expect(frame.contentWindow).toBe(realWindow);
  });

  it("lets a load listener added afterwards (the resizer's) see the real window", () => {
    const frame = insertedFrame();
    const realWindow = frame.contentWindow;
    hideWindowUntilLoaded(frame);
    let seen: Window | null = null;
    frame.addEventListener("load", () => (seen = frame.contentWindow));
    frame.dispatchEvent(new Event("load"));
    expect(seen).toBe(realWindow);
  });

  it("gives the window back when undone before the frame loads", () => {
    const frame = insertedFrame();
    const realWindow = frame.contentWindow;
    const undo = hideWindowUntilLoaded(frame);
    undo();
    expect(frame.contentWindow).toBe(realWindow);
  });
});
