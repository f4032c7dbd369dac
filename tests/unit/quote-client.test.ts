import { CLIENT_FIELD_LIMITS, cleanClient, clientLine } from "@/lib/quote-client";

describe("cleanClient", () => {
  it("tidies each field as cleanText does and caps it at its own limit", () => {
    expect(cleanClient({ name: " Jane\u202e\u0085Doe ", company: 7 })).toEqual({
      name: "Jane Doe",
      company: "",
      repName: "",
      repEmail: "",
    });
    const long = "x".repeat(500);
    expect(cleanClient({ name: long, company: long, repName: long, repEmail: long })).toEqual({
      name: "x".repeat(CLIENT_FIELD_LIMITS.name),
      company: "x".repeat(CLIENT_FIELD_LIMITS.company),
      repName: "x".repeat(CLIENT_FIELD_LIMITS.repName),
      repEmail: "x".repeat(CLIENT_FIELD_LIMITS.repEmail),
    });
  });
});

describe("clientLine", () => {
  it("joins the name and company that are given", () => {
    const none = { name: "", company: "", repName: "Sam", repEmail: "" };
    expect(clientLine({ ...none, name: "Jane Doe", company: "Acme Ltd" })).toBe("Jane Doe, Acme Ltd");
    expect(clientLine({ ...none, company: "Acme Ltd" })).toBe("Acme Ltd");
    expect(clientLine(none)).toBe("");
  });
});
