import { CATEGORIES, CATEGORY_KEYS, type CategoryKey } from "../../../shared/categories";
import { LATITUDE_RANGE, LONGITUDE_RANGE } from "../../../shared/geo";
import { readMapLink } from "../../../shared/map-links";
import type { FileRow } from "./file-rows";

/** A category as a Cityguides export (or a person) writes it: its label, its title or its key. */
export function categoryNamed(text: string | null | undefined): CategoryKey | null {
  const wanted = text?.trim().toLowerCase();
  if (!wanted) return null;
  return (
    CATEGORY_KEYS.find((key) =>
      [CATEGORIES[key].placeLabel, CATEGORIES[key].title, key, CATEGORIES[key].shortKey].some(
        (name) => name.toLowerCase() === wanted,
      ),
    ) ?? null
  );
}

/** A coordinate as a file writes it, or null when it is missing or out of range. */
export function coordinate(value: unknown, axis: "lat" | "lng"): number | null {
  const number =
    typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : Number.NaN;
  const range = axis === "lat" ? LATITUDE_RANGE : LONGITUDE_RANGE;
  if ((typeof value === "string" && value.trim() === "") || !Number.isFinite(number)) return null;
  return number >= range.min && number <= range.max ? number : null;
}

/** A short text field, or null when it is empty or not text. */
export function textField(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/**
 * A row without coordinates takes them from its link when the link holds them (a Google Maps link with
 * `@lat,lng` or a pin, an OpenStreetMap or Apple Maps link); Takeout lists' links mostly do not.
 */
export function withLinkCoordinates(row: FileRow): FileRow {
  if ((row.lat !== null && row.lng !== null) || !row.link) return row;
  const reading = readMapLink(row.link);
  return reading.ok ? { ...row, lat: reading.coordinates.lat, lng: reading.coordinates.lng } : row;
}
