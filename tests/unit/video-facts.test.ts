import { clockTime, durationSeconds, isoDuration, isUploadDate } from "@/lib/video-facts";

describe("isUploadDate", () => {
  it("accepts a real day written year-month-day", () => {
    expect(isUploadDate("2025-03-14")).toBe(true);
    expect(isUploadDate(" 2024-02-29 ")).toBe(true);
  });

  it("refuses days that do not exist and other ways of writing a date", () => {
    for (const value of ["", undefined, "2025-02-30", "2023-02-29", "14/03/2025", "2025-3-14", "March 2025"])
      expect(isUploadDate(value)).toBe(false);
  });
});

describe("durationSeconds", () => {
  it("reads a running time as YouTube shows it", () => {
    expect(durationSeconds("1:32")).toBe(92);
    expect(durationSeconds("12:05")).toBe(725);
    expect(durationSeconds("1:02:30")).toBe(3750);
  });

  it("refuses anything else, and a length of nothing", () => {
    for (const value of ["", undefined, "92", "1:5", "1:60", "1:02:3", "PT1M32S", "0:00", "a:bc"])
      expect(durationSeconds(value)).toBeNull();
  });
});

describe("isoDuration", () => {
  it("writes seconds as an ISO 8601 duration", () => {
    expect(isoDuration(92)).toBe("PT1M32S");
    expect(isoDuration(3750)).toBe("PT1H2M30S");
    expect(isoDuration(3600)).toBe("PT1H");
    expect(isoDuration(45)).toBe("PT45S");
  });
});

describe("clockTime", () => {
  it("writes a running time as minutes and two-digit seconds, with hours past an hour", () => {
    expect(clockTime(134)).toBe("2:14");
    expect(clockTime(5)).toBe("0:05");
    expect(clockTime(1540)).toBe("25:40");
    expect(clockTime(3750)).toBe("1:02:30");
  });
});
