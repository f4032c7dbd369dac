import { test as base } from "../fixtures";
import { startHost, type Host, type HostName } from "./hosts";

export { expect } from "../fixtures";

/**
 * The hosting spec's fixture: the worker starts the host its project names (playwright.config.ts
 * runs each host's tests in one worker, so once per run) and points baseURL at it, on top of the
 * shared fixture that blocks every non-local request.
 */
export const test = base.extend<object, { hostName: HostName; host: Host }>({
  hostName: ["npm start", { option: true, scope: "worker" }],
  host: [
    async ({ hostName }, use) => {
      const host = await startHost(hostName);
      await use(host);
      await host.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ host }, use) => use(host.baseURL),
});
