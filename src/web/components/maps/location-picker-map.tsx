import "maplibre-gl/dist/maplibre-gl.css";
import { useRef } from "react";
import type { Coordinates } from "../../../shared/geo";
import { MESSAGES } from "../../../shared/messages";
import { BASEMAP_COLOURS } from "./map-look";
import { useLocationPicker } from "./use-location-picker";

export type LocationPickerMapProps = {
  /** Where the pin stands; null for no pin yet. */
  value: Coordinates | null;
  /** Where to look while there is no pin (e.g. the city's centre); null for the whole world. */
  around: Coordinates | null;
  label: string;
  onPick: (coordinates: Coordinates) => void;
};

/** The picker's map, in the lazy chunk with MapLibre. */
export default function LocationPickerMap({ value, around, label, onPick }: LocationPickerMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const basemap = useLocationPicker({ container, value, around, label, onPick });
  return (
    <div
      className="relative size-full overflow-hidden rounded-xl ring-1 ring-white/10"
      style={{ backgroundColor: BASEMAP_COLOURS.water }}
    >
      <div
        ref={container}
        data-testid="location-picker"
        data-basemap={basemap}
        className="size-full cursor-crosshair"
      />
      {basemap === "fallback" && (
        <p
          role="status"
          className="pointer-events-none absolute top-2 left-2 rounded-md bg-background/80 px-2 py-1 text-xs text-muted"
        >
          {MESSAGES.map.tilesUnavailable}
        </p>
      )}
      {basemap === "unavailable" && (
        <p role="status" className="absolute inset-0 flex items-center justify-center p-4 text-sm text-muted">
          {MESSAGES.map.unavailable}
        </p>
      )}
    </div>
  );
}
