import { FRAME_LOADED_ATTRIBUTE, PLAYER_UNANSWERED_ATTRIBUTE } from "./page-marks";

/*
 * A film's own page carries YouTube's player frame in its HTML. This runs just before the frame in
 * the HTML, and does two things for the island that watches the player
 * (components/video/page-player-watch.tsx), which hydrates later:
 * - it marks <html> (data-player-unanswered) so that the frame stays out of sight under the film's
 *   still from the first paint, until the player answers: a frame that cannot reach YouTube shows
 *   the browser's broken-frame page, which a visitor must never see. Without scripts there is no
 *   mark and the frame shows as it is;
 * - it marks the frame (data-frame-loaded) when its load event comes, whenever that is, since the
 *   frame may load before the island hydrates, which would then never hear the event. A listener
 *   on the document in the capture phase hears an element's load, which does not bubble, and
 *   cannot miss it, since it is in place before the frame exists.
 */

type FrameLoadWindow = Pick<Window, "document">;

export function markFrameLoad(config: { frameId: string }, win: FrameLoadWindow = window): void {
  win.document.documentElement.setAttribute(PLAYER_UNANSWERED_ATTRIBUTE, "");
  win.document.addEventListener(
    "load",
    (event) => {
      const target = event.target as Partial<Element> | null;
      if (target?.id === config.frameId) target.setAttribute?.(FRAME_LOADED_ATTRIBUTE, "");
    },
    true,
  );
}
