import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GuideDetail, Me, ProfileUpdate } from "../../../../shared/schemas";
import { reloadGuideHolders } from "../../../lib/api/saves";
import { api } from "../../../lib/api-client";
import { authKeys, guideKeys, profileKeys } from "../../../lib/query-keys";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => api.patch<Me>("/me", changes),
    onSuccess: async (me) => {
      queryClient.setQueryData(profileKeys.me, me);
      // Awaited: /profile finds the own profile by the session's username, which may just have changed.
      await queryClient.invalidateQueries({ queryKey: authKeys.session });
      queryClient.invalidateQueries({ queryKey: profileKeys.all });
      queryClient.invalidateQueries({ queryKey: guideKeys.all });
    },
  });
}

export function useDeleteGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guideId: string) => api.delete(`/guides/${guideId}`),
    onSuccess: () => reloadGuideHolders(queryClient),
  });
}

/** Publishes a draft as it is stored; the server refuses one that misses a rule of publishing. */
export function usePublishDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guideId: string) => api.post<GuideDetail>(`/guides/${guideId}/publish`),
    onSuccess: () => reloadGuideHolders(queryClient),
  });
}
