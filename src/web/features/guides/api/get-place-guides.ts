import { useInfiniteQuery } from "@tanstack/react-query";
import type { PlaceGuidePage } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { guideKeys } from "../../../lib/query-keys";

/** The published guides that include a place, newest first, a page at a time, for the place page's In guides. */
export const usePlaceGuides = (placeId: string) =>
  useInfiniteQuery({
    queryKey: guideKeys.includingPlace(placeId),
    queryFn: ({ pageParam, signal }) =>
      api.get<PlaceGuidePage>(`/places/${encodeURIComponent(placeId)}/guides`, {
        query: { cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
