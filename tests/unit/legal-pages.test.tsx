import { render, screen, within } from "@testing-library/react";
import { owner } from "@/content/owner";
import { privacyNoticeFor } from "@/content/privacy";
import { termsOfUseFor } from "@/content/terms";
import { updatedLineFor, type LegalOwner } from "@/content/legal-document";
import { LegalArticle } from "@/components/legal/legal-article";
import { ANALYTICS_PROVIDER_NAMES } from "@/lib/analytics/choice";
import { CAMPAIGN_STORAGE_KEY } from "@/lib/analytics/campaign";
import { COUNTRIES, COUNTRY_STORAGE_KEY } from "@/lib/countries";
import { ROUTES } from "@/lib/routes";
import { owner as launched } from "../fixtures/owner-launched";

const [UK, US] = COUNTRIES;

const withAnalytics = (analytics: LegalOwner["analytics"]): LegalOwner => ({ ...owner, analytics });

/** The UK reading of a page: each sentence once (the US variants are hidden by CSS, not in jsdom). */
function ukText(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(".only-us").forEach((node) => node.remove());
  return copy.textContent ?? "";
}

describe("the privacy notice", () => {
  it("says the site uses no analytics while the owner has chosen none", () => {
    const { container } = render(<LegalArticle document={privacyNoticeFor(withAnalytics(null))} />);
    const text = ukText(container);
    expect(text).toContain("This site uses no analytics.");
    for (const name of Object.values(ANALYTICS_PROVIDER_NAMES)) expect(text).not.toContain(name);
  });

  it("names the provider, what it records and when it is contacted once the owner switches one on", () => {
    const { container } = render(
      <LegalArticle document={privacyNoticeFor(withAnalytics(launched.analytics))} />,
    );
    const text = ukText(container);
    expect(text).not.toContain("no analytics");
    expect(text).toContain("We count visits with Plausible Analytics. It is cookieless");
    expect(text).toContain("a video played");
    expect(text).toContain("does not track you across other sites");
    expect(text).toContain("contacted on every page you view");
    // Listed among the services, at the host its reports go to.
    const services = within(container.querySelector("dl")!);
    expect(services.getByText("plausible.io")).toBeInTheDocument();
  });

  it("names a self-hosted provider's own host, and says Cloudflare records page views only", () => {
    const umami = privacyNoticeFor(
      withAnalytics({ provider: "umami", websiteId: "abc", host: "https://stats.example.org/" }),
    );
    const { container, unmount } = render(<LegalArticle document={umami} />);
    expect(ukText(container)).toContain("We count visits with Umami.");
    expect(within(container.querySelector("dl")!).getByText("stats.example.org")).toBeInTheDocument();
    unmount();
    const cloudflare = privacyNoticeFor(withAnalytics({ provider: "cloudflare", token: "t" }));
    const rendered = render(<LegalArticle document={cloudflare} />);
    const text = ukText(rendered.container);
    expect(text).toContain("It records which pages are viewed, with");
    expect(text).not.toContain("named events");
  });

  it("says a film's own page contacts YouTube when it opens, while its player is part of the page", () => {
    for (const details of [
      { ...owner, filmPagePlayer: "in-page" as const },
      { ...owner, filmPagePlayer: undefined },
    ]) {
      const { container, unmount } = render(<LegalArticle document={privacyNoticeFor(details)} />);
      const text = ukText(container);
      expect(text).toContain(
        "YouTube is contacted when you open a film's own page, and elsewhere only when you press play.",
      );
      expect(text).toContain("your browser contacts YouTube when that page opens");
      expect(text).toContain(
        "When you open a film's own page, whose player is part of the page; elsewhere only after you press play.",
      );
      expect(text).not.toContain("YouTube is contacted only when you press play");
      unmount();
    }
  });

  it("says YouTube is contacted only on play when the owner keeps the still on film pages too", () => {
    const { container } = render(
      <LegalArticle document={privacyNoticeFor({ ...owner, filmPagePlayer: "on-press" })} />,
    );
    const text = ukText(container);
    expect(text).toContain("YouTube is contacted only when you press play");
    expect(text).toContain("Only after you press play.");
    expect(text).not.toContain("film's own page");
  });

  it("names every key the site keeps in the browser, and says it sets no cookies", () => {
    const { container } = render(<LegalArticle document={privacyNoticeFor(owner)} />);
    const keys = [...container.querySelectorAll("code")].map((code) => code.textContent);
    expect(keys).toEqual(expect.arrayContaining([COUNTRY_STORAGE_KEY, CAMPAIGN_STORAGE_KEY]));
    expect(ukText(container)).toContain("The site sets no cookies.");
  });

  it("says who runs the site from the owner's details, with the email as a mail link", () => {
    const { container } = render(<LegalArticle document={privacyNoticeFor(launched)} />);
    const text = ukText(container);
    expect(text).toContain(
      "This website is run by Northlight Films Ltd. Registered in England and Wales, company number 11223344.",
    );
    const address = screen.getByRole("group", { name: "Our address" });
    expect(address).toHaveTextContent("14 Wharf Street");
    for (const link of screen.getAllByRole("link", { name: launched.email }))
      expect(link).toHaveAttribute("href", `mailto:${launched.email}`);
    expect(screen.getAllByRole("link", { name: launched.email }).length).toBeGreaterThan(1);
  });

  it("leaves the registration out when the owner has none, and names the brand a company trades as", () => {
    const details = {
      ...launched,
      legal: { ...launched.legal, companyName: "J Smith Media LLP", registration: "" },
    };
    const { container } = render(<LegalArticle document={privacyNoticeFor(details)} />);
    expect(ukText(container)).toContain(
      `This website is run by J Smith Media LLP, trading as ${launched.brand.name}. It decides`,
    );
  });

  it("lists its sections, each linked to its heading", () => {
    render(<LegalArticle document={privacyNoticeFor(owner)} />);
    const contents = screen.getByRole("navigation", { name: "On this page" });
    const links = within(contents).getAllByRole("link");
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      const id = link.getAttribute("href")!.slice(1);
      expect(document.getElementById(id)?.tagName).toBe("H2");
      expect(document.getElementById(id)).toHaveTextContent(link.textContent!);
    }
  });
});

describe("the terms of use", () => {
  it("name the owner's governing law, link the MSP contract terms and say quotes are estimates", () => {
    const details = { ...launched, legal: { ...launched.legal, governingLaw: "the State of New York" } };
    const { container } = render(<LegalArticle document={termsOfUseFor(details)} />);
    const text = ukText(container);
    expect(text).toContain("governed by the law of the State of New York");
    expect(text).toContain("is an estimate. It becomes binding only when we confirm it to you in writing");
    expect(screen.getByRole("link", { name: "MSP pricing page" }).getAttribute("href")).toMatch(
      new RegExp(`^${ROUTES.mspPricing.replace(/\/$/, "")}/?#msp-contract-terms$`),
    );
  });
});

describe("the last updated line", () => {
  it("reads as a date in each country's style", () => {
    expect(updatedLineFor("2026-11-05")(UK!)).toBe("Last updated 5 November 2026");
    expect(updatedLineFor("2026-11-05")(US!)).toBe("Last updated November 5, 2026");
  });

  it("stops the build on a day not written year-month-day, naming the field", () => {
    expect(() => updatedLineFor("26/11/2026")).toThrow(/legal\.updated.*year-month-day/);
    expect(() => updatedLineFor("2026-13-01")).toThrow(/legal\.updated/);
  });
});
