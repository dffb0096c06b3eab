import { CATEGORY_KEYS, type CategoryKey } from "../../../shared/categories";
import { distanceKm } from "../../../shared/geo";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../shared/imports";
import { MAX_PLACE_DISTANCE_FROM_CITY_KM, PLACES_PER_CATEGORY } from "../../../shared/limits";
import type { ImportRequest, ImportRow, ImportRowChoice, PlaceSummary } from "../../../shared/schemas";
import type { FileRow } from "./file-rows";
import { noteOf } from "./plain-text";
import type { NameMatch } from "./repository";

/** A row with its number and the user's choices applied to its location. */
export type NumberedRow = FileRow & { row: number; choice: ImportRowChoice | undefined };

export type City = { id: string; name: string; lat: number | null; lng: number | null };

/** What matching found: places by id (from links, choices and names), and the name matches by row. */
export type Found = { places: Map<string, PlaceSummary>; byName: Map<number, NameMatch[]> };

const PLACE_LINK = /\/place\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[/?#]|$)/i;

/** The catalogue place a Cityguides link names ("…/place/{id}"), whichever server wrote it. */
export const linkedPlaceId = (row: FileRow) => row.link?.match(PLACE_LINK)?.[1]?.toLowerCase() ?? null;

const metresBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  distanceKm(a, b) * 1000;

/** The best name match of a row: the most similar name, then the nearest, within the match radius. */
function bestByName(row: NumberedRow, matches: NameMatch[]): NameMatch | undefined {
  const distance = (match: NameMatch) =>
    row.lat === null || row.lng === null || match.lat === null || match.lng === null
      ? 0
      : metresBetween({ lat: row.lat, lng: row.lng }, { lat: match.lat, lng: match.lng });
  const located = (match: NameMatch) =>
    row.lat !== null && row.lng !== null && match.lat !== null && match.lng !== null;
  return matches
    .filter((match) =>
      located(match)
        ? distance(match) <= IMPORT_LIMITS.matchRadiusMetres
        : match.similarity >= IMPORT_LIMITS.nameOnlySimilarity,
    )
    .sort((a, b) => b.similarity - a.similarity || distance(a) - distance(b))[0];
}

const folded = (name: string) => name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().trim();

type Planned = Omit<ImportRow, "row"> & { row: number };

/**
 * What each row becomes (docs/product.md §5 Import): the place the user chose, the place its Cityguides link
 * names, or the place of a like name close by; else a new place. Skipped: rows the user skipped, rows without a
 * name, rows outside the city, the second row of one place, and rows past a category's most.
 */
export function planRows(rows: NumberedRow[], city: City, found: Found, request: ImportRequest): ImportRow[] {
  const seenPlaces = new Map<string, number>();
  // New places so far by folded name: a twin is looked up by name, then by distance among the few of that name.
  const seenNew = new Map<string, NumberedRow[]>();
  const perCategory = new Map<CategoryKey, number>(CATEGORY_KEYS.map((key) => [key, 0]));
  return rows.map((row): ImportRow => {
    const exported = row.category !== null && linkedPlaceId(row) !== null;
    const { note, cut } = noteOf(row.note, !exported);
    const base: Planned = {
      row: row.row,
      where: row.where,
      name: row.name,
      note,
      noteCut: cut,
      lat: row.lat,
      lng: row.lng,
      address: row.address,
      link: row.link,
      folder: row.folder,
      category: null,
      outcome: "skipped",
      place: null,
      reason: null,
    };
    const skipped = (reason: string): ImportRow => ({ ...base, reason });
    if (row.choice?.skip) return skipped(IMPORT_MESSAGES.skippedByYou);
    if (row.name.trim().length < 2) return skipped(IMPORT_MESSAGES.noName);
    const chosen = row.choice?.placeId ? found.places.get(row.choice.placeId) : undefined;
    const linked = linkedPlaceId(row);
    const byName = bestByName(row, found.byName.get(row.row) ?? []);
    const place =
      chosen ??
      (linked ? found.places.get(linked) : undefined) ??
      (byName ? found.places.get(byName.placeId) : undefined);
    if (!place && row.lat !== null && row.lng !== null && city.lat !== null && city.lng !== null) {
      const km = distanceKm({ lat: row.lat, lng: row.lng }, { lat: city.lat, lng: city.lng });
      if (km > MAX_PLACE_DISTANCE_FROM_CITY_KM)
        return skipped(IMPORT_MESSAGES.outsideCity(Math.round(km), city.name));
    }
    const category =
      place?.category ??
      row.choice?.category ??
      row.category ??
      (row.folder ? request.folderCategories[row.folder] : undefined) ??
      request.defaultCategory ??
      null;
    if (place) {
      const first = seenPlaces.get(place.id);
      if (first !== undefined) return skipped(IMPORT_MESSAGES.sameAsRow(first));
      seenPlaces.set(place.id, row.row);
    } else {
      const name = folded(row.name);
      const sameName = seenNew.get(name) ?? [];
      const twin = sameName.find(
        (other) =>
          other.lat === null ||
          row.lat === null ||
          other.lng === null ||
          row.lng === null ||
          metresBetween({ lat: other.lat, lng: other.lng }, { lat: row.lat, lng: row.lng }) <=
            IMPORT_LIMITS.matchRadiusMetres,
      );
      if (twin) return skipped(IMPORT_MESSAGES.sameAsRow(twin.row));
      seenNew.set(name, [...sameName, row]);
    }
    if (category) {
      const count = (perCategory.get(category) ?? 0) + 1;
      if (count > PLACES_PER_CATEGORY.max)
        return skipped(IMPORT_MESSAGES.categoryFull(category, PLACES_PER_CATEGORY.max));
      perCategory.set(category, count);
    }
    return { ...base, category, outcome: place ? "matched" : "new", place: place ?? null };
  });
}
