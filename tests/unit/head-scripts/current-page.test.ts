import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { markCurrentPage } from "@/components/head-scripts/current-page";
import { SiteNav } from "@/components/navigation/site-nav";
import { COUNTRY_ATTRIBUTE } from "@/lib/countries";

/** The desktop bar as the export serves it, and a window at `pathname`. */
function barAt(pathname: string, country = "UK") {
  document.documentElement.setAttribute(COUNTRY_ATTRIBUTE, country);
  document.body.innerHTML = renderToStaticMarkup(createElement(SiteNav));
  return { document, location: { pathname } as Location };
}

const current = () => [...document.querySelectorAll('[aria-current="page"]')].map((link) => link.textContent);
const holdsPage = () =>
  [...document.querySelectorAll('[aria-current="true"]')].map((link) => link.textContent);
const holdingCurrent = () =>
  [...document.querySelectorAll('[data-slot="disclosure"][data-current]')].map(
    (disclosure) => disclosure.querySelector('[data-slot="disclosure-trigger"]')?.textContent,
  );
const pressed = () =>
  [...document.querySelectorAll('[aria-pressed="true"]')].map((option) =>
    option.getAttribute("data-country-option"),
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

  it("presses the option of the country the boot script chose", () => {
    markCurrentPage(barAt("/", "US"));
    expect(pressed()).toEqual(["US"]);
    markCurrentPage(barAt("/", "UK"));
    expect(pressed()).toEqual(["UK"]);
  });
});
