import { PLACE_DETAILS_MESSAGES as TEXT } from "./messages";
import type { DayHours } from "./opening-hours";

/** 'Saturday', 'Saturday and Sunday', 'Monday, Saturday and Sunday'. */
function listed(names: string[]): string {
  if (names.length < 2) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * A week of hours (as `weekHours` works them out with the opening_hours library) in words, for paper: days in a
 * row with the same hours as one range, the closed days named ('Mon-Sat 11:30-21:30, closed Sunday').
 */
export function wordedWeek(week: DayHours[]): string {
  const runs: { first: DayHours; last: DayHours; hours: string }[] = [];
  for (const day of week) {
    const hours = day.hours.map((range) => range.replace("–", "-")).join(" and ");
    const run = runs.at(-1);
    if (run && run.hours === hours) run.last = day;
    else runs.push({ first: day, last: day, hours });
  }
  const open = runs.filter((run) => run.hours !== "");
  if (open.length === 0) return TEXT.closedAllDay;
  const closed = week.filter((day) => day.hours.length === 0).map((day) => TEXT.dayNames[day.weekday]);
  const parts = open.map(({ first, last, hours }) => {
    if (runs.length === 1) return hours === TEXT.openAllDay ? TEXT.openAllWeek : `${TEXT.everyDay} ${hours}`;
    const days = first === last ? first.weekday : `${first.weekday}-${last.weekday}`;
    return `${days} ${hours}`;
  });
  if (closed.length > 0) parts.push(TEXT.closedOn(listed(closed)));
  return parts.join(", ");
}
