/*
 * A W3C WebDriver client for the few commands the WebKit run uses, over fetch. WebKitGTK's driver
 * (WebKitWebDriver) speaks classic WebDriver only, with no BiDi, so there are no events: the
 * run reads what it needs from the page with scripts, and waits by asking again.
 */

/** How WebDriver marks a DOM element in what a script returns or is given. */
const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";

/** A DOM element of the current page, as the driver names it. */
export type ElementRef = { [ELEMENT_KEY]: string };

/** The keys the run presses, as WebDriver's code points name them. */
export const KEYS = { escape: "\uE00C" } as const;

type Reply = { value: unknown };

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  /** Opens a session on the driver at `driverUrl` with `capabilities` (W3C's alwaysMatch). */
  static async start(driverUrl: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const { sessionId, capabilities: granted } = (await command(driverUrl, "POST", "/session", {
      capabilities: { alwaysMatch: capabilities },
    })) as { sessionId: string; capabilities: Record<string, unknown> };
    return new WebDriverSession(`${driverUrl}/session/${sessionId}`, granted);
  }

  private send(method: "GET" | "POST" | "DELETE", path: string, body?: unknown) {
    return command(this.base, method, path, body);
  }

  /** Loads `url` and returns once its load event has fired (the "normal" page load strategy). */
  async goto(url: string) {
    await this.send("POST", "/url", { url });
  }

  async url(): Promise<string> {
    return (await this.send("GET", "/url")) as string;
  }

  async reload() {
    await this.send("POST", "/refresh", {});
  }

  /** Runs `body` (a function body: `arguments[i]` are the args) in the page; returns its result. */
  async run<Result>(body: string, ...args: unknown[]): Promise<Result> {
    return (await this.send("POST", "/execute/sync", { script: body, args })) as Result;
  }

  /** Runs `body` in the page and returns what it passes to its callback, `arguments[arguments.length - 1]`. */
  async runAsync<Result>(body: string, ...args: unknown[]): Promise<Result> {
    return (await this.send("POST", "/execute/async", { script: body, args })) as Result;
  }

  /** How long an asynchronous script may take before the driver gives up on it. */
  async setScriptTimeout(ms: number) {
    await this.send("POST", "/timeouts", { script: ms });
  }

  /** Clicks `element` as a pointer would: the driver scrolls it into view and checks it can be hit. */
  async click(element: ElementRef) {
    await this.send("POST", `/element/${element[ELEMENT_KEY]}/click`, {});
  }

  /** Focuses `element` and types `text` into it, key by key. */
  async type(element: ElementRef, text: string) {
    await this.send("POST", `/element/${element[ELEMENT_KEY]}/value`, { text });
  }

  /** Presses and releases one key (a `KEYS` value) where focus is. */
  async press(key: string) {
    await this.send("POST", "/actions", {
      actions: [
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value: key },
            { type: "keyUp", value: key },
          ],
        },
      ],
    });
    await this.send("DELETE", "/actions");
  }

  /** Sizes the window; in the run's own browser window the page's viewport is exactly this. */
  async setWindowSize(width: number, height: number) {
    await this.send("POST", "/window/rect", { width, height });
  }

  /** Opens a new window and makes it current; returns the one that was current before. */
  async openWindow(): Promise<string> {
    const previous = (await this.send("GET", "/window")) as string;
    const { handle } = (await this.send("POST", "/window/new", { type: "window" })) as { handle: string };
    await this.send("POST", "/window", { handle });
    return previous;
  }

  /** Closes the current window and makes `handle` current. */
  async closeWindow(handle: string) {
    await this.send("DELETE", "/window");
    await this.send("POST", "/window", { handle });
  }

  async deleteCookies() {
    await this.send("DELETE", "/cookie");
  }

  /** Ends the session; the driver closes its browser. */
  async end() {
    await this.send("DELETE", "");
  }
}

async function command(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = (await response.json()) as Reply;
  if (!response.ok) {
    const { error, message } = value as { error: string; message: string };
    throw new Error(`WebDriver ${method} ${path || "/"}: ${error}: ${message}`);
  }
  return value;
}
