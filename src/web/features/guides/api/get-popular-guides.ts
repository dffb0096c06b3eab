import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CityGuideCounts, PopularGuides } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { guideKeys } from "../../../lib/query-keys";

/** Home's 'Popular this week': the guides saved most in the last 7 days. */
export const popularGuidesQueryOptions = () =>
  queryOptions({
    queryKey: guideKeys.popular(),
    queryFn: ({ signal }) => api.get<PopularGuides>("/guides/popular", { signal }),
  });

export const usePopularGuides = () => useQuery(popularGuidesQueryOptions());

/** Published guides per city slug, for the city tiles (the browser's stored cities have no ids). */
export const cityGuideCountsQueryOptions = () =>
  queryOptions({
    queryKey: guideKeys.countsByCity(),
    queryFn: ({ signal }) => api.get<CityGuideCounts>("/cities/guide-counts", { signal }),
    select: ({ items }) => new Map(items.map((item) => [item.slug, item.guides])),
  });

export const useCityGuideCounts = () => useQuery(cityGuideCountsQueryOptions());
