import { render, screen } from "@testing-library/react";
import { usePathname } from "next/navigation";
import { NavLink } from "@/components/navigation/nav-link";
import { currentMark, isCurrentPath } from "@/lib/current-path";

jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  usePathname: jest.fn(),
}));

describe("isCurrentPath", () => {
  it("matches with or without the trailing slash, ignoring query and hash", () => {
    expect(isCurrentPath("/portfolio/", "/portfolio/")).toBe(true);
    expect(isCurrentPath("/portfolio", "/portfolio/")).toBe(true);
    expect(isCurrentPath("/portfolio/", "/portfolio/?filter=events")).toBe(true);
    expect(isCurrentPath("/", "/")).toBe(true);
  });

  it("does not match another page, a page's parent or a home-page anchor elsewhere", () => {
    expect(isCurrentPath("/msp-pricing/", "/msp-solutions/")).toBe(false);
    expect(isCurrentPath("/portfolio/", "/")).toBe(false);
    expect(isCurrentPath("/contact/", "/#contact")).toBe(false);
    expect(isCurrentPath(null, "/")).toBe(false);
  });
});

describe("currentMark", () => {
  it("says page on the link to the page itself, with or without the trailing slash", () => {
    expect(currentMark("/portfolio/", "/portfolio/")).toBe("page");
    expect(currentMark("/work/patch-tuesday-the-musical", "/work/patch-tuesday-the-musical/")).toBe("page");
  });

  it("says true on the portfolio's link from a film's page, which it holds", () => {
    expect(currentMark("/work/patch-tuesday-the-musical/", "/portfolio/")).toBe("true");
    expect(currentMark("/work/patch-tuesday-the-musical", "/portfolio")).toBe("true");
  });

  it("says nothing on any other link, nor on the portfolio's from a page outside it", () => {
    expect(currentMark("/work/patch-tuesday-the-musical/", "/")).toBeUndefined();
    expect(currentMark("/work/patch-tuesday-the-musical/", "/#portfolio")).toBeUndefined();
    expect(currentMark("/contact/", "/portfolio/")).toBeUndefined();
    expect(currentMark("/workshop/", "/portfolio/")).toBeUndefined();
    expect(currentMark(null, "/portfolio/")).toBeUndefined();
  });
});

describe("NavLink", () => {
  it.each([
    ["the portfolio", "/portfolio/", "page"],
    ["a film's page, which sits under it", "/work/patch-tuesday-the-musical/", "true"],
  ])("on %s, marks the portfolio's link only", (_where, pathname, mark) => {
    jest.mocked(usePathname).mockReturnValue(pathname);
    render(
      <nav>
        <NavLink href="/portfolio/">Our Work</NavLink>
        <NavLink href="/contact/">Get in Touch</NavLink>
      </nav>,
    );
    expect(screen.getByRole("link", { name: "Our Work" })).toHaveAttribute("aria-current", mark);
    expect(screen.getByRole("link", { name: "Get in Touch" })).not.toHaveAttribute("aria-current");
  });
});
