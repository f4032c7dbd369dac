import { render, screen, within } from "@testing-library/react";
import { founder } from "@/content/founder";
import type { Testimonial } from "@/content/testimonials";
import { ClientLogoStrip } from "@/components/sections/shared/client-logos";
import { ActionBand } from "@/components/sections/shared/action-band";
import { ProofQuote } from "@/components/sections/shared/proof-quote";
import { StatisticBand } from "@/components/sections/sales/statistic-band";

const LOGOS = [
  { name: "Harbourside IT", logo: "/clients/harbourside-it.svg" },
  { name: "Pennine Networks", logo: "/clients/pennine-networks.png" },
];

describe("ClientLogoStrip", () => {
  it("is left out when the owner lists no logos", () => {
    const { container } = render(<ClientLogoStrip logos={[]} label="Our clients" headingId="clients" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows each logo in the owner's order, named by its client, under its label", () => {
    render(<ClientLogoStrip logos={LOGOS} label="Our clients" headingId="clients" />);
    const strip = screen.getByRole("region", { name: "Our clients" });
    const logos = within(strip).getAllByRole("img");
    expect(logos.map((logo) => logo.getAttribute("alt"))).toEqual(["Harbourside IT", "Pennine Networks"]);
    expect(logos[0]).toHaveAttribute("src", "/clients/harbourside-it.svg");
    // Every logo reserves its box before it loads, so the strip never shifts.
    for (const logo of logos) {
      expect(logo).toHaveAttribute("width");
      expect(logo).toHaveAttribute("height");
    }
  });
});

const client: Testimonial = {
  id: "mspDirector",
  quote: "They organised everything.",
  name: "Daniel Mercer",
  role: "Managing Director",
  company: "Harbourside IT",
  // No build's image step has this file, so its address stays as given.
  photo: "/people/unit-test-client.jpg",
  photoAlt: "Photo of Daniel Mercer",
};

describe("ProofQuote", () => {
  it("puts the client's face, name, role and company under their words", () => {
    render(<ProofQuote testimonial={client} />);
    const quote = screen.getByRole("figure");
    expect(within(quote).getByRole("blockquote")).toHaveTextContent("They organised everything.");
    expect(within(quote).getByRole("img", { name: "Photo of Daniel Mercer" })).toHaveAttribute(
      "src",
      "/people/unit-test-client.jpg",
    );
    expect(quote).toHaveTextContent("Managing Director, Harbourside IT");
  });

  it("shows the client's initials, hidden from screen readers, when there is no photo", () => {
    render(<ProofQuote testimonial={{ ...client, photo: "" }} />);
    const quote = screen.getByRole("figure");
    expect(within(quote).queryByRole("img")).toBeNull();
    expect(within(quote).getByText("DM")).toHaveAttribute("aria-hidden", "true");
  });
});

describe("StatisticBand", () => {
  const figure = {
    kind: "statistic" as const,
    id: "roi",
    value: { text: "72%" },
    label: "ROI improvement",
    detail: "Clients on camera sell.",
  };

  it("cites each figure's source, linked in a new tab when it has an address, and cites none without one", () => {
    render(
      <StatisticBand
        id="stats"
        heading="The Numbers"
        items={[
          { ...figure, source: { citation: "Video in B2B, 2025", url: "https://www.videoinb2b.co.uk/2025" } },
          { ...figure, id: "own", source: { citation: "Our client survey, 2025", url: "" } },
          { ...figure, id: "none", source: { citation: " ", url: "" } },
        ]}
      />,
    );
    const [linked, unlinked, unsourced] = screen.getAllByRole("listitem");
    const link = within(linked!).getByRole("link", { name: /Video in B2B, 2025/ });
    expect(link).toHaveAttribute("href", "https://www.videoinb2b.co.uk/2025");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.closest("cite")).not.toBeNull();
    expect(unlinked).toHaveTextContent("Source: Our client survey, 2025");
    expect(within(unlinked!).queryByRole("link")).toBeNull();
    expect(unsourced).not.toHaveTextContent("Source:");
  });

  it("shows a figure from the studio's films in the same slot, linked to the film's page, and no source", () => {
    const proof = {
      kind: "proof" as const,
      id: "roi",
      value: { text: "20 minutes" },
      label: "of a client's time makes a testimonial",
      detail: "A relaxed remote interview.",
    };
    render(
      <StatisticBand
        id="stats"
        heading="The Numbers"
        items={[
          { ...proof, film: { title: "Client Story: From Firefighting", path: "/work/client-story/" } },
          { ...proof, id: "unfilmed", film: undefined },
        ]}
      />,
    );
    const [filmed, unfilmed] = screen.getAllByRole("listitem");
    expect(filmed).toHaveAttribute("data-figure", "proof");
    expect(filmed).toHaveTextContent("20 minutes");
    expect(filmed).toHaveTextContent("Watch the film: Client Story: From Firefighting");
    expect(filmed).not.toHaveTextContent("Source:");
    const link = within(filmed!).getByRole("link", { name: "Client Story: From Firefighting" });
    // next/link in the test renderer drops the trailing slash the export's config adds.
    expect(link.getAttribute("href")?.replace(/\/$/, "")).toBe("/work/client-story");
    expect(link).not.toHaveAttribute("target");
    // With no film page in the build, the studio's figure stands alone.
    expect(within(unfilmed!).queryByRole("link")).toBeNull();
    expect(unfilmed).toHaveTextContent("20 minutes");
  });
});

describe("ActionBand", () => {
  const copy = {
    heading: "Ready to Talk?",
    lead: "Half an hour, no pitch.",
    actions: [
      { label: "Book a 30-Minute Call", href: "/30-minute-meeting/" },
      { label: "See our prices", href: "/pricing/" },
    ],
    host: "Your call is with",
  };

  it("closes a page with its words, its buttons in order and the founder's face and name", () => {
    render(<ActionBand {...copy} variant="closing" headingId="closing" />);
    const band = screen.getByRole("region", { name: "Ready to Talk?" });
    expect(band).toHaveAttribute("data-variant", "closing");
    expect(
      within(band)
        .getAllByRole("link")
        // next/link in the test renderer drops the trailing slash the export's config adds.
        .map((link) => [link.textContent, link.getAttribute("href")?.replace(/\/$/, "")]),
    ).toEqual([
      ["Book a 30-Minute Call", "/30-minute-meeting"],
      ["See our prices", "/pricing"],
    ]);
    const host = within(band).getByRole("figure");
    expect(within(host).getByRole("img", { name: founder.portraitAlt })).toBeInTheDocument();
    expect(host).toHaveTextContent(`Your call is with${founder.name}`);
  });

  it("pauses mid-page on a light card without a face", () => {
    render(<ActionBand {...copy} host={undefined} variant="inline" headingId="inline" />);
    const band = screen.getByRole("region", { name: "Ready to Talk?" });
    expect(band).toHaveAttribute("data-variant", "inline");
    expect(within(band).queryByRole("img")).toBeNull();
    expect(within(band).getAllByRole("link")).toHaveLength(2);
  });
});
