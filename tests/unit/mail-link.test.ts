import { mailtoHref } from "@/lib/mail-link";

describe("mailtoHref", () => {
  it("fills in the subject, encoded", () => {
    expect(mailtoHref("hello@studio.test", "Booking a 15-minute meeting")).toBe(
      "mailto:hello@studio.test?subject=Booking%20a%2015-minute%20meeting",
    );
  });

  it("adds the opening text with CRLF line breaks, and characters that would end a field encoded", () => {
    const href = mailtoHref("hello@studio.test", "New enquiry", "What we sell:\nWho & where?\r\n");
    expect(href).toBe(
      "mailto:hello@studio.test?subject=New%20enquiry&body=What%20we%20sell%3A%0D%0AWho%20%26%20where%3F%0D%0A",
    );
    const url = new URL(href);
    expect(url.searchParams.get("body")).toBe("What we sell:\r\nWho & where?\r\n");
  });
});
