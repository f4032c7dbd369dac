import { act, fireEvent, render, screen } from "@testing-library/react";
import { VideoThumbnail } from "@/components/video/video-thumbnail";

const ALT = "Still from the video “Demo”";

function loadWithSize(img: HTMLElement, width: number, height: number) {
  Object.defineProperty(img, "naturalWidth", { configurable: true, value: width });
  Object.defineProperty(img, "naturalHeight", { configurable: true, value: height });
  fireEvent.load(img);
}

describe("VideoThumbnail", () => {
  it("tries maxres first and keeps it when a real image loads", () => {
    render(<VideoThumbnail videoId="u8jzPde0Igx" alt={ALT} seed="Demo" />);
    const img = screen.getByAltText(ALT);
    expect(img).toHaveAttribute("src", "https://i.ytimg.com/vi/u8jzPde0Igx/maxresdefault.jpg");
    loadWithSize(img, 1280, 720);
    expect(screen.getByAltText(ALT)).toHaveAttribute("data-thumbnail-state", "loaded");
  });

  it("falls back to hqdefault when maxres comes back as the 120×90 placeholder", () => {
    render(<VideoThumbnail videoId="u8jzPde0Igx" alt={ALT} seed="Demo" />);
    loadWithSize(screen.getByAltText(ALT), 120, 90);
    expect(screen.getByAltText(ALT)).toHaveAttribute(
      "src",
      "https://i.ytimg.com/vi/u8jzPde0Igx/hqdefault.jpg",
    );
  });

  it("falls back to hqdefault when maxres fails, then to the designed artwork, which carries no title", () => {
    const { container } = render(<VideoThumbnail videoId="u8jzPde0Igx" alt={ALT} seed="Demo title" />);
    fireEvent.error(screen.getByAltText(ALT));
    const second = screen.getByAltText(ALT);
    expect(second).toHaveAttribute("src", "https://i.ytimg.com/vi/u8jzPde0Igx/hqdefault.jpg");
    fireEvent.error(second);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    const artwork = container.querySelector("[data-thumbnail-fallback]");
    expect(artwork).toBeInTheDocument();
    // The card's heading names the video; the picture does not say it a second time.
    expect(artwork).toHaveTextContent("");
  });

  it("shows the owner's poster with its resized files instead of asking the platform", () => {
    render(
      <VideoThumbnail
        videoId="u8jzPde0Igx"
        src="/owner-images/poster-800.webp"
        srcSet="/owner-images/poster-480.webp 480w, /owner-images/poster-800.webp 800w"
        alt={ALT}
        seed="Demo"
      />,
    );
    const img = screen.getByAltText(ALT);
    expect(img).toHaveAttribute("src", "/owner-images/poster-800.webp");
    expect(img).toHaveAttribute("srcset", expect.stringContaining("480w"));
    expect(img).toHaveAttribute("sizes");
    loadWithSize(img, 800, 450);
    expect(screen.getByAltText(ALT)).toHaveAttribute("data-thumbnail-state", "loaded");
  });

  it("hides the image until it has loaded, so a failing one never shows as broken", () => {
    render(<VideoThumbnail videoId="u8jzPde0Igx" alt={ALT} seed="Demo" />);
    expect(screen.getByAltText(ALT)).toHaveClass("opacity-0");
  });

  describe("on a page with IntersectionObserver", () => {
    let report: (isIntersecting: boolean) => void = () => {};
    let observed: Element[] = [];

    beforeEach(() => {
      observed = [];
      // A stand-in observer: the test says when the observed card comes near the screen.
      class FakeIntersectionObserver {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = (isIntersecting) => callback(observed.map((target) => ({ target, isIntersecting })));
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve(element: Element) {
          observed = observed.filter((target) => target !== element);
        }
        disconnect() {}
      }
      Object.defineProperty(window, "IntersectionObserver", {
        configurable: true,
        value: FakeIntersectionObserver,
      });
    });

    afterEach(() => {
      Reflect.deleteProperty(window, "IntersectionObserver");
    });

    it("creates the image only once the card comes near the screen", () => {
      render(<VideoThumbnail videoId="u8jzPde0Igx" alt={ALT} seed="Demo" />);
      expect(screen.queryByAltText(ALT)).not.toBeInTheDocument();
      act(() => report(false));
      expect(screen.queryByAltText(ALT)).not.toBeInTheDocument();
      act(() => report(true));
      expect(screen.getByAltText(ALT)).toHaveAttribute(
        "src",
        "https://i.ytimg.com/vi/u8jzPde0Igx/maxresdefault.jpg",
      );
      expect(observed).toEqual([]);
    });
  });
});
