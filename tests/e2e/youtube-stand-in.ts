import type { Page } from "@playwright/test";

/** Every address of YouTube's privacy-enhanced player. */
export const PLAYER = /^https:\/\/www\.youtube-nocookie\.com\/embed\//;

/**
 * Stands in for YouTube's player: a page that, like the real one (with `enablejsapi=1`), answers
 * the site's "listening" message on its channel, and with `playsOnPress` a press on its button
 * reports the film playing there, as the real player's state change does. Returns the player
 * addresses asked for.
 */
export async function standInForPlayer(page: Page, { playsOnPress = false } = {}): Promise<string[]> {
  const requested: string[] = [];
  await page.route(PLAYER, (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>player</title><p>Playing</p>${
        playsOnPress ? '<button type="button" id="play">Play</button>' : ""
      }<script>
        addEventListener("message", (event) => {
          if (String(event.data).includes('"listening"'))
            parent.postMessage(JSON.stringify({ event: "onReady", id: 1, channel: "widget" }), "*");
        });
        document.getElementById("play")?.addEventListener("click", () =>
          parent.postMessage(JSON.stringify({ event: "onStateChange", info: 1, id: 1, channel: "widget" }), "*"),
        );
      </script>`,
    });
  });
  return requested;
}
