import { useQueryClient } from "@tanstack/react-query";
import { SUPPORTED_CITIES } from "../../../shared/cities";
import type { Coordinates } from "../../../shared/geo";
import type { City } from "../../../shared/schemas";
import { cityCentre } from "../../lib/api/get-cities";
import { cityKeys } from "../../lib/query-keys";

/**
 * The centre of the named city, for the built-in basemap's label: from the cities this browser already holds,
 * else the supported cities' own table. Never a request of its own: a guide costs one API request.
 */
export function useCityCentre(cityName: string): Coordinates | null {
  const cached = useQueryClient().getQueryData<City[]>(cityKeys.all) ?? [];
  const name = cityName.toLowerCase();
  const city = [...cached, ...SUPPORTED_CITIES].find(
    (candidate) => candidate.name.toLowerCase() === name && candidate.lat != null && candidate.lng != null,
  );
  return cityCentre(city);
}
