import { useInfiniteQuery } from "@tanstack/react-query";
import type { SuggestionQueue } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { suggestionKeys } from "../../../lib/query-keys";

/** The suggestions awaiting review, oldest first, a page at a time (admins only). */
export const useSuggestionQueue = () =>
  useInfiniteQuery({
    queryKey: suggestionKeys.queue(),
    queryFn: ({ pageParam, signal }) =>
      api.get<SuggestionQueue>("/suggestions", { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 0,
  });
