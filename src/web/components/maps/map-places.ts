import type { FeatureCollection, Point } from "geojson";
import type { CategoryKey } from "../../../shared/categories";
import type { PlaceSummary } from "../../../shared/schemas";

/** A place that can stand on a map. */
export type MapPlace = PlaceSummary & { lat: number; lng: number };

/** Places without coordinates are left off the map (they stay in the lists). */
export function placesWithCoordinates(places: readonly PlaceSummary[]): MapPlace[] {
  return places.filter((place): place is MapPlace => place.lat !== null && place.lng !== null);
}

/**
 * Each place's number in a guide's list, by place id: its pin carries the same number, on screen and on paper
 * (docs/product.md §2 Printing). A numbered map draws every pin, never a cluster (docs/decisions/051).
 */
export type PlaceNumbers = ReadonlyMap<string, number>;

export type PinProperties = { id: string; category: CategoryKey; number?: number };

/** The pins as one GeoJSON source: MapLibre draws and clusters them on the GPU, not one element per pin. */
export function pinCollection(
  places: readonly MapPlace[],
  numbers?: PlaceNumbers,
): FeatureCollection<Point, PinProperties> {
  return {
    type: "FeatureCollection",
    features: places.map((place) => {
      const number = numbers?.get(place.id);
      return {
        type: "Feature",
        geometry: { type: "Point", coordinates: [place.lng, place.lat] },
        properties: { id: place.id, category: place.category, ...(number ? { number } : {}) },
      };
    }),
  };
}

/** West, south, east, north around the places; a single place gets no span and is centred instead. */
export function boundsOf(places: readonly MapPlace[]): [number, number, number, number] | null {
  if (places.length === 0) return null;
  const lngs = places.map((place) => place.lng);
  const lats = places.map((place) => place.lat);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/** Pins drawn at a point of the screen; more than one member is a cluster. */
export type PinGroup<T> = { x: number; y: number; members: T[] };

/**
 * Pins that would overlap merged into groups: each pin joins the first group whose middle is within `radius`
 * pixels, and the group's middle moves to the mean of its members.
 */
export function groupCrowded<T>(pins: readonly { x: number; y: number; item: T }[], radius: number) {
  const groups: PinGroup<T>[] = [];
  for (const pin of pins) {
    const near = groups.find((group) => Math.hypot(group.x - pin.x, group.y - pin.y) < radius);
    if (!near) {
      groups.push({ x: pin.x, y: pin.y, members: [pin.item] });
      continue;
    }
    const count = near.members.push(pin.item);
    near.x += (pin.x - near.x) / count;
    near.y += (pin.y - near.y) / count;
  }
  return groups;
}
