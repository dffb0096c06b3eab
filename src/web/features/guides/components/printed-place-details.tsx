import { useState } from "react";
import { PLACE_DETAILS_MESSAGES } from "../../../../shared/messages";
import { wordedWeek } from "../../../../shared/opening-hours-worded";
import type { GuidePlace } from "../../../../shared/schemas";
import { useWorkedOutHours } from "../../../lib/hours/use-worked-out-hours";

/**
 * Paper words a usual week, one that has no public holidays: a clock without holidays reads it (any week of
 * the year then reads the same, so the city's own clock is not needed).
 */
const USUAL_WEEK_CLOCK = "UTC";

/** 'Mon-Sat 11:30-21:30, closed Sunday', worked out by the hours worker; as written until then or without it. */
function PrintedHours({ hours }: { hours: string }) {
  const [now] = useState(() => new Date());
  const worked = useWorkedOutHours({ hours, timeZone: USUAL_WEEK_CLOCK, now, position: null });
  const week = worked && worked !== "failed" ? worked.week : null;
  return <dd>{week ? wordedWeek(week) : hours}</dd>;
}

/**
 * What paper adds to a place's row: its opening hours in words (open now means nothing on paper) and its price
 * level (docs/product.md §2 Printing).
 */
export function PrintedPlaceDetails({ place }: { place: GuidePlace }) {
  const { openingHours, priceLevel } = place;
  if (!openingHours && !priceLevel) return null;
  return (
    <dl className="hidden text-sm print:grid print:grid-cols-[auto_1fr] print:mt-1 print:gap-x-3">
      {openingHours && (
        <>
          <dt className="font-medium">{PLACE_DETAILS_MESSAGES.hoursLabel}</dt>
          <PrintedHours hours={openingHours} />
        </>
      )}
      {priceLevel && (
        <>
          <dt className="font-medium">{PLACE_DETAILS_MESSAGES.priceLabel}</dt>
          <dd>
            {PLACE_DETAILS_MESSAGES.priceSymbols(priceLevel)}{" "}
            {PLACE_DETAILS_MESSAGES.priceLevelNames[priceLevel - 1]}
          </dd>
        </>
      )}
    </dl>
  );
}
