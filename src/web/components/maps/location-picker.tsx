import { lazy, Suspense, useId } from "react";
import { type Coordinates, LATITUDE_RANGE, LONGITUDE_RANGE } from "../../../shared/geo";
import { MESSAGES } from "../../../shared/messages";

const LocationPickerMap = lazy(() => import("./location-picker-map"));

type LocationPickerProps = {
  /** The typed latitude and longitude as they stand: the pin shows only while both make a position. */
  lat: unknown;
  lng: unknown;
  /** Where to look while there is no pin (e.g. the city's centre); null for the whole world. */
  around: Coordinates | null;
  /** What is being placed, for the map's name: 'Pick the {what} on the map'. */
  what: string;
  onPick: (coordinates: Coordinates) => void;
};

const inRange = (value: unknown, range: { min: number; max: number }): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= range.min && value <= range.max;

/**
 * A small map to set a position with the mouse or a finger: a click puts the pin there, the pin can be
 * dragged (or moved by the arrow keys once focused), and typed coordinates move it. The typed fields stay
 * the way in for keyboards and screen readers; MapLibre loads only when a picker is on screen.
 */
export function LocationPicker({ lat, lng, around, what, onPick }: LocationPickerProps) {
  const hintId = useId();
  const value = inRange(lat, LATITUDE_RANGE) && inRange(lng, LONGITUDE_RANGE) ? { lat, lng } : null;
  const label = MESSAGES.map.pickerLabel(what);
  return (
    <fieldset aria-label={label} aria-describedby={hintId} className="flex min-w-0 flex-col gap-1.5">
      <div className="h-56 sm:h-64">
        <Suspense
          fallback={
            <div
              role="status"
              aria-label={MESSAGES.map.loading}
              className="size-full animate-pulse rounded-xl bg-surface"
            />
          }
        >
          <LocationPickerMap value={value} around={around} label={label} onPick={onPick} />
        </Suspense>
      </div>
      <p id={hintId} className="text-xs text-muted">
        {MESSAGES.map.pickerHint}
      </p>
    </fieldset>
  );
}
