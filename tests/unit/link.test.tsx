import { fireEvent, render, screen } from "@testing-library/react";
import { Link } from "@/components/navigation/link";

const prefetch = jest.fn();
jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  useRouter: () => ({ prefetch }),
}));

describe("Link", () => {
  beforeEach(() => prefetch.mockClear());

  it("fetches nothing when it is merely on screen", () => {
    render(<Link href="/portfolio/">Our Work</Link>);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("prefetches its page when a visitor points at, touches or tabs to it", () => {
    render(<Link href="/portfolio/">Our Work</Link>);
    const link = screen.getByRole("link", { name: "Our Work" });
    fireEvent.mouseEnter(link);
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    expect(prefetch.mock.calls).toEqual([["/portfolio/"], ["/portfolio/"], ["/portfolio/"]]);
  });

  it("leaves anchors and other sites alone, and still runs the caller's handlers", () => {
    const onFocus = jest.fn();
    render(
      <>
        <Link href="#contact" onFocus={onFocus}>
          Contact
        </Link>
        <Link href="mailto:hello@example.com">Email</Link>
      </>,
    );
    fireEvent.focus(screen.getByRole("link", { name: "Contact" }));
    fireEvent.mouseEnter(screen.getByRole("link", { name: "Email" }));
    expect(prefetch).not.toHaveBeenCalled();
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
