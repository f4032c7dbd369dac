import type { Frame, Page } from "@playwright/test";

/** Every address of YouTube's privacy-enhanced player. */
export const PLAYER = /^https:\/\/www\.youtube-nocookie\.com\/embed\//;

type StandInOptions = {
  /** A press on the stand-in's button reports the film playing, as the real player's state change does. */
  playsOnPress?: boolean;
  /** Ready only once the test says so (`answerNow`), as a player on a slow connection is. */
  readyWhenTold?: boolean;
};

/**
 * Stands in for YouTube's player: a page that, like the real one (with `enablejsapi=1`), answers
 * the site's "listening" message on its channel once it is ready: at once, or with
 * `readyWhenTold` when the test calls `answerNow`, answering then a page it has heard from. With
 * `playsOnPress` a press on its button reports the film playing there. Returns the player
 * addresses asked for.
 */
export async function standInForPlayer(
  page: Page,
  { playsOnPress = false, readyWhenTold = false }: StandInOptions = {},
): Promise<string[]> {
  const requested: string[] = [];
  await page.route(PLAYER, (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>player</title><p>Playing</p>${
        playsOnPress ? '<button type="button" id="play">Play</button>' : ""
      }<script>
        let ready = ${readyWhenTold ? "false" : "true"};
        window.heardListening = false;
        const answer = () => parent.postMessage(JSON.stringify({ event: "onReady", id: 1, channel: "widget" }), "*");
        window.answerNow = () => {
          ready = true;
          if (window.heardListening) answer();
        };
        addEventListener("message", (event) => {
          if (!String(event.data).includes('"listening"')) return;
          window.heardListening = true;
          if (ready) answer();
        });
        document.getElementById("play")?.addEventListener("click", () =>
          parent.postMessage(JSON.stringify({ event: "onStateChange", info: 1, id: 1, channel: "widget" }), "*"),
        );
      </script>`,
    });
  });
  return requested;
}

/** The stand-in player's frame on the page, once it has loaded. */
function standInFrame(page: Page): Frame | undefined {
  return page.frames().find((frame) => PLAYER.test(frame.url()));
}

/** Whether the stand-in has heard the page say it listens. */
export async function standInHeardListening(page: Page): Promise<boolean> {
  return (
    (await standInFrame(page)?.evaluate(() => (window as { heardListening?: boolean }).heardListening)) ??
    false
  );
}

/** Makes a `readyWhenTold` stand-in ready: it answers the page that has said it listens. */
export async function answerNow(page: Page): Promise<void> {
  await standInFrame(page)!.evaluate(() => (window as unknown as { answerNow: () => void }).answerNow());
}
