import { ChevronDown, Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { PLACE_DETAILS_MESSAGES } from "../../../../shared/messages";
import type { HoursPosition } from "../../../../shared/opening-hours";
import { useWorkedOutHours } from "../../../lib/hours/use-worked-out-hours";

/** Open or closed changes with the minute: the line is worked out again every half minute. */
const REFRESH_MS = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const STATE_COLOURS = { open: "bg-emerald-400", closed: "bg-red-400", uncertain: "bg-amber-300" } as const;

type OpeningHoursPanelProps = {
  hours: string;
  timeZone: string | null;
  cityName: string;
  position: HoursPosition;
};

/**
 * While the first answer is worked out, and on the page the server draws (open or closed is read on the
 * visitor's clock, by the browser): a line's height, so the page does not move when the answer comes.
 */
function HoursPending() {
  return <div aria-hidden className="h-6 w-2/3 animate-pulse rounded bg-surface-raised" />;
}

/**
 * 'Open now · closes 18:00' on the city's clock (docs/product.md §2 place page), opening onto the week's hours.
 * Without a city time zone there is no clock to read them on, so the hours are shown as written.
 */
export function OpeningHoursPanel({ timeZone, ...rest }: OpeningHoursPanelProps) {
  if (!timeZone) return <HoursAsWritten hours={rest.hours} />;
  return <HoursOnCityClock timeZone={timeZone} {...rest} />;
}

function HoursOnCityClock({
  hours,
  timeZone,
  cityName,
  position,
}: OpeningHoursPanelProps & { timeZone: string }) {
  const now = useNow();
  const worked = useWorkedOutHours({ hours, timeZone, now, position });
  if (worked === undefined) return <HoursPending />;
  if (worked === "failed" || !worked.status || !worked.week) return <HoursAsWritten hours={hours} />;
  const { status, week } = worked;
  return (
    <details className="group">
      <summary className="flex cursor-pointer list-none items-start gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        <span className="flex flex-1 flex-col">
          <span className="flex items-center gap-2 font-medium text-white">
            <span aria-hidden className={`size-2 shrink-0 rounded-full ${STATE_COLOURS[status.state]}`} />
            {status.text}
          </span>
          <span className="text-sm text-muted">{PLACE_DETAILS_MESSAGES.hoursLabel}</span>
        </span>
        <ChevronDown
          aria-hidden
          className="mt-0.5 size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <table className="mt-3 ml-8 text-sm">
        <caption className="sr-only">{PLACE_DETAILS_MESSAGES.hoursLabel}</caption>
        <tbody>
          {week.map((day) => (
            <tr key={day.weekday} className={day.isToday ? "font-semibold text-white" : "text-white/80"}>
              <th scope="row" className="py-0.5 pr-6 text-left font-[inherit]">
                {day.weekday}
                {day.isToday && <span className="sr-only"> (today)</span>}
              </th>
              <td className="py-0.5">{day.hours.join(", ") || PLACE_DETAILS_MESSAGES.closedAllDay}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 ml-8 text-xs text-muted">{PLACE_DETAILS_MESSAGES.localTime(cityName)}</p>
    </details>
  );
}

function HoursAsWritten({ hours }: { hours: string }) {
  return (
    <p className="flex items-start gap-3">
      <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
      <span>
        <span className="sr-only">{PLACE_DETAILS_MESSAGES.hoursLabel}: </span>
        <span className="break-words text-white/90">{hours}</span>
      </span>
    </p>
  );
}
