import { afterEach, describe, expect, it } from "vitest";
import { PLACE_DETAILS_MESSAGES } from "./messages";
import { openingHoursProblem, openingStatus, openingStatusText, weekHours } from "./opening-hours";

/** The line the place page shows, for hours in a city at a fixed instant. */
const line = (hours: string, timeZone: string, instant: string) => {
  const status = openingStatus(hours, timeZone, new Date(instant));
  return status && openingStatusText(status);
};

const runtimeZone = process.env.TZ;
afterEach(() => {
  if (runtimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = runtimeZone;
});

describe("open now, on the city's clock", () => {
  it("reads the same instant on each city's own clock", () => {
    // Monday 15 June 2026, 21:30 UTC: 17:30 in New York, already Tuesday 06:30 in Tokyo.
    const instant = "2026-06-15T21:30:00Z";
    expect(line("Mo-Fr 09:00-18:00", "America/New_York", instant)).toBe("Open now · closes 18:00");
    expect(line("Mo-Fr 09:00-18:00", "Asia/Tokyo", instant)).toBe("Closed · opens 09:00");
    expect(line("Mo-Fr 09:00-18:00", "Europe/London", instant)).toBe("Closed · opens Tue 09:00");
  });

  it("follows the city's daylight-saving change in spring and autumn", () => {
    // Paris moves to summer time at 01:00 UTC on Sunday 29 March 2026: 08:30 UTC is 10:30 there, not 09:30.
    expect(line("Mo-Su 10:00-18:00", "Europe/Paris", "2026-03-28T08:30:00Z")).toBe("Closed · opens 10:00");
    expect(line("Mo-Su 10:00-18:00", "Europe/Paris", "2026-03-29T08:30:00Z")).toBe("Open now · closes 18:00");
    expect(line("Mo-Su 10:00-18:00", "Europe/Paris", "2026-03-29T16:30:00Z")).toBe(
      "Closed · opens Mon 10:00",
    );
    // Back to winter time at 01:00 UTC on Sunday 25 October 2026: 07:30 UTC is 09:30 the day before, 08:30 after.
    expect(line("Mo-Su 09:00-17:00", "Europe/Paris", "2026-10-24T07:30:00Z")).toBe("Open now · closes 17:00");
    expect(line("Mo-Su 09:00-17:00", "Europe/Paris", "2026-10-25T07:30:00Z")).toBe("Closed · opens 09:00");
    // New York's spring change (8 March 2026): 14:30 UTC is 09:30 on Saturday, 10:30 on Sunday.
    expect(line("Mo-Su 10:00-18:00", "America/New_York", "2026-03-07T14:30:00Z")).toBe(
      "Closed · opens 10:00",
    );
    expect(line("Mo-Su 10:00-18:00", "America/New_York", "2026-03-08T14:30:00Z")).toBe(
      "Open now · closes 18:00",
    );
  });

  it("keeps a place open past midnight and names no weekday for tonight's closing", () => {
    const bar = "Mo-Sa 18:00-02:00";
    // Berlin in June is UTC+2.
    expect(line(bar, "Europe/Berlin", "2026-06-15T21:00:00Z")).toBe("Open now · closes 02:00"); // Mon 23:00
    expect(line(bar, "Europe/Berlin", "2026-06-15T23:00:00Z")).toBe("Open now · closes 02:00"); // Tue 01:00
    expect(line(bar, "Europe/Berlin", "2026-06-20T23:30:00Z")).toBe("Open now · closes 02:00"); // Sun 01:30
    expect(line(bar, "Europe/Berlin", "2026-06-21T00:30:00Z")).toBe("Closed · opens Mon 18:00"); // Sun 02:30
    expect(line(bar, "Europe/Berlin", "2026-06-21T17:00:00Z")).toBe("Closed · opens Mon 18:00"); // Sun 19:00
  });

  it("answers the same whatever the clock of the machine running it", () => {
    const cases = [
      ["Mo-Su 10:00-18:00", "Europe/Paris", "2026-03-29T08:30:00Z"],
      ["Mo-Sa 18:00-02:00", "Europe/Berlin", "2026-06-15T23:00:00Z"],
      ["Mo-Fr 09:00-18:00", "Asia/Tokyo", "2026-06-15T21:30:00Z"],
    ] as const;
    const lines = () => cases.map(([hours, timeZone, instant]) => line(hours, timeZone, instant));
    const expected = lines();
    for (const zone of ["UTC", "America/Los_Angeles", "Asia/Kolkata", "Australia/Lord_Howe"]) {
      process.env.TZ = zone;
      const noon = new Date("2026-01-01T12:00:00Z");
      const hourThere = new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hour: "numeric",
        hourCycle: "h23",
      });
      expect(noon.getHours(), `the runtime now runs on ${zone}`).toBe(Number(hourThere.format(noon)));
      expect(lines(), zone).toEqual(expected);
    }
  });

  it("says open or closed alone when nothing changes within a week, and doubts an open end", () => {
    expect(line("24/7", "Asia/Seoul", "2026-06-15T12:00:00Z")).toBe(PLACE_DETAILS_MESSAGES.openNow);
    expect(line("off", "Asia/Seoul", "2026-06-15T12:00:00Z")).toBe(PLACE_DETAILS_MESSAGES.closed);
    expect(line("Tu-Sa 09:00-18:00", "Europe/Prague", "2026-06-14T10:00:00Z")).toBe(
      "Closed · opens Tue 09:00",
    );
    // 11:00 in Rome, after an opening with no closing time.
    expect(line("Mo-Su 10:00+", "Europe/Rome", "2026-06-15T09:00:00Z")).toBe(
      PLACE_DETAILS_MESSAGES.uncertain,
    );
  });

  it("keeps the public holidays (PH) of the city's country, not the library's default German ones", () => {
    const office = "Mo-Fr 09:00-18:00; PH off";
    // Tuesday 14 July 2026, 10:00 in each city: France's national day only.
    expect(line(office, "Europe/Paris", "2026-07-14T08:00:00Z")).toBe("Closed · opens Wed 09:00");
    expect(line(office, "Europe/Berlin", "2026-07-14T08:00:00Z")).toBe("Open now · closes 18:00");
    // Monday 28 December 2026: England's Boxing Day holiday, moved off the weekend; Tokyo works.
    expect(line(office, "Europe/London", "2026-12-28T10:00:00Z")).toBe("Closed · opens Tue 09:00");
    expect(line(office, "Asia/Tokyo", "2026-12-28T01:00:00Z")).toBe("Open now · closes 18:00");
    // Friday 25 December 2026 in Tokyo is a working day.
    expect(line(office, "Asia/Tokyo", "2026-12-25T01:00:00Z")).toBe("Open now · closes 18:00");
    expect(line(office, "America/New_York", "2026-12-25T15:00:00Z")).toBe("Closed · opens Mon 09:00");
    // A time zone whose country the module does not know: no holidays to apply, so no answer for PH.
    expect(line(office, "Africa/Nairobi", "2026-06-15T08:00:00Z")).toBeNull();
    expect(line("Mo-Fr 09:00-18:00", "Africa/Nairobi", "2026-06-15T08:00:00Z")).toBe(
      "Open now · closes 18:00",
    );
  });

  it("has no answer for unreadable hours or an unknown time zone", () => {
    expect(openingStatus("Mo-Su 25:00-26:00", "Europe/Paris", new Date())).toBeNull();
    expect(openingStatus("Mo-Su 10:00-18:00", "Mars/Olympus_Mons", new Date())).toBeNull();
  });
});

describe("the week's hours", () => {
  const week = (hours: string, timeZone: string, instant: string) =>
    weekHours(hours, timeZone, new Date(instant))?.map(
      (day) => `${day.weekday}${day.isToday ? " (today)" : ""}: ${day.hours.join(", ") || "closed"}`,
    );

  it("lists Monday to Sunday of the city's week, an evening past midnight on the day it starts", () => {
    // Sunday 21 June 2026, 00:30 UTC: still Saturday in New York, already Sunday in Berlin.
    expect(week("Mo-Sa 18:00-02:00", "Europe/Berlin", "2026-06-21T00:30:00Z")).toEqual([
      "Mon: 18:00–02:00",
      "Tue: 18:00–02:00",
      "Wed: 18:00–02:00",
      "Thu: 18:00–02:00",
      "Fri: 18:00–02:00",
      "Sat: 18:00–02:00",
      "Sun (today): closed",
    ]);
    expect(week("Tu-Su 09:30-18:00; Th 09:30-21:45", "America/New_York", "2026-06-21T00:30:00Z")).toEqual([
      "Mon: closed",
      "Tue: 09:30–18:00",
      "Wed: 09:30–18:00",
      "Thu: 09:30–21:45",
      "Fri: 09:30–18:00",
      "Sat (today): 09:30–18:00",
      "Sun: 09:30–18:00",
    ]);
  });

  it("shows whole days and split days", () => {
    expect(week("24/7", "Asia/Tokyo", "2026-06-17T00:00:00Z")?.[2]).toBe(
      `Wed (today): ${PLACE_DETAILS_MESSAGES.openAllDay}`,
    );
    expect(week("Mo-Fr 09:00-12:00,14:00-18:00", "Europe/Paris", "2026-06-17T10:00:00Z")?.[0]).toBe(
      "Mon: 09:00–12:00, 14:00–18:00",
    );
  });
});

describe("openingHoursProblem", () => {
  it("accepts what the opening_hours library reads and gives its explanation for the rest", () => {
    for (const hours of ["Mo-Fr 09:00-18:00; Sa 10:00-14:00; PH off", "24/7", "Apr-Sep: Mo-Su 09:00-19:00"])
      expect(openingHoursProblem(hours), hours).toBeNull();
    expect(openingHoursProblem("Mo-Su 25:00-26:00")).toContain(
      "Time range starts outside of the current day",
    );
    expect(openingHoursProblem("Mo-Fr 09:00-18:00 ; Sa 10:00-")).toContain("Time range does not continue");
    expect(openingHoursProblem("whenever")).toMatch(/<---/);
  });
});
