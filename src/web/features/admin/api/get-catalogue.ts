import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { CityUsage, PlacePage, PlaceUsage } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { type AdminPlaceFilters, cityKeys, placeKeys } from "../../../lib/query-keys";

export const ADMIN_PAGE_SIZE = 20;

/** The catalogue by city, category, name and missing location, ordered by name, a page at a time as the list scrolls. */
export const useAdminPlaces = (filters: AdminPlaceFilters) =>
  useInfiniteQuery({
    queryKey: placeKeys.admin(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<PlacePage>("/places", {
        signal,
        query: {
          cityId: filters.cityId || undefined,
          category: filters.category || undefined,
          q: filters.q || undefined,
          location: filters.location || undefined,
          offset: pageParam,
          limit: ADMIN_PAGE_SIZE,
        },
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextOffset ?? undefined,
    placeholderData: keepPreviousData,
  });

export const usePlaceUsage = (id: string | undefined) =>
  useQuery({
    queryKey: placeKeys.usage(id),
    queryFn: ({ signal }) => api.get<PlaceUsage>(`/places/${id}/usage`, { signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });

export const useCityUsage = (id: string | undefined) =>
  useQuery({
    queryKey: cityKeys.usage(id),
    queryFn: ({ signal }) => api.get<CityUsage>(`/cities/${id}/usage`, { signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
