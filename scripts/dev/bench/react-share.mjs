// @ts-check
/**
 * How much of a route's document React owns once the page is hydrated: the elements that are host
 * nodes of React's committed tree, against every element in the document. A stand-in for React's
 * devtools hook is defined before any of the page's scripts run; React DOM registers with any such
 * hook it finds and reports every commit to it (`onCommitFiberRoot`), so the last root it reported
 * is walked once the page is hydrated and quiet. Elements React adopted and never walked (a static
 * section's content, docs/decisions/static-sections.md) have no fiber, so they do not count.
 */

/**
 * The fields of React's fibers the count reads: React's own, not a published type.
 * @typedef {{ tag: number, stateNode: unknown, child: Fiber | null, sibling: Fiber | null }} Fiber
 * @typedef {{ current: Fiber }} FiberRoot
 * @typedef {{ owned: number, elements: number, roots: number }} OwnedCount
 */

/**
 * The part of React's devtools hook the stand-in has: what React DOM calls on it.
 * @typedef {{
 *   supportsFiber: boolean,
 *   renderers: Map<number, unknown>,
 *   inject: (renderer: unknown) => number,
 *   onCommitFiberRoot: (id: number, root: FiberRoot) => void,
 *   onCommitFiberUnmount: () => void,
 *   onPostCommitFiberRoot: () => void,
 *   checkDCE: () => void,
 * }} DevtoolsHook
 */

/**
 * The page's window with what the stand-in adds to it.
 * @typedef {Window & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevtoolsHook, __reactOwnedShare?: () => OwnedCount }} HookedWindow
 */

/** Runs in the page before its scripts: the part of the devtools hook React DOM calls. */
function installHook() {
  /** @type {Set<FiberRoot>} */
  const roots = new Set();
  const page = /** @type {HookedWindow} */ (window);
  page.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    onCommitFiberRoot(_id, root) {
      roots.add(root);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  page.__reactOwnedShare = () => {
    // React's host fiber tags: HostComponent 5, HostHoistable 26, HostSingleton 27.
    const HOST_TAGS = new Set([5, 26, 27]);
    /** @type {Set<Element>} */
    const owned = new Set();
    for (const root of roots) {
      const stack = [root.current];
      // Popped only while the stack has a fiber.
      while (stack.length) {
        const fiber = /** @type {Fiber} */ (stack.pop());
        if (HOST_TAGS.has(fiber.tag) && fiber.stateNode instanceof Element) owned.add(fiber.stateNode);
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
    }
    const all = document.querySelectorAll("*");
    let inDocument = 0;
    for (const element of owned) if (element.isConnected) inDocument++;
    return { owned: inDocument, elements: all.length, roots: roots.size };
  };
}

/**
 * { owned, elements, share } for one route, at 390 px, hydrated and quiet.
 * @param {import("@playwright/test").Browser} browser
 * @param {{ origin: string, route: string }} where
 */
export async function reactOwnedShare(browser, { origin, route }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    await page.route("**/*", (request) =>
      new URL(request.request().url()).origin === origin ? request.continue() : request.abort(),
    );
    await page.addInitScript(installHook);
    await page.goto(origin + route);
    await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    // Two frames for anything an effect mounts after hydration.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    // Defined by the init script before the page's own scripts ran.
    const { owned, elements, roots } = await page.evaluate(() =>
      /** @type {() => OwnedCount} */ (/** @type {HookedWindow} */ (window).__reactOwnedShare)(),
    );
    if (roots === 0) throw new Error(`${route}: React never reported a commit to the stand-in devtools hook`);
    return { owned, elements, share: owned / elements };
  } finally {
    await context.close();
  }
}
