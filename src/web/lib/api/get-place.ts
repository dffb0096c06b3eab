import { queryOptions, useQuery } from "@tanstack/react-query";
import { STALE_TIME } from "../../../shared/limits";
import type { PlaceDetail } from "../../../shared/schemas";
import { api } from "../api-client";
import { freshFor } from "../query-client";
import { placeKeys } from "../query-keys";

export const getPlace = (id: string, signal?: AbortSignal) =>
  api.get<PlaceDetail>(`/places/${encodeURIComponent(id)}`, { signal });

export const placeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: placeKeys.detail(id),
    queryFn: ({ signal }) => getPlace(id, signal),
    ...freshFor(STALE_TIME.places),
  });

export const usePlace = (id: string | undefined) =>
  useQuery({ ...placeQueryOptions(id ?? ""), enabled: Boolean(id) });
