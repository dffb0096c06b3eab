import { useMutation, useQueryClient } from "@tanstack/react-query";
import { reloadGuideHolders } from "../../../lib/api/saves";
import { api } from "../../../lib/api-client";

/** Takes a guide back to its creator's drafts with the reason they are shown; every guide list reloads. */
export function useUnpublishGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guideId, reason }: { guideId: string; reason: string }) =>
      api.post<null>(`/guides/${guideId}/unpublish`, { reason }),
    onSuccess: () => reloadGuideHolders(queryClient),
  });
}
