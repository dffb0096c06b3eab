import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { BookmarkedPlaceGroups, SavedGuideGroups } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { savedKeys } from "../../../lib/query-keys";

/**
 * A member's saved guides or bookmarked places, a page at a time, all cities or one (`citySlug`). The first page
 * of all cities is asked for at its bare address, the one a kept guide's account data is stored under offline.
 */
function pagedSaves<Page extends { nextCursor: string | null }>(
  path: string,
  queryKey: readonly unknown[],
  citySlug: string | undefined,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      api.get<Page>(path, { query: { city: citySlug, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/**
 * The saved guides loaded so far, grouped by city (`groups`), those no longer available (`gone`), and the query
 * that pages through them.
 */
export function useSavedGuides(citySlug?: string) {
  const query = useInfiniteQuery(
    pagedSaves<SavedGuideGroups>("/me/saved-guides", savedKeys.guides(citySlug), citySlug),
  );
  const pages = query.data?.pages;
  const groups = useMemo(
    () =>
      mergeGroups(pages, (earlier, later) => ({ ...earlier, guides: [...earlier.guides, ...later.guides] })),
    [pages],
  );
  // Offline copies kept before gone guides were listed have none.
  const gone = pages?.[0]?.gone ?? [];
  return { query, groups, gone };
}

/** The bookmarked places loaded so far, grouped by city (`groups`), and the query that pages through them. */
export function useBookmarkedPlaces(citySlug?: string) {
  const query = useInfiniteQuery(
    pagedSaves<BookmarkedPlaceGroups>("/me/bookmarked-places", savedKeys.places(citySlug), citySlug),
  );
  const pages = query.data?.pages;
  const groups = useMemo(
    () =>
      mergeGroups(pages, (earlier, later) => ({ ...earlier, places: [...earlier.places, ...later.places] })),
    [pages],
  );
  return { query, groups };
}

/** The pages' groups as one list: a city met again on a later page joins its first group (`join`). */
function mergeGroups<G extends { citySlug: string }>(
  pages: { groups: G[] }[] | undefined,
  join: (earlier: G, later: G) => G,
): G[] {
  const merged = new Map<string, G>();
  for (const group of (pages ?? []).flatMap((page) => page.groups)) {
    const earlier = merged.get(group.citySlug);
    merged.set(group.citySlug, earlier ? join(earlier, group) : group);
  }
  return [...merged.values()];
}
