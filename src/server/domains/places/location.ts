import { distanceKm } from "../../../shared/geo";
import { MAX_PLACE_DISTANCE_FROM_CITY_KM } from "../../../shared/limits";
import { CATALOGUE_MESSAGES } from "../../../shared/messages";
import { InvalidInputError } from "../../infrastructure/errors";

type MaybePoint = { lat?: number | null; lng?: number | null };

/**
 * docs/product.md §5: a place lies within 50 km of its city's centre, which catches swapped or mistyped
 * coordinates. Nothing to check while either the place or the city has no location.
 */
export function assertNearCityCentre(place: MaybePoint, city: MaybePoint & { name: string }): void {
  if (place.lat == null || place.lng == null || city.lat == null || city.lng == null) return;
  const km = distanceKm({ lat: place.lat, lng: place.lng }, { lat: city.lat, lng: city.lng });
  if (km <= MAX_PLACE_DISTANCE_FROM_CITY_KM) return;
  const message = CATALOGUE_MESSAGES.placeTooFarFromCity(
    Math.round(km),
    city.name,
    MAX_PLACE_DISTANCE_FROM_CITY_KM,
  );
  throw new InvalidInputError(message, { lat: [message], lng: [message] });
}
