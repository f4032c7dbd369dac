import { CLIENT_FIELD_LIMITS, cleanClient, cleanClientText, clientLine } from "@/lib/quote-client";

describe("cleanClientText", () => {
  it("trims, folds runs of spaces and turns control and direction characters into spaces", () => {
    expect(cleanClientText("  Jane \t\n Doe  ", 80)).toBe("Jane Doe");
    expect(cleanClientText("Acme\u202Edlrow\u0000Ltd", 80)).toBe("Acme dlrow Ltd");
  });

  it("caps by characters without splitting one in two", () => {
    expect(cleanClientText("😀".repeat(100), 5)).toBe("😀".repeat(5));
    expect(cleanClientText("ab cd", 3)).toBe("ab");
  });

  it("gives '' for anything but text", () => {
    expect(cleanClientText(undefined, 80)).toBe("");
    expect(cleanClientText(42, 80)).toBe("");
  });
});

describe("cleanClient", () => {
  it("caps each field at its own limit", () => {
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
