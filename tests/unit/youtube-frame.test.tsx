import { act, fireEvent, render, screen } from "@testing-library/react";
import { track } from "@/components/analytics/track";
import { FRAME_LOADED_ATTRIBUTE } from "@/components/head-scripts/page-marks";
import { YouTubeFrame } from "@/components/video/youtube-frame";
import { FilmPlayer } from "@/components/video/film-player";
import { PagePlayerWatch } from "@/components/video/page-player-watch";
import { PLAYER_ORIGIN } from "@/lib/youtube";

jest.mock("@/components/analytics/track", () => ({ track: jest.fn() }));
const trackSpy = jest.mocked(track);

const labels = {
  unavailable: "The player couldn't load here.",
  watchOnYouTube: "Watch on YouTube",
  newTab: "(opens in a new tab)",
};
const still = { src: "/film-stills/a-film-0123456789-800.webp" };

function frame(): HTMLIFrameElement {
  const element = document.querySelector("iframe");
  if (!element) throw new Error("no player frame");
  return element;
}

/** The player answering on its message channel, as YouTube's does once it is ready. */
function answer(from: Window | null = frame().contentWindow) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent("message", { origin: PLAYER_ORIGIN, source: from, data: '{"event":"onReady"}' }),
    );
  });
}

describe("YouTubeFrame", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderFrame = () =>
    render(
      <YouTubeFrame
        videoId="u8jzPde0Igx"
        title="A Film"
        frameTitle="A Film (video player)"
        still={still}
        labels={labels}
      />,
    );

  it("opens the player's message channel once its frame has loaded, and keeps a player that answers", () => {
    renderFrame();
    const say = jest.spyOn(frame().contentWindow!, "postMessage");
    fireEvent.load(frame());
    expect(say).toHaveBeenCalledWith('{"event":"listening","id":1,"channel":"widget"}', PLAYER_ORIGIN);
    answer();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole("status")).toBeNull();
    expect(frame()).toBeVisible();
  });

  it("covers a player that never answers with the film's still and a link to YouTube, until it does", () => {
    renderFrame();
    fireEvent.load(frame());
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.queryByRole("status")).toBeNull();
    act(() => jest.advanceTimersByTime(1_500));
    expect(screen.getByRole("status")).toHaveTextContent("The player couldn't load here.");
    const link = screen.getByRole("link", { name: /Watch on YouTube/ });
    expect(link).toHaveAttribute("href", "https://www.youtube.com/watch?v=u8jzPde0Igx");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(document.querySelector(`img[src="${still.src}"]`)).not.toBeNull();
    // Another window's word is not the player's.
    answer(window);
    expect(screen.queryByRole("status")).not.toBeNull();
    // A late answer takes the cover away.
    answer();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("gives up on a frame that never even loads", () => {
    renderFrame();
    act(() => jest.advanceTimersByTime(15_000));
    expect(screen.getByRole("link", { name: /Watch on YouTube/ })).toBeInTheDocument();
  });

  it("offers YouTube at once when the browser is offline", () => {
    const online = jest.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      renderFrame();
      expect(screen.getByRole("status")).toBeInTheDocument();
    } finally {
      online.mockRestore();
    }
  });
});

describe("FilmPlayer", () => {
  it("shows the still and contacts no one until play, then puts the player in its place and focus on it", () => {
    render(
      <FilmPlayer
        videoId="u8jzPde0Igx"
        title="A Film"
        still={still}
        labels={{
          ...labels,
          play: "Play video: A Film",
          region: "A Film: video player",
          frameTitle: "A Film (video player)",
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={still.src} alt="" />
      </FilmPlayer>,
    );
    expect(document.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Play video: A Film" }));
    expect(frame().src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/u8jzPde0Igx\?autoplay=1&/);
    expect(screen.getByRole("region", { name: "A Film: video player" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Play video: A Film" })).toBeNull();
  });
});

describe("PagePlayerWatch (a film page's player, in the page's HTML)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.replaceChildren();
    trackSpy.mockClear();
  });

  const LISTENING = '{"event":"listening","id":1,"channel":"widget"}';

  /** The frame as the page's HTML carries it, there before the island hydrates; marked if it has loaded. */
  function staticFrame({ loaded }: { loaded: boolean }): HTMLIFrameElement {
    const element = document.createElement("iframe");
    element.id = "film-player";
    document.body.append(element);
    // jsdom loads an empty frame as it is added; only the frame-load script's mark says it loaded.
    element.toggleAttribute(FRAME_LOADED_ATTRIBUTE, loaded);
    return element;
  }

  const renderWatch = () =>
    render(
      <PagePlayerWatch
        frameId="film-player"
        videoId="u8jzPde0Igx"
        title="A Film"
        still={still}
        labels={labels}
      />,
    );

  it("says it is listening at once to a frame that loaded before it hydrated", () => {
    const element = staticFrame({ loaded: true });
    const say = jest.spyOn(element.contentWindow!, "postMessage");
    renderWatch();
    expect(say).toHaveBeenCalledWith(LISTENING, PLAYER_ORIGIN);
  });

  it("waits for a frame still loading, then listens", () => {
    const element = staticFrame({ loaded: false });
    const say = jest.spyOn(element.contentWindow!, "postMessage");
    renderWatch();
    act(() => jest.advanceTimersByTime(2_000));
    expect(say).not.toHaveBeenCalled();
    fireEvent.load(element);
    expect(say).toHaveBeenCalledWith(LISTENING, PLAYER_ORIGIN);
  });

  it("covers a player that never answers with the still and a link to YouTube, until it does", () => {
    staticFrame({ loaded: true });
    const { container } = renderWatch();
    expect(container.querySelector('[data-player-state="waiting"]')).not.toBeNull();
    act(() => jest.advanceTimersByTime(4_500));
    expect(screen.getByRole("status")).toHaveTextContent("The player couldn't load here.");
    expect(screen.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=u8jzPde0Igx",
    );
    expect(document.querySelector(`img[src="${still.src}"]`)).not.toBeNull();
    answer();
    expect(screen.queryByRole("status")).toBeNull();
    expect(container.querySelector('[data-player-state="answered"]')).not.toBeNull();
  });

  it("reports the first play the player tells of, once", () => {
    staticFrame({ loaded: true });
    renderWatch();
    answer();
    expect(trackSpy).not.toHaveBeenCalled();
    const playing = '{"event":"onStateChange","info":1}';
    for (let press = 0; press < 2; press += 1) {
      act(() => {
        window.dispatchEvent(
          new MessageEvent("message", {
            origin: PLAYER_ORIGIN,
            source: frame().contentWindow,
            data: playing,
          }),
        );
      });
    }
    expect(trackSpy).toHaveBeenCalledTimes(1);
    expect(trackSpy).toHaveBeenCalledWith("Video Played", { video: "A Film" });
  });
});
