import { queryOptions, useQuery } from "@tanstack/react-query";
import { PLACE_LIST_MAX_LIMIT, STALE_TIME } from "../../../shared/limits";
import type { PlacePage } from "../../../shared/schemas";
import { api } from "../api-client";
import { freshFor } from "../query-client";
import { placeKeys } from "../query-keys";

/** Every place of a city, for the guide form's category pickers. */
export const cityPlacesQueryOptions = (cityId: string) =>
  queryOptions({
    queryKey: placeKeys.city(cityId),
    queryFn: ({ signal }) =>
      api.get<PlacePage>("/places", { signal, query: { cityId, limit: PLACE_LIST_MAX_LIMIT } }),
    ...freshFor(STALE_TIME.places),
  });

export const useCityPlaces = (cityId: string | undefined) =>
  useQuery({ ...cityPlacesQueryOptions(cityId ?? ""), enabled: Boolean(cityId) });
