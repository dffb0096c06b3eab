import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookmarkedPlaceGroups, SavedGuideGroups } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { savedKeys } from "../../../lib/query-keys";

export const savedGuidesQueryOptions = () =>
  queryOptions({
    queryKey: savedKeys.guides(),
    queryFn: ({ signal }) => api.get<SavedGuideGroups>("/me/saved-guides", { signal }),
  });

export const bookmarkedPlacesQueryOptions = () =>
  queryOptions({
    queryKey: savedKeys.places(),
    queryFn: ({ signal }) => api.get<BookmarkedPlaceGroups>("/me/bookmarked-places", { signal }),
  });

export const useSavedGuides = () => useQuery(savedGuidesQueryOptions());
export const useBookmarkedPlaces = () => useQuery(bookmarkedPlacesQueryOptions());
