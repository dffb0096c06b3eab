/// <reference lib="webworker" />
import { openingStatus, openingStatusText, weekHours } from "../../../shared/opening-hours";
import type { HoursAsked, HoursWorkedOut } from "./hours-protocol";

// The opening_hours library is about 700 kB of script with every country's holidays: read and run here, off the
// page's main thread, so that a phone taking a place page over is not held up by it (docs/decisions/045).
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = ({ data }: MessageEvent<HoursAsked>) => {
  const { id, hours, timeZone, now, position } = data;
  const at = new Date(now);
  const status = openingStatus(hours, timeZone, at, position);
  const answer: HoursWorkedOut = {
    id,
    status: status && { state: status.state, text: openingStatusText(status) },
    week: weekHours(hours, timeZone, at, position),
  };
  scope.postMessage(answer);
};
