import OpeningHours, { type nominatim_object, type optional_conf } from "opening_hours";
import { PLACE_DETAILS_MESSAGES } from "./messages";

/**
 * Opening hours in the OpenStreetMap `opening_hours` syntax, read by the opening_hours library on the clock of the
 * place's city, whatever the clock of the machine running this (docs/product.md §3 Place).
 *
 * The library works in the runtime's local time, so the city's wall-clock time is handed to it as a local Date
 * and what it answers is read back as wall-clock time. Only a wall-clock time that does not exist on the
 * runtime's own clock (the hour skipped by the viewer's own daylight-saving change) can come out an hour off.
 */

const CONFIG: optional_conf = {
  mode: 0, // time ranges, as the opening_hours key holds
  tag_key: "opening_hours",
  map_value: false,
  warnings_severity: 4,
  locale: "en",
};

/** The library writes what it calls its own bugs to console.error before throwing them; the caller gets them. */
function quietly<T>(run: () => T): T {
  const report = console.error;
  console.error = () => {};
  try {
    return run();
  } finally {
    console.error = report;
  }
}

const explanation = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Why the library refuses these hours (its own words), or null when it reads them; the syntax is the same anywhere. */
export function openingHoursProblem(hours: string): string | null {
  try {
    quietly(() => new OpeningHours(hours, null, CONFIG));
    return null;
  } catch (error) {
    return explanation(error);
  }
}

/** A place's position, for sunrise and sunset; without one, the main city of its time zone stands in. */
export type HoursPosition = { lat: number | null; lng: number | null } | null;

/**
 * Where public holidays (PH) and sun times come from, by time zone: its country (and the state the library
 * needs for the United Kingdom and the United States) at its main city. The library's own default, with no
 * location, is Baden-Württemberg; a zone not listed here has no holidays, so hours that use PH get no answer.
 */
const ZONE_PLACES: Record<string, { country: string; state?: string; lat: number; lng: number }> = {
  "Europe/Paris": { country: "fr", lat: 48.8566, lng: 2.3522 },
  "Europe/London": { country: "gb", state: "England", lat: 51.5074, lng: -0.1278 },
  "America/New_York": { country: "us", state: "New York", lat: 40.7128, lng: -74.006 },
  "Asia/Tokyo": { country: "jp", lat: 35.6895, lng: 139.6917 },
  "Europe/Madrid": { country: "es", lat: 40.4168, lng: -3.7038 },
  "Europe/Rome": { country: "it", lat: 41.9028, lng: 12.4964 },
  "Asia/Seoul": { country: "kr", lat: 37.5665, lng: 126.978 },
  "Europe/Prague": { country: "cz", lat: 50.0755, lng: 14.4378 },
  "Europe/Berlin": { country: "de", lat: 52.52, lng: 13.405 },
  "America/Sao_Paulo": { country: "br", lat: -23.5505, lng: -46.6333 },
};

function locate(timeZone: string, position: HoursPosition): nominatim_object {
  const zone = ZONE_PLACES[timeZone];
  const lat = position?.lat ?? zone?.lat ?? 0;
  const lng = position?.lng ?? zone?.lng ?? 0;
  // The library reads the coordinates only when they are strings, whatever its types say.
  return {
    lat: String(lat) as unknown as number,
    lon: String(lng) as unknown as number,
    address: { country_code: zone?.country ?? "", state: zone?.state ?? "" },
  };
}

function read(hours: string, timeZone: string, position: HoursPosition): OpeningHours | null {
  try {
    return quietly(() => new OpeningHours(hours, locate(timeZone, position), CONFIG));
  } catch {
    return null;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time in the time zone at that instant, as a runtime-local Date with the same fields. */
function cityClock(instant: Date, timeZone: string): Date {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  const field = Object.fromEntries(
    format.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
  return new Date(field.year, field.month - 1, field.day, field.hour, field.minute, field.second);
}

const DAY_MS = 24 * 60 * 60_000;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const startOfDay = (date: Date, plusDays = 0) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + plusDays);
const calendarDay = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS;
const clockTime = (date: Date) =>
  `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;

/** The next opening or closing, in the city's time: its weekday and time, and how far ahead it is. */
export type OpeningChange = {
  weekday: (typeof WEEKDAYS)[number];
  time: string;
  days: number;
  minutes: number;
};

export type OpeningStatus =
  | { state: "open" | "closed"; change: OpeningChange | null }
  /** The hours leave it open (an open end, "unknown", a comment only). */
  | { state: "uncertain" };

/** Open or closed at `now` in the city's time zone, and when that changes within a week; null if unreadable. */
export function openingStatus(
  hours: string,
  timeZone: string,
  now: Date,
  position: HoursPosition = null,
): OpeningStatus | null {
  const rules = read(hours, timeZone, position);
  if (!rules) return null;
  try {
    return quietly(() => {
      const local = cityClock(now, timeZone);
      if (rules.getUnknown(local)) return { state: "uncertain" };
      const next = rules.getNextChange(local, startOfDay(local, 8));
      const change = next && {
        weekday: WEEKDAYS[next.getDay()] ?? "Sun",
        time: clockTime(next),
        days: calendarDay(next) - calendarDay(local),
        minutes: Math.round((next.getTime() - local.getTime()) / 60_000),
      };
      return { state: rules.getState(local) ? "open" : "closed", change: change ?? null };
    });
  } catch {
    return null;
  }
}

/**
 * 'Open now · closes 18:00', 'Closed · opens Tue 09:00': the weekday is named when the change is on another day,
 * except a closing within 24 hours (a bar that closes at 02:00 closes tonight, not on another day).
 */
export function openingStatusText(status: OpeningStatus): string {
  if (status.state === "uncertain") return PLACE_DETAILS_MESSAGES.uncertain;
  const open = status.state === "open";
  const head = open ? PLACE_DETAILS_MESSAGES.openNow : PLACE_DETAILS_MESSAGES.closed;
  const { change } = status;
  if (!change) return head;
  const sameDay = change.days === 0 || (open && change.minutes < 24 * 60);
  const when = sameDay ? change.time : `${change.weekday} ${change.time}`;
  return `${head} · ${open ? PLACE_DETAILS_MESSAGES.closes(when) : PLACE_DETAILS_MESSAGES.opens(when)}`;
}

export type DayHours = { weekday: (typeof WEEKDAYS)[number]; isToday: boolean; hours: string[] };

/** Joins ranges that meet (the library splits an evening that runs past midnight in two) of the same certainty. */
function joined(ranges: [Date, Date, boolean, string | undefined][]) {
  const merged: { from: Date; to: Date; unknown: boolean }[] = [];
  for (const [from, to, unknown] of ranges) {
    const last = merged.at(-1);
    if (last && last.to.getTime() === from.getTime() && last.unknown === unknown) last.to = to;
    else merged.push({ from, to, unknown });
  }
  return merged;
}

/**
 * Monday to Sunday of the city's current week, each with its opening ranges ('09:00–18:00'; an evening that runs
 * past midnight is listed on the day it starts, '18:00–02:00'); null if unreadable.
 */
export function weekHours(
  hours: string,
  timeZone: string,
  now: Date,
  position: HoursPosition = null,
): DayHours[] | null {
  const rules = read(hours, timeZone, position);
  if (!rules) return null;
  try {
    return quietly(() => {
      const today = startOfDay(cityClock(now, timeZone));
      const monday = startOfDay(today, -((today.getDay() + 6) % 7));
      const ranges = joined(rules.getOpenIntervals(startOfDay(monday, -1), startOfDay(monday, 8)));
      return Array.from({ length: 7 }, (_, index) => {
        const day = startOfDay(monday, index);
        const next = startOfDay(monday, index + 1);
        const previous = startOfDay(monday, index - 1);
        const shown = ranges.flatMap(({ from, to, unknown }) => {
          if (to <= day || from >= next) return [];
          const mark = unknown ? ` ${PLACE_DETAILS_MESSAGES.mayVary}` : "";
          if (from <= day && to >= next) return [`${PLACE_DETAILS_MESSAGES.openAllDay}${mark}`];
          if (from >= day) return [`${clockTime(from)}–${clockTime(to)}${mark}`];
          // Begun the day before: listed there, unless that day was open from its very start.
          return from > previous ? [] : [`00:00–${clockTime(to)}${mark}`];
        });
        return {
          weekday: WEEKDAYS[day.getDay()] ?? "Sun",
          isToday: day.getTime() === today.getTime(),
          hours: shown,
        };
      });
    });
  } catch {
    return null;
  }
}
