import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { Coordinates } from "../../shared/geo";
import { readMapLink } from "../../shared/map-links";
import { LocationPicker } from "./maps";
import { Field } from "./ui/field";

/** An input's text as the schema's coordinate: empty is "no location", anything else a number (NaN is refused). */
export const coordinateValue = (value: unknown): number | null =>
  value === "" || value === null || value === undefined ? null : Number(value);

type LocationFieldsProps = {
  legend: string;
  /** What is placed, for the map's name ('Pick the {what} on the map'). */
  what: string;
  lat: UseFormRegisterReturn;
  lng: UseFormRegisterReturn;
  /** The fields' current values, which place the map's pin. */
  value: { lat: unknown; lng: unknown };
  /** Where the map looks while there is no position yet. */
  around: Coordinates | null;
  latError?: string;
  lngError?: string;
  onRead: (coordinates: Coordinates) => void;
};

/**
 * A pasted map link or typed coordinates, read as the user types: the text, why it cannot be read (nothing while
 * it is empty), and `read` for each change. `onRead` hears each reading that gives a place.
 */
export function useMapLinkText(onRead: (coordinates: Coordinates) => void) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string>();
  const read = (value: string) => {
    setText(value);
    if (value.trim() === "") return setProblem(undefined);
    const reading = readMapLink(value);
    setProblem(reading.ok ? undefined : reading.message);
    if (reading.ok) onRead(reading.coordinates);
  };
  return { text, problem, read };
}

/**
 * Latitude and longitude, typed, filled from a pasted map link, or picked on a small map
 * (docs/product.md §5 Location rules).
 */
export function LocationFields(props: LocationFieldsProps) {
  const { legend, what, lat, lng, value, around, latError, lngError, onRead } = props;
  const { text: link, problem: linkError, read } = useMapLinkText(onRead);
  const pick = (coordinates: Coordinates) => {
    // The pasted link no longer says where the pin is.
    read("");
    onRead(coordinates);
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-border p-3">
      <legend className="px-1 text-sm font-medium text-white/90">{legend}</legend>
      <Field
        label="Paste a map link"
        placeholder="Google Maps, Apple Maps or OpenStreetMap link, or 41.4036, 2.1744"
        value={link}
        error={linkError}
        onChange={(event) => read(event.target.value)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Latitude" inputMode="decimal" placeholder="41.40363" error={latError} {...lat} />
        <Field label="Longitude" inputMode="decimal" placeholder="2.17436" error={lngError} {...lng} />
      </div>
      <LocationPicker
        lat={coordinateValue(value.lat)}
        lng={coordinateValue(value.lng)}
        around={around}
        what={what}
        onPick={pick}
      />
    </fieldset>
  );
}
