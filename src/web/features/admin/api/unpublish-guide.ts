import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { guideKeys, profileKeys } from "../../../lib/query-keys";

/** Takes a guide back to its creator's drafts with the reason they are shown; every guide list reloads. */
export function useUnpublishGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guideId, reason }: { guideId: string; reason: string }) =>
      api.post<null>(`/guides/${guideId}/unpublish`, { reason }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: guideKeys.all });
      queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
