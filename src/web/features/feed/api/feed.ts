import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { FeedPage, FeedSuggestions } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { followKeys } from "../../../lib/query-keys";

/** The signed-in member's Following feed, a page of groups at a time (docs/decisions/064). */
export const useFollowingFeed = () =>
  useInfiniteQuery({
    queryKey: followKeys.feed(),
    queryFn: ({ pageParam, signal }) =>
      api.get<FeedPage>("/me/feed", { signal, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** Popular creators and cities to follow, asked for only when the feed is empty. */
export const useFeedSuggestions = (enabled: boolean) =>
  useQuery({
    queryKey: followKeys.feedSuggestions(),
    queryFn: ({ signal }) => api.get<FeedSuggestions>("/me/feed/suggestions", { signal }),
    enabled,
  });
