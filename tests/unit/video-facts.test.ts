import { clockDuration, durationSeconds, isoDuration, isUploadDate, uploadDateTime } from "@/lib/video-facts";

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

describe("clockDuration", () => {
  it("writes a running time as a player's clock: m:ss, and h:mm:ss past an hour", () => {
    expect(clockDuration(134)).toBe("2:14");
    expect(clockDuration(92)).toBe("1:32");
    expect(clockDuration(45)).toBe("0:45");
    expect(clockDuration(600)).toBe("10:00");
    expect(clockDuration(3599)).toBe("59:59");
    expect(clockDuration(3600)).toBe("1:00:00");
    expect(clockDuration(3750)).toBe("1:02:30");
  });

  it("reads back as the same running time", () => {
    for (const seconds of [1, 59, 61, 134, 3599, 3600, 3661, 27_132]) {
      expect(durationSeconds(clockDuration(seconds))).toBe(seconds);
    }
  });
});

describe("uploadDateTime", () => {
  it("gives the owner's day as that day's noon in UTC, with its time zone", () => {
    expect(uploadDateTime("2024-10-28")).toBe("2024-10-28T12:00:00+00:00");
    expect(uploadDateTime(" 2025-03-14 ")).toBe("2025-03-14T12:00:00+00:00");
  });

  it("is the same calendar day from UTC-11 to UTC+11", () => {
    const moment = Date.parse(uploadDateTime("2024-10-28"));
    for (const offsetHours of [-11, -8, -5, 0, 1, 9, 11]) {
      const local = new Date(moment + offsetHours * 3_600_000);
      expect(local.toISOString().slice(0, 10)).toBe("2024-10-28");
    }
  });
});
