import { fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { Link } from "@/components/navigation/link";
import { PrefetchOnIntent } from "@/components/navigation/prefetch-on-intent";

describe("Link", () => {
  it("is a plain anchor: a press loads the page's document, with the caller's attributes and handlers", () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <Link href="/portfolio/" className="pill" aria-current="page" onClick={onClick}>
        Our Work
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Our Work" });
    expect(link.tagName).toBe("A");
    expect(link).toHaveAttribute("href", "/portfolio/");
    expect(link).toHaveClass("pill");
    expect(link).toHaveAttribute("aria-current", "page");
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("renders the same anchor on the server, so a server component can hold it", () => {
    expect(renderToStaticMarkup(<Link href="/contact/">Get in Touch</Link>)).toBe(
      '<a href="/contact/">Get in Touch</a>',
    );
  });
});

describe("PrefetchOnIntent", () => {
  it("asks the browser to fetch a page of this site when its link is pointed at or pressed", () => {
    const { container } = render(<PrefetchOnIntent />);
    const script = container.querySelector('script[type="speculationrules"]');
    expect(JSON.parse(script?.textContent ?? "null")).toEqual({
      prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
    });
  });
});
