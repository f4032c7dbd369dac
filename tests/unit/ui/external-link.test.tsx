import { render, screen } from "@testing-library/react";
import { interfaceCopy } from "@/content/interface";
import { ExternalLink } from "@/components/ui/external-link";

describe("ExternalLink", () => {
  it("opens in a new tab without a handle on this page, and says so to screen readers", () => {
    render(<ExternalLink href="https://example.org/">Listen on Spotify</ExternalLink>);
    const link = screen.getByRole("link", { name: `Listen on Spotify ${interfaceCopy.newTabNote}` });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
