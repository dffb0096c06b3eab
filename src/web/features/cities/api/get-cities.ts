import { queryOptions, useQuery } from "@tanstack/react-query";
import { STALE_TIME } from "../../../../shared/limits";
import type { City, CityList } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { freshFor } from "../../../lib/query-client";
import { cityKeys } from "../../../lib/query-keys";
import { storeLocalCities } from "../local-cities";

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
