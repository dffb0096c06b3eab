import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  DuplicateCandidate,
  MergeResult,
  PlaceDetail,
  PlacePage,
  PlaceSummary,
  QueuedSuggestion,
  SuggestionApproval,
} from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { guideKeys, placeKeys, savedKeys, suggestionKeys } from "../../../lib/query-keys";

/** A review changes the catalogue, the guides that show the place, and bookmarks (a merge moves them). */
function useReviewed() {
  const queryClient = useQueryClient();
  return () => {
    for (const keys of [suggestionKeys, placeKeys, guideKeys, savedKeys])
      queryClient.invalidateQueries({ queryKey: keys.all });
  };
}

export function useApproveSuggestion() {
  const reviewed = useReviewed();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SuggestionApproval }) =>
      api.post<PlaceDetail>(`/suggestions/${id}/approve`, changes),
    onSuccess: reviewed,
  });
}

export function useMergeSuggestion() {
  const reviewed = useReviewed();
  return useMutation({
    mutationFn: ({ id, targetId }: { id: string; targetId: string }) =>
      api.post<MergeResult>(`/suggestions/${id}/merge`, { targetId }),
    onSuccess: reviewed,
  });
}

export function useRejectSuggestion() {
  const reviewed = useReviewed();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<PlaceDetail>(`/suggestions/${id}/reject`, { reason }),
    onSuccess: reviewed,
  });
}

/**
 * Where a suggestion may be merged: approved places of its city and category, its likely duplicates while `q`
 * is empty, else those whose name contains `q`.
 */
export const useMergeTargets = (suggestion: QueuedSuggestion, q: string) =>
  useQuery({
    queryKey: suggestionKeys.mergeTargets(suggestion.id, q),
    queryFn: async ({ signal }): Promise<PlaceSummary[]> => {
      const found = q
        ? (
            await api.get<PlacePage>("/places", {
              signal,
              query: { cityId: suggestion.cityId, category: suggestion.category, q, limit: 20 },
            })
          ).items
        : (
            await api.get<{ items: DuplicateCandidate[] }>("/suggestions/duplicates", {
              signal,
              query: {
                cityId: suggestion.cityId,
                name: suggestion.name,
                lat: suggestion.lat ?? undefined,
                lng: suggestion.lng ?? undefined,
              },
            })
          ).items;
      return found.filter(
        (place) =>
          place.id !== suggestion.id &&
          place.category === suggestion.category &&
          place.reviewStatus === "approved",
      );
    },
    staleTime: 0,
  });
