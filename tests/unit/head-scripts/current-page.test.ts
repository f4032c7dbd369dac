import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { markCurrentPage } from "@/components/head-scripts/current-page";
import { CountryProvider } from "@/components/country/country-provider";
import { SiteNav } from "@/components/navigation/site-nav";

/** The desktop bar as the export serves it, and a window at `pathname`. */
function barAt(pathname: string) {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(CountryProvider, null, createElement(SiteNav)),
  );
  return { document, location: { pathname } as Location };
}

const current = () => [...document.querySelectorAll('[aria-current="page"]')].map((link) => link.textContent);
const holdsPage = () =>
  [...document.querySelectorAll('[aria-current="true"]')].map((link) => link.textContent);
const holdingCurrent = () =>
  [...document.querySelectorAll('[data-slot="disclosure"][data-current]')].map(
    (disclosure) => disclosure.querySelector('[data-slot="disclosure-trigger"]')?.textContent,
  );

describe("markCurrentPage", () => {
  it("marks the link to the current page and the dropdown that holds it, with or without the trailing slash", () => {
    markCurrentPage(barAt("/msp-pricing/"));
    expect(current()).toEqual(["For MSPs"]);
    expect(holdingCurrent()).toEqual(["Pricing"]);
    markCurrentPage(barAt("/portfolio"));
    expect(current()).toEqual(["Our Work"]);
    expect(holdingCurrent()).toEqual([]);
  });

  it("marks the portfolio's link as holding the page on a film's page, which the bar has no link to", () => {
    markCurrentPage(barAt("/work/patch-tuesday-the-musical/"));
    expect(current()).toEqual([]);
    expect(holdsPage()).toEqual(["Our Work"]);
  });

  it("marks nothing on a page the bar does not lead to", () => {
    markCurrentPage(barAt("/privacy/"));
    expect(current()).toEqual([]);
    expect(holdsPage()).toEqual([]);
    expect(holdingCurrent()).toEqual([]);
  });
});
