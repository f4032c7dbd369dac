import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { VideoCard } from "@/components/video/video-card";
import { VideoPlayerProvider } from "@/components/video/video-player";

describe("VideoCard with VideoPlayerProvider", () => {
  it("loads no player until a card is clicked, then opens one autoplaying cookie-free embed", async () => {
    const { container } = render(
      <VideoPlayerProvider>
        <VideoCard video={{ videoId: "u8jzPde0Igx", title: "Co-Managed IT" }}>An explainer.</VideoCard>
        <VideoCard video={{ videoId: "Ld6GncfBAep", title: "First 30 Days" }}>A walkthrough.</VideoCard>
      </VideoPlayerProvider>,
    );
    expect(document.querySelector("iframe")).toBeNull();
    expect(container).toHaveTextContent("An explainer.");

    await userEvent.click(screen.getByRole("button", { name: "Play video: First 30 Days" }));
    const dialog = await screen.findByRole("dialog", { name: "First 30 Days" });
    expect(dialog.querySelector("iframe")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/Ld6GncfBAep?autoplay=1",
    );
    expect(document.querySelectorAll("iframe")).toHaveLength(1);
  });

  it("removes the player, stopping the video, and refocuses the card when closed", async () => {
    render(
      <VideoPlayerProvider>
        <VideoCard video={{ videoId: "u8jzPde0Igx", title: "Co-Managed IT" }}>An explainer.</VideoCard>
      </VideoPlayerProvider>,
    );
    const card = screen.getByRole("button", { name: "Play video: Co-Managed IT" });
    await userEvent.click(card);
    await userEvent.click(await screen.findByRole("button", { name: "Close video" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.querySelector("iframe")).toBeNull();
    expect(card).toHaveFocus();
  });

  it("throws when a card is used outside a provider", () => {
    // React logs the error it rethrows; keep the test output clean.
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(() =>
        render(<VideoCard video={{ videoId: "u8jzPde0Igx", title: "Lonely" }}>No provider.</VideoCard>),
      ).toThrow(/VideoPlayerProvider/);
    } finally {
      spy.mockRestore();
    }
  });
});
