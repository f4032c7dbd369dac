import { bookingLinkClicked } from "@/components/analytics/booking-link-click";

const ORIGIN = "http://localhost";
const BOOKING_PATHS = ["/contact/", "/book-audit/"];

function clickOn(html: string, selector = "span"): ReturnType<typeof bookingLinkClicked> {
  document.body.innerHTML = html;
  return bookingLinkClicked(document.querySelector(selector), BOOKING_PATHS, ORIGIN);
}

describe("bookingLinkClicked", () => {
  it("records a link to a booking page by its path and its words, from a click anywhere inside it", () => {
    expect(clickOn('<a href="/book-audit/?ref=pricing"><span>Book Your Free</span>\n  Audit →</a>')).toEqual({
      destination: "/book-audit/",
      label: "Book Your Free Audit →",
    });
  });

  it("prefers the link's accessible label and keeps labels short", () => {
    expect(clickOn('<a href="/contact/" aria-label="Contact us"><span>✉</span></a>')?.label).toBe(
      "Contact us",
    );
    expect(clickOn(`<a href="/contact/"><span>${"word ".repeat(40)}</span></a>`)?.label).toHaveLength(80);
  });

  it("ignores links elsewhere, links to other sites and clicks outside links", () => {
    expect(clickOn('<a href="/portfolio/"><span>Our Work</span></a>')).toBeNull();
    expect(clickOn('<a href="https://other.example/contact/"><span>Elsewhere</span></a>')).toBeNull();
    expect(clickOn("<button><span>Book</span></button>")).toBeNull();
    expect(bookingLinkClicked(null, BOOKING_PATHS, ORIGIN)).toBeNull();
  });
});
