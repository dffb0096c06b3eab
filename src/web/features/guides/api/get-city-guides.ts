import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { CityGuidePage } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { guideKeys } from "../../../lib/query-keys";

export const getCityGuides = (slug: string, cursor: string | undefined, signal?: AbortSignal) =>
  api.get<CityGuidePage>(`/cities/${encodeURIComponent(slug)}/guides`, { query: { cursor }, signal });

export const cityGuidesQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: guideKeys.city(slug),
    queryFn: ({ pageParam, signal }) => getCityGuides(slug, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useCityGuides = (slug: string) => useInfiniteQuery(cityGuidesQueryOptions(slug));
