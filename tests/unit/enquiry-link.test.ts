import { enquiryHref } from "@/lib/enquiry-link";
import { ROUTES } from "@/lib/routes";

describe("enquiryHref", () => {
  it("links to the contact page with the plan as ?package=", () => {
    expect(enquiryHref("growth")).toBe(`${ROUTES.contact}?package=growth`);
  });

  it("encodes an id that is not URL-safe", () => {
    expect(enquiryHref("a&b c")).toBe(`${ROUTES.contact}?package=a%26b%20c`);
  });
});
