import { fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { films, type Film } from "@/content/films";
import { FilmCaseStudy } from "@/components/sections/watch/film-case-study";
import { FilmCredits } from "@/components/sections/watch/film-credits";
import { FilmQuote } from "@/components/sections/watch/film-quote";
import { WatchHero } from "@/components/sections/watch/watch-hero";

/*
 * A film's own page, as its sections render from the owner's facts: the player in the page's HTML
 * or, by the owner's choice, only once pressed; the case study's headed parts, each only where given.
 */

const template = films.find((film) => film.key === "northbridgeTestimonial")!;

/** The film as an owner with an id, a running time and a full case study gives it. */
const caseFilm: Film = {
  ...template,
  videoId: "8DwkNhFdnXs",
  uploadDate: "2024-10-28",
  duration: "2:14",
  client: "Northbridge IT",
  summary: ["What the film is about."],
  brief: ["What the client needed."],
  approach: ["How the film was made.", "And how it was cut."],
  result: { figure: "3 weeks", label: "for a new client to settle, down from six" },
  quote: { text: "I said it as I would to a friend.", name: "Joanna Pike", role: "Operations Director" },
  credits: [
    { role: "Director", name: "Hannah Cole" },
    { role: "Edit", name: "Tom Asante" },
  ],
  transcript: ["When a new client signed with us…"],
};

/** The same film with nothing of the owner's beyond its id and day. */
const bareFilm: Film = {
  ...template,
  videoId: "8DwkNhFdnXs",
  uploadDate: "2024-10-28",
};

describe("a film page's hero", () => {
  it("carries the cookie-free player in its HTML, not playing, over the still, and the running time as m:ss", () => {
    // The page's HTML as the server writes it (its inline script is the server's to write).
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<WatchHero film={caseFilm} still={undefined} player="in-page" />);
    const frame = container.querySelector("iframe")!;
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/8DwkNhFdnXs?enablejsapi=1");
    expect(frame).toHaveAttribute("title", `${caseFilm.title} (video player)`);
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame.getAttribute("allow")).not.toContain("autoplay");
    // The frame-load script comes before the frame, so it cannot miss the frame's load.
    expect(frame.previousElementSibling?.tagName).toBe("SCRIPT");
    expect(screen.queryByRole("button", { name: /^Play video/ })).toBeNull();
    const time = container.querySelector("time[datetime='PT2M14S']");
    expect(time).toHaveTextContent(/^2:14$/);
    expect(screen.getByText("Northbridge IT")).toBeInTheDocument();
    container.remove();
  });

  it("keeps the still until play when the owner chose it, then starts the player, autoplaying", () => {
    const { container } = render(<WatchHero film={caseFilm} still={undefined} player="on-press" />);
    expect(container.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: `Play video: ${caseFilm.title}` }));
    expect(container.querySelector("iframe")?.getAttribute("src")).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/8DwkNhFdnXs\?autoplay=1&enablejsapi=1&origin=/,
    );
  });

  it("has no player at all for a film still to come", () => {
    const { container } = render(<WatchHero film={template} still={undefined} player="in-page" />);
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByText("Coming soon")).toBeInTheDocument();
  });
});

describe("a film page's case study", () => {
  it("tells the brief, the approach and the result as headed sections, the figure big", () => {
    render(<FilmCaseStudy film={caseFilm} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "About the film",
      "The brief",
      "Our approach",
      "The result",
    ]);
    expect(screen.getByText("How the film was made.")).toBeInTheDocument();
    expect(screen.getByText("3 weeks")).toHaveClass("font-display");
    expect(screen.getByText("for a new client to settle, down from six")).toBeInTheDocument();
  });

  it("gives the client's quote with their name and role, and their initials without a photo", () => {
    render(<FilmQuote film={caseFilm} />);
    const region = screen.getByRole("region", { name: "In the client's words" });
    expect(
      within(region).getByText("I said it as I would to a friend.").closest("blockquote"),
    ).not.toBeNull();
    expect(within(region).getByText("Joanna Pike")).toBeInTheDocument();
    expect(within(region).getByText("Operations Director")).toBeInTheDocument();
    expect(within(region).getByText("JP")).toBeInTheDocument();
  });

  it("shows the client's photo when the owner gives one", () => {
    const withPhoto = { ...caseFilm, quote: { ...caseFilm.quote!, photo: "/people/joanna-pike.jpg" } };
    render(<FilmQuote film={withPhoto} />);
    expect(screen.getByRole("img", { name: "Photo of Joanna Pike" })).toHaveAttribute(
      "src",
      "/people/joanna-pike.jpg",
    );
  });

  it("lists the credits role by role, and keeps the transcript behind its control", () => {
    render(<FilmCredits film={caseFilm} />);
    expect(screen.getByRole("heading", { name: "Credits" })).toBeInTheDocument();
    expect(screen.getByText("Director").nextElementSibling).toHaveTextContent("Hannah Cole");
    expect(screen.getByRole("heading", { name: "Transcript" })).toBeInTheDocument();
    const details = screen.getByText("Read the transcript").closest("details")!;
    expect(details).not.toHaveAttribute("open");
    expect(within(details).getByText("When a new client signed with us…")).toBeInTheDocument();
  });

  it("shows only the parts the owner gave: a summary alone is a page about the film, nothing is nothing", () => {
    const summaryOnly = { ...bareFilm, summary: ["Six founders on the next five years."] };
    const { container, rerender } = render(<FilmCaseStudy film={summaryOnly} />);
    expect(screen.getAllByRole("heading").map((heading) => heading.textContent)).toEqual(["About the film"]);
    rerender(<FilmCaseStudy film={bareFilm} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<FilmQuote film={bareFilm} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<FilmCredits film={bareFilm} />);
    expect(container).toBeEmptyDOMElement();
  });
});
