import { YIELD_BEFORE_HYDRATION } from "../../scripts/postbuild/next-output.mjs";

/*
 * The paint-first loader queues an empty "beforeInteractive" script so that Next hydrates in a task
 * of its own (scripts/postbuild/next-output.mjs, used by paint-first.mjs). This runs Next's own start-up code, the version
 * installed, against that queue: if Next stops waiting for a timer after an inline entry, or starts
 * running the entry's text, this fails.
 */
type NextWindow = Window & { __next_s?: unknown[] };

/** Runs the loader's statement as the page's inline script does, with `self` the window. */
const runInPage = (source: string) => new Function(source)();

describe("the yield before hydration", () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as NextWindow).__next_s;
    document.head.replaceChildren();
  });

  it("makes Next hydrate after a timer, not in the task that started it", async () => {
    jest.useFakeTimers();
    runInPage(YIELD_BEFORE_HYDRATION);
    const { appBootstrap } = jest.requireActual("next/dist/client/app-bootstrap");
    const hydrate = jest.fn();

    appBootstrap(hydrate);
    // Microtasks drained, the task not yet given back: hydration has not started.
    await Promise.resolve();
    await Promise.resolve();
    expect(hydrate).not.toHaveBeenCalled();

    // The timer Next waits for fires, and the promise chain after it settles.
    await jest.runAllTimersAsync();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("adds a script element with no text, which a browser does not run", async () => {
    runInPage(YIELD_BEFORE_HYDRATION);
    const { appBootstrap } = jest.requireActual("next/dist/client/app-bootstrap");
    const hydrated = new Promise((resolve) => appBootstrap(resolve));
    await hydrated;
    const added = [...document.head.querySelectorAll("script")];
    expect(added).toHaveLength(1);
    expect(added[0]!.textContent).toBe("");
    expect(added[0]!.hasAttribute("src")).toBe(false);
  });
});
