import { frameLoad } from "@/components/head-scripts/compiled.generated";
import { markFrameLoad } from "@/components/head-scripts/frame-load";
import { headScriptSource } from "@/components/head-scripts/head-script";
import { renderToStaticMarkup } from "react-dom/server";
import { FRAME_LOADED_ATTRIBUTE, PLAYER_UNANSWERED_ATTRIBUTE } from "@/components/head-scripts/page-marks";
import { PagePlayer } from "@/components/video/page-player";

/**
 * A frame in the document, as the film page writes it after the script, not loaded yet (jsdom
 * loads an empty frame the moment it is added; a browser's frame with a src fires no such load).
 */
function addFrame(id: string): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.id = id;
  document.body.append(frame);
  frame.removeAttribute(FRAME_LOADED_ATTRIBUTE);
  return frame;
}

describe("markFrameLoad", () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute(PLAYER_UNANSWERED_ATTRIBUTE);
  });

  it("marks <html> at once, so the frame that follows is out of sight until the player answers", () => {
    markFrameLoad({ frameId: "film-player" });
    expect(document.documentElement).toHaveAttribute(PLAYER_UNANSWERED_ATTRIBUTE);
  });

  it("is the mark the film page's frame is hidden by", () => {
    const html = renderToStaticMarkup(
      <PagePlayer
        videoId="u8jzPde0Igx"
        title="A Film"
        frameTitle="A Film (video player)"
        labels={{ unavailable: "", watchOnYouTube: "", newTab: "" }}
      >
        <span />
      </PagePlayer>,
    );
    const frameClass = html.match(/<iframe [^>]*class="([^"]*)"/)?.[1];
    expect(frameClass?.split(" ")).toContain(`[html[${PLAYER_UNANSWERED_ATTRIBUTE}]_&amp;]:invisible`);
  });

  it("marks the frame named in its config when its load event comes, though the frame came after it", () => {
    markFrameLoad({ frameId: "film-player" });
    const frame = addFrame("film-player");
    expect(frame.hasAttribute(FRAME_LOADED_ATTRIBUTE)).toBe(false);
    frame.dispatchEvent(new Event("load"));
    expect(frame.hasAttribute(FRAME_LOADED_ATTRIBUTE)).toBe(true);
  });

  it("leaves every other element's load alone", () => {
    markFrameLoad({ frameId: "film-player" });
    const other = addFrame("another-frame");
    const image = document.createElement("img");
    document.body.append(image);
    other.dispatchEvent(new Event("load"));
    image.dispatchEvent(new Event("load"));
    expect(document.querySelectorAll(`[${FRAME_LOADED_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it("runs the same compiled, as the page's inline script", () => {
    new Function(headScriptSource(frameLoad, { frameId: "compiled-frame" }))();
    const frame = addFrame("compiled-frame");
    frame.dispatchEvent(new Event("load"));
    expect(frame.hasAttribute(FRAME_LOADED_ATTRIBUTE)).toBe(true);
  });
});
