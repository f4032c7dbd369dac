import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { VideoCard } from "@/components/video/video-card";
import { VideoPlayerProvider } from "@/components/video/video-player";
import { filmFor } from "@/content/films";

jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  useRouter: () => ({ prefetch: jest.fn() }),
}));

const coManaged = { film: "coManagedExplainer", videoId: "u8jzPde0Igx", title: "Co-Managed IT" } as const;
const firstDays = { film: "onboardingExplainer", videoId: "Ld6GncfBAep", title: "First 30 Days" } as const;

describe("VideoCard with VideoPlayerProvider", () => {
  it("loads no player until a card's still is pressed, then opens one autoplaying cookie-free embed", async () => {
    const { container } = render(
      <VideoPlayerProvider>
        <VideoCard video={coManaged}>An explainer.</VideoCard>
        <VideoCard video={firstDays}>A walkthrough.</VideoCard>
      </VideoPlayerProvider>,
    );
    expect(document.querySelector("iframe")).toBeNull();
    expect(container).toHaveTextContent("An explainer.");

    await userEvent.click(screen.getByRole("button", { name: "Play video: First 30 Days" }));
    const dialog = await screen.findByRole("dialog", { name: "First 30 Days" });
    expect(dialog.querySelector("iframe")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/Ld6GncfBAep?autoplay=1&enablejsapi=1&origin=http%3A%2F%2Flocalhost",
    );
    expect(document.querySelectorAll("iframe")).toHaveLength(1);
  });

  it("links each card's title to its film's page, and the dialog to that page and to YouTube", async () => {
    render(
      <VideoPlayerProvider>
        <VideoCard video={coManaged}>An explainer.</VideoCard>
      </VideoPlayerProvider>,
    );
    const page = filmFor("coManagedExplainer")?.path;
    expect(page).toBe("/work/co-managed-it-explained-in-90-seconds/");
    // (next/link drops the trailing slash outside a build with `trailingSlash`.)
    const onPage = new RegExp(`^${page}?$`);
    expect(screen.getByRole("link", { name: "Co-Managed IT" })).toHaveAttribute(
      "href",
      expect.stringMatching(onPage),
    );

    await userEvent.click(screen.getByRole("button", { name: "Play video: Co-Managed IT" }));
    const dialog = await screen.findByRole("dialog", { name: "Co-Managed IT" });
    const youtube = screen.getByRole("link", { name: /Watch on YouTube/ });
    expect(dialog).toContainElement(youtube);
    expect(youtube).toHaveAttribute("href", "https://www.youtube.com/watch?v=u8jzPde0Igx");
    expect(youtube).toHaveAttribute("target", "_blank");
    expect(youtube).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: /About this film/ })).toHaveAttribute(
      "href",
      expect.stringMatching(onPage),
    );
  });

  it("removes the player, stopping the video, and refocuses the card's play control when closed", async () => {
    render(
      <VideoPlayerProvider>
        <VideoCard video={coManaged}>An explainer.</VideoCard>
      </VideoPlayerProvider>,
    );
    const play = screen.getByRole("button", { name: "Play video: Co-Managed IT" });
    await userEvent.click(play);
    await userEvent.click(await screen.findByRole("button", { name: "Close video" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.querySelector("iframe")).toBeNull();
    expect(play).toHaveFocus();

    // Escape closes it the same way, from the keyboard.
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Co-Managed IT" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(play).toHaveFocus();
  });

  it("gives a film still to come no play control", () => {
    render(
      <VideoPlayerProvider>
        <VideoCard video={{ ...coManaged, videoId: "" }}>An explainer.</VideoCard>
      </VideoPlayerProvider>,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("Coming soon")).toBeInTheDocument();
  });
});
