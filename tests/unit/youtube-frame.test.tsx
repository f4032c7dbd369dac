import { act, fireEvent, render, screen } from "@testing-library/react";
import { track } from "@/components/analytics/track";
import { FRAME_LOADED_ATTRIBUTE, PLAYER_UNANSWERED_ATTRIBUTE } from "@/components/head-scripts/page-marks";
import { YouTubeFrame } from "@/components/video/youtube-frame";
import { FilmPlayer } from "@/components/video/film-player";
import { PagePlayerWatch } from "@/components/video/page-player-watch";
import { PLAYER_ANSWER_MS } from "@/components/video/player-answer";
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

  it("keeps the frame out of sight over the film's still until the player answers, then shows it", () => {
    renderFrame();
    // Before anything has loaded: the still is what the visitor sees, the frame is hidden.
    expect(document.querySelector(`img[src="${still.src}"]`)).not.toBeNull();
    // (jsdom has no style sheet: the class is what hides it, the browser test sees it hidden.)
    expect(frame()).toHaveClass("invisible");
    const say = jest.spyOn(frame().contentWindow!, "postMessage");
    fireEvent.load(frame());
    expect(say).toHaveBeenCalledWith('{"event":"listening","id":1,"channel":"widget"}', PLAYER_ORIGIN);
    expect(frame()).toHaveClass("invisible");
    answer();
    expect(frame()).not.toHaveClass("invisible");
    expect(document.querySelector(`img[src="${still.src}"]`)).toBeNull();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("gives way to the film's still and a link to YouTube the answer time after insertion, loaded or not, until a late answer", () => {
    // No load event at all: WebKit fires none for a frame it cannot reach.
    renderFrame();
    act(() => jest.advanceTimersByTime(PLAYER_ANSWER_MS - 1));
    expect(screen.queryByRole("status")).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toHaveTextContent("The player couldn't load here.");
    const link = screen.getByRole("link", { name: /Watch on YouTube/ });
    expect(link).toHaveAttribute("href", "https://www.youtube.com/watch?v=u8jzPde0Igx");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(document.querySelector(`img[src="${still.src}"]`)).not.toBeNull();
    expect(frame()).toHaveClass("invisible");
    // Another window's word is not the player's.
    answer(window);
    expect(screen.queryByRole("status")).not.toBeNull();
    // A late answer takes the cover away and shows the player.
    answer();
    expect(screen.queryByRole("status")).toBeNull();
    expect(frame()).not.toHaveClass("invisible");
  });

  it("does not wait longer for a frame that loads late: the answer time runs from insertion", () => {
    renderFrame();
    act(() => jest.advanceTimersByTime(PLAYER_ANSWER_MS - 1_000));
    fireEvent.load(frame());
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole("status")).toBeInTheDocument();
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

  it("covers a player that never answers, the answer time after hydration, with the still and a link to YouTube, until it does", () => {
    // Not loaded, and never: WebKit fires no load for a frame it cannot reach.
    staticFrame({ loaded: false });
    const { container } = renderWatch();
    expect(container.querySelector('[data-player-state="waiting"]')).not.toBeNull();
    act(() => jest.advanceTimersByTime(PLAYER_ANSWER_MS - 1));
    expect(screen.queryByRole("status")).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toHaveTextContent("The player couldn't load here.");
    expect(screen.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=u8jzPde0Igx",
    );
    expect(document.querySelector(`img[src="${still.src}"]`)).not.toBeNull();
    expect(document.documentElement).toHaveAttribute(PLAYER_UNANSWERED_ATTRIBUTE);
    answer();
    expect(screen.queryByRole("status")).toBeNull();
    expect(container.querySelector('[data-player-state="answered"]')).not.toBeNull();
  });

  it("keeps <html> marked, so the frame stays out of sight, until the player answers, and unmarks it when it goes", () => {
    staticFrame({ loaded: true });
    // A client-side navigation to the page: no inline script has marked <html>; the island does.
    expect(document.documentElement).not.toHaveAttribute(PLAYER_UNANSWERED_ATTRIBUTE);
    const { unmount } = renderWatch();
    expect(document.documentElement).toHaveAttribute(PLAYER_UNANSWERED_ATTRIBUTE);
    answer();
    expect(document.documentElement).not.toHaveAttribute(PLAYER_UNANSWERED_ATTRIBUTE);
    unmount();
    document.documentElement.setAttribute(PLAYER_UNANSWERED_ATTRIBUTE, "");
    const second = renderWatch();
    second.unmount();
    expect(document.documentElement).not.toHaveAttribute(PLAYER_UNANSWERED_ATTRIBUTE);
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
