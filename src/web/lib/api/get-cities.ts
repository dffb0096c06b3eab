import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Coordinates } from "../../../shared/geo";
import { STALE_TIME } from "../../../shared/limits";
import type { City, CityList } from "../../../shared/schemas";
import { api } from "../api-client";
import { storeLocalCities } from "../local-cities";
import { freshFor } from "../query-client";
import { cityKeys } from "../query-keys";

export const getCities = async (signal?: AbortSignal): Promise<City[]> => {
  const { items } = await api.get<CityList>("/cities", { signal });
  storeLocalCities(items);
  return items;
};

export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: cityKeys.all,
    queryFn: ({ signal }) => getCities(signal),
    ...freshFor(STALE_TIME.cities),
  });

export const useCities = () => useQuery(citiesQueryOptions());

/** Where a city's maps look first: its centre, when the catalogue has one. */
export const cityCentre = (city: Pick<City, "lat" | "lng"> | undefined): Coordinates | null =>
  city?.lat != null && city.lng != null ? { lat: city.lat, lng: city.lng } : null;
