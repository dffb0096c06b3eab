import type { DayHours, HoursPosition, OpeningStatus } from "../../../shared/opening-hours";

/** What the page asks the hours worker: these hours, on this city's clock, at this instant (ms). */
export type HoursAsked = {
  id: number;
  hours: string;
  timeZone: string;
  now: number;
  position: HoursPosition;
};

/** Open, closed or uncertain, and the line that says so ('Open now · closes 18:00'). */
export type HoursStatus = { state: OpeningStatus["state"]; text: string };

/** The worker's answer: the status and the week's hours, each null when the hours cannot be read. */
export type HoursWorkedOut = { id: number; status: HoursStatus | null; week: DayHours[] | null };
