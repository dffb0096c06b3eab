import { PLACE_DETAILS_MESSAGES } from "../../../../shared/messages";
import type { GuidePlace } from "../../../../shared/schemas";

/**
 * What paper adds to a place's row: its opening hours as written (open now means nothing on paper, and the
 * opening_hours library stays off the guide page) and its price level (docs/product.md §2 Printing).
 */
export function PrintedPlaceDetails({ place }: { place: GuidePlace }) {
  const { openingHours, priceLevel } = place;
  if (!openingHours && !priceLevel) return null;
  return (
    <dl className="hidden text-sm print:grid print:grid-cols-[auto_1fr] print:mt-1 print:gap-x-3">
      {openingHours && (
        <>
          <dt className="font-medium">{PLACE_DETAILS_MESSAGES.hoursLabel}</dt>
          <dd>{openingHours}</dd>
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
