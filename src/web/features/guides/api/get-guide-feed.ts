import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { GuidePage } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { guideKeys } from "../../../lib/query-keys";

export const getGuideFeed = (cursor: string | undefined, signal?: AbortSignal) =>
  api.get<GuidePage>("/guides", { query: { cursor }, signal });

export const guideFeedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: guideKeys.feed(),
    queryFn: ({ pageParam, signal }) => getGuideFeed(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useGuideFeed = () => useInfiniteQuery(guideFeedQueryOptions());
