import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GuideDetail } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { guideKeys } from "../../../lib/query-keys";

/** The owner's choice to show each place's reaction counts to everyone; the guide's detail carries it. */
export function useShowReactionCounts(guideId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showReactionCounts: boolean) =>
      api.put<void>(`/guides/${guideId}/reaction-settings`, { showReactionCounts }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guideKeys.detail(guideId) }),
  });
}

/**
 * Removes places from the guide as one change (the operations of docs/decisions/058): all of them or none, on top
 * of whatever the other members changed meanwhile.
 */
export function useRemovePlaces(guideId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (placeIds: string[]) =>
      api.post<GuideDetail>(`/guides/${guideId}/operations`, {
        operations: placeIds.map((placeId) => ({ type: "removePlace", placeId })),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guideKeys.detail(guideId) }),
  });
}
