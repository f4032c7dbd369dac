import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ShowcaseModal } from "@/components/video/showcase-modal";
import type { VideoItem } from "@/content/videos";

const videos: VideoItem[] = [
  { id: "one", videoId: "u8jzPde0Igx", title: "Co-Managed IT", description: "An explainer." },
  { id: "two", videoId: "Ld6GncfBAep", title: "First 30 Days", description: "An onboarding walkthrough." },
  {
    id: "three",
    videoId: "fJBd0Kh8oOO",
    title: "Backup Is Not Continuity",
    description: "A whiteboard explainer.",
    thumbnail: "/artwork/custom.svg",
  },
];

function renderModal(overrides: Partial<React.ComponentProps<typeof ShowcaseModal>> = {}) {
  const onSelect = jest.fn();
  const onOpenChange = jest.fn();
  render(
    <ShowcaseModal
      open
      onOpenChange={onOpenChange}
      title="See Our Work"
      subtitle="A few favourites from the last year."
      videos={videos}
      onSelect={onSelect}
      {...overrides}
    />,
  );
  return { onSelect, onOpenChange };
}

describe("ShowcaseModal", () => {
  it("shows the title, subtitle and one card per video with its title and description", () => {
    renderModal();
    const dialog = screen.getByRole("dialog", { name: "See Our Work" });
    expect(within(dialog).getByText("A few favourites from the last year.")).toBeInTheDocument();
    const cards = within(dialog).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    const second = within(cards[1]!).getByRole("button");
    expect(second).toHaveAccessibleName(expect.stringContaining("First 30 Days"));
    expect(second).toHaveTextContent("An onboarding walkthrough.");
  });

  it("lays the cards out in a grid that reaches three columns", () => {
    renderModal();
    const list = within(screen.getByRole("dialog")).getByRole("list");
    expect(list.className).toContain("lg:grid-cols-3");
  });

  it("defaults each thumbnail to the platform's thumbnail for its videoId, unless one is given", () => {
    renderModal();
    expect(screen.getByAltText("Still from the video “Co-Managed IT”")).toHaveAttribute(
      "src",
      "https://i.ytimg.com/vi/u8jzPde0Igx/maxresdefault.jpg",
    );
    expect(screen.getByAltText("Still from the video “Backup Is Not Continuity”")).toHaveAttribute(
      "src",
      "/artwork/custom.svg",
    );
  });

  it("selects the clicked video and closes itself when a card is clicked", async () => {
    const { onSelect, onOpenChange } = renderModal();
    await userEvent.click(screen.getByRole("button", { name: /First 30 Days/ }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(videos[1]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("links 'View Full Portfolio' to the portfolio page", () => {
    renderModal();
    expect(screen.getByRole("link", { name: "View Full Portfolio" })).toHaveAttribute(
      "href",
      // Outside the Next build (which adds trailingSlash) Link prints the path without its slash.
      expect.stringMatching(/^\/portfolio\/?$/),
    );
  });

  it("asks to close when the close button is pressed", async () => {
    const { onOpenChange, onSelect } = renderModal();
    await userEvent.click(screen.getByRole("button", { name: "Close showcase" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("renders nothing while closed", () => {
    renderModal({ open: false });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
