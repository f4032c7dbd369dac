import { FRAME_LOADED_ATTRIBUTE } from "./page-marks";

/*
 * A film's own page carries YouTube's player frame in its HTML, and the frame may finish loading
 * before React hydrates the island that watches it (components/video/page-player-watch.tsx),
 * which would then never hear its load event. This runs just before the frame in the HTML and
 * marks it (data-frame-loaded) when its load event comes, whenever that is; the island reads the
 * mark. A listener on the document in the capture phase hears an element's load, which does not
 * bubble, and cannot miss it, since it is in place before the frame exists.
 */

type FrameLoadWindow = Pick<Window, "document">;

export function markFrameLoad(config: { frameId: string }, win: FrameLoadWindow = window): void {
  win.document.addEventListener(
    "load",
    (event) => {
      const target = event.target as Partial<Element> | null;
      if (target?.id === config.frameId) target.setAttribute?.(FRAME_LOADED_ATTRIBUTE, "");
    },
    true,
  );
}
