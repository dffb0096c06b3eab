import { useMutation, useQueryClient } from "@tanstack/react-query";
import { reloadGuideHolders } from "../../../lib/api/saves";
import { api } from "../../../lib/api-client";

/** Publishes back a guide an admin unpublished, as its creator left it; every guide list reloads. */
export function useRepublishGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guideId: string) => api.post<null>(`/guides/${guideId}/republish`),
    onSuccess: () => reloadGuideHolders(queryClient),
  });
}
