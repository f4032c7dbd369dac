/*
 * The WebKit run's browser: a bare WebKitGTK window (no toolbar), run by gjs (GNOME's JavaScript
 * runtime) and started by WebKitGTK's WebDriver, which drives it through WebKit's automation
 * session as it would MiniBrowser. MiniBrowser will not do for three reasons: its toolbar keeps
 * its window 447 px wide at least (no phone widths) and takes 38 px of its height; in automation
 * mode its pages are private, and WebKit writes no console message of a private page anywhere a
 * test can read; and it has no way to add a script before the page's own.
 *
 *   gjs -m bare-browser.mjs --proxy=http://127.0.0.1:PORT --after-load=8000,10000
 *
 * --proxy: every request for a host other than this machine goes there (tests/e2e/webkit/
 * refusing-proxy.ts refuses and records them), so nothing the page asks for reaches the network.
 * --after-load: the times after each page's load event (ms) a check may wait for; see
 * `watchPage`.
 */
import Gtk from "gi://Gtk?version=3.0";
import WebKit2 from "gi://WebKit2?version=4.1";
import System from "system";

Gtk.init(null);

/** The hosts the page may reach directly: this machine, where the export is served. */
const LOCAL_HOSTS = ["localhost", "127.0.0.1", "::1"];

const options = Object.fromEntries(
  System.programArgs.map((argument) => {
    const [name, value = ""] = argument.replace(/^--/, "").split("=");
    return [name, value];
  }),
);
if (!options.proxy) throw new Error("bare-browser: --proxy=<url> is required");
const afterLoad = (options["after-load"] ?? "").split(",").filter(Boolean).map(Number);

/**
 * Runs in every page before the page's own scripts (a user script: the page's content security
 * policy does not apply to it). It keeps what a console would show as an error (uncaught
 * exceptions, unhandled rejections, console.error, content security policy violations) in
 * `__webkitRun.errors`; and, from the load event, it starts one timer per `afterLoad` time, each
 * settling `__webkitRun.afterLoad(ms)` (and making `__webkitRun.passed(ms)` true). A check that
 * something happens within that time of the load races it against that promise: both are tasks
 * of the page's own event loop, so a busy machine delays them alike, and nothing reads a clock.
 */
function watchPage(afterLoadTimes) {
  const errors = [];
  const deadlines = new Map(afterLoadTimes.map((ms) => [ms, Promise.withResolvers()]));
  const passed = new Set();
  Object.defineProperty(window, "__webkitRun", {
    value: {
      errors,
      afterLoad(ms) {
        const deadline = deadlines.get(ms);
        if (!deadline) throw new Error(`no timer ${ms} ms after load: start the browser with it`);
        return deadline.promise;
      },
      passed: (ms) => passed.has(ms),
    },
  });
  window.addEventListener("load", () => {
    for (const [ms, { resolve }] of deadlines) {
      setTimeout(() => {
        passed.add(ms);
        resolve();
      }, ms);
    }
  });
  window.addEventListener("error", (event) => {
    // A resource that failed to load fires a plain Event (and only on its element); an uncaught
    // exception fires an ErrorEvent at the window.
    if (event instanceof ErrorEvent) {
      errors.push(`uncaught ${event.message}${event.filename ? ` (${event.filename}:${event.lineno})` : ""}`);
    }
  });
  window.addEventListener("unhandledrejection", (event) => {
    errors.push(
      `unhandled rejection: ${event.reason instanceof Error ? event.reason.message : event.reason}`,
    );
  });
  document.addEventListener("securitypolicyviolation", (event) => {
    errors.push(`content security policy: ${event.effectiveDirective} refused ${event.blockedURI}`);
  });
  const consoleError = console.error;
  console.error = function (...args) {
    errors.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(" "));
    return consoleError.apply(this, args);
  };
}

const dataManager = WebKit2.WebsiteDataManager.new_ephemeral();
dataManager.set_network_proxy_settings(
  WebKit2.NetworkProxyMode.CUSTOM,
  WebKit2.NetworkProxySettings.new(options.proxy, LOCAL_HOSTS),
);
const context = WebKit2.WebContext.new_with_website_data_manager(dataManager);
context.set_automation_allowed(true);

const userContent = new WebKit2.UserContentManager();
userContent.add_script(
  WebKit2.UserScript.new(
    `(${watchPage})(${JSON.stringify(afterLoad)});`,
    WebKit2.UserContentInjectedFrames.TOP_FRAME,
    WebKit2.UserScriptInjectionTime.START,
    null,
    null,
  ),
);
const settings = new WebKit2.Settings({ enable_dns_prefetching: false });

/** A window holding nothing but a page: its viewport is the window's whole size. */
function newWindow() {
  const view = new WebKit2.WebView({
    web_context: context,
    settings,
    user_content_manager: userContent,
    is_controlled_by_automation: true,
  });
  const window = new Gtk.Window();
  window.set_default_size(1280, 800);
  window.add(view);
  view.connect("close", () => window.destroy());
  window.show_all();
  return view;
}

context.connect("automation-started", (_context, session) => {
  const info = new WebKit2.ApplicationInfo();
  info.set_name("bare-browser");
  info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version());
  session.set_application_info(info);
  session.connect("create-web-view", () => newWindow());
});

Gtk.main();
