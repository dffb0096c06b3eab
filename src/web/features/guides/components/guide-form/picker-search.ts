import { type Coordinates, distanceKm } from "../../../../../shared/geo";
import { IMPORT_LIMITS } from "../../../../../shared/imports";
import { isLink, readMapLink, readMapLinkName } from "../../../../../shared/map-links";
import type { OfferedPlace } from "./offered-options";

/** Accents and case aside, so that 'cafe' finds 'Café'. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The places whose name, tag or address hold every typed word. */
export function matching(offered: OfferedPlace[], text: string): OfferedPlace[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return offered;
  return offered.filter((place) => {
    const haystack = fold([place.name, place.tag, place.address].filter(Boolean).join(" "));
    return words.every((word) => haystack.includes(word));
  });
}

/** The place a pasted link points at, as 'Add a place that is not listed' starts with it (no name: empty). */
export type LinkedPlace = { name: string; lat: number; lng: number };

/** A map link in the picker's input: the point and name of its place, or why it gives no point. */
export type PastedLink =
  | { ok: true; point: Coordinates; name: string | null }
  | { ok: false; message: string };

/**
 * The map link in the picker's input, read in the browser (src/shared/map-links.ts), or null when the input
 * holds words to search by.
 */
export function readPastedLink(text: string): PastedLink | null {
  if (!isLink(text)) return null;
  const reading = readMapLink(text);
  return reading.ok ? { ok: true, point: reading.coordinates, name: readMapLinkName(text) } : reading;
}

/** Names alike enough for a link's place: one holds the other, accents and case aside ('Flore', 'Café de Flore'). */
function sameName(name: string, linkName: string | null): boolean {
  if (!linkName) return false;
  const [a, b] = [fold(name).trim(), fold(linkName).trim()];
  return a.includes(b) || b.includes(a);
}

/**
 * The offered places lying as close to the link's point as an import's match (150 m): those named like the link's
 * place first, then the nearest.
 */
export function placesNear(offered: OfferedPlace[], link: { point: Coordinates; name: string | null }) {
  const radiusKm = IMPORT_LIMITS.matchRadiusMetres / 1000;
  return offered
    .flatMap((place) => {
      if (place.lat === null || place.lng === null) return [];
      const km = distanceKm(link.point, { lat: place.lat, lng: place.lng });
      return km <= radiusKm ? [{ place, km, named: sameName(place.name, link.name) }] : [];
    })
    .sort((a, b) => Number(b.named) - Number(a.named) || a.km - b.km)
    .map(({ place }) => place);
}
