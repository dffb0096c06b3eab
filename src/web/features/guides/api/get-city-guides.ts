import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { CityGuidePage, GuideSort } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { guideKeys } from "../../../lib/query-keys";

export const getCityGuides = (
  slug: string,
  sort: GuideSort,
  cursor: string | undefined,
  signal?: AbortSignal,
) =>
  api.get<CityGuidePage>(`/cities/${encodeURIComponent(slug)}/guides`, {
    // Newest is the server's default: its address stays the one it always was.
    query: { sort: sort === "newest" ? undefined : sort, cursor },
    signal,
  });

export const cityGuidesQueryOptions = (slug: string, sort: GuideSort) =>
  infiniteQueryOptions({
    queryKey: guideKeys.city(slug, sort),
    queryFn: ({ pageParam, signal }) => getCityGuides(slug, sort, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

type CityGuidesOptions = Pick<ReturnType<typeof cityGuidesQueryOptions>, "placeholderData">;

export const useCityGuides = (slug: string, sort: GuideSort = "newest", options: CityGuidesOptions = {}) =>
  useInfiniteQuery({ ...cityGuidesQueryOptions(slug, sort), ...options });
