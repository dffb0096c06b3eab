import type { Coordinates } from "../../../shared/geo";
import { useCities } from "../cities";

/** The centre of the named city, for the built-in basemap's label; null until the cities load or without one. */
export function useCityCentre(cityName: string): Coordinates | null {
  const city = useCities().data?.find((candidate) => candidate.name.toLowerCase() === cityName.toLowerCase());
  return city?.lat != null && city.lng != null ? { lat: city.lat, lng: city.lng } : null;
}
