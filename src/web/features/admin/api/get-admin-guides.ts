import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { GuidePage } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { type AdminGuideFilters, guideKeys } from "../../../lib/query-keys";

/** Every published guide (or every guide admins unpublished), newest first, narrowed by city and name, a page at a time as the list scrolls. */
export const useAdminGuides = (filters: AdminGuideFilters) =>
  useInfiniteQuery({
    queryKey: guideKeys.admin(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<GuidePage>(filters.status === "unpublished" ? "/guides/unpublished" : "/guides", {
        signal,
        query: { cursor: pageParam, cityId: filters.cityId || undefined, q: filters.q || undefined },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
