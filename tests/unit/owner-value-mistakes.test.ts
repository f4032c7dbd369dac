import { addressMistake, dateMistake, emailMistake, videoIdMistake } from "@/lib/owner-value-mistakes";

describe("owner-value-mistakes", () => {
  it("leaves an empty value to the stand-in rules, and a right one alone", () => {
    for (const check of [addressMistake, emailMistake, videoIdMistake, dateMistake])
      expect(check(" ")).toBeNull();
    expect(addressMistake("https://www.acme.co.uk/")).toBeNull();
    expect(emailMistake("hello@acme.co.uk")).toBeNull();
    expect(videoIdMistake("dQw4w9WgXcQ")).toBeNull();
    expect(dateMistake("2025-03-14")).toBeNull();
  });

  it("says what to write for an address without https://, or over http://", () => {
    expect(addressMistake("acme.co.uk")).toBe(
      '"acme.co.uk" has no https:// at its start: write "https://acme.co.uk"',
    );
    expect(addressMistake("http://acme.co.uk/podcast")).toBe(
      '"http://acme.co.uk/podcast" starts http://: write "https://acme.co.uk/podcast"',
    );
    expect(addressMistake("ftp://acme.co.uk")).toMatch(/is not a web address/);
    expect(addressMistake("my podcast")).toMatch(/is not a web address/);
  });

  it("names an email without @, or with a space", () => {
    expect(emailMistake("hello.acme.co.uk")).toMatch(/^"hello\.acme\.co\.uk" has no @/);
    expect(emailMistake("hello @acme.co.uk")).toMatch(/is not a whole email address/);
    expect(emailMistake("hello@acme")).toMatch(/is not a whole email address/);
  });

  it("reads the id out of every form of YouTube address", () => {
    for (const address of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ])
      expect(videoIdMistake(address)).toBe(
        `"${address}" is the film's address, not its id: write "dQw4w9WgXcQ"`,
      );
    expect(videoIdMistake("https://vimeo.com/123")).toMatch(/is not a YouTube id/);
  });

  it("turns a day-first date round, and names a day that does not exist", () => {
    expect(dateMistake("4.3.2025")).toBe(
      '"4.3.2025" is written day first: write it year-month-day, "2025-03-04"',
    );
    expect(dateMistake("2025-13-01")).toBe('"2025-13-01" is not a day on the calendar');
    expect(dateMistake("March 2025")).toMatch(/is not a date written year-month-day/);
  });
});
