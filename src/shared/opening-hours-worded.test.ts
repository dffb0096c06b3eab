import { describe, expect, it } from "vitest";
import { weekHours } from "./opening-hours";
import { wordedWeek } from "./opening-hours-worded";

// A week with no public holiday in it, read on a clock with none (docs/product.md §2 Printing).
const worded = (hours: string) => {
  const week = weekHours(hours, "UTC", new Date("2026-03-11T12:00:00Z"));
  return week && wordedWeek(week);
};

describe("a week's hours in words", () => {
  it("says a run of days once and names the closed day", () => {
    expect(worded("Mo-Sa 11:30-21:30")).toBe("Mon-Sat 11:30-21:30, closed Sunday");
  });

  it("lists split days and days apart, with every closed day", () => {
    expect(worded("Tu-Fr 12:00-14:30,19:00-22:30; Sa 19:00-23:00")).toBe(
      "Tue-Fri 12:00-14:30 and 19:00-22:30, Sat 19:00-23:00, closed Monday and Sunday",
    );
  });

  it("says every day when the hours never change", () => {
    expect(worded("Mo-Su 08:00-20:00")).toBe("Every day 08:00-20:00");
    expect(worded("24/7")).toBe("Open 24 hours, every day");
  });

  it("keeps an evening past midnight on the day it starts", () => {
    expect(worded("Th-Sa 18:00-02:00")).toBe(
      "Thu-Sat 18:00-02:00, closed Monday, Tuesday, Wednesday and Sunday",
    );
  });
});
