/** A point in WGS84 decimal degrees, as stored for places and city centres. */
export type Coordinates = { lat: number; lng: number };

export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;

/** Six decimals, about 10 cm: what a map link, a click or a dragged pin gives, no false precision. */
export function roundCoordinates({ lat, lng }: Coordinates): Coordinates {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { lat: round(lat), lng: round(lng) };
}

/** The mean Earth radius (IUGG); the sphere is off by at most 0.5 %, far below what the distance rules need. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula, in kilometres. */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
