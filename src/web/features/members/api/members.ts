import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GuideMemberRole } from "../../../../shared/guide-members";
import { api } from "../../../lib/api-client";
import { guideKeys, profileKeys } from "../../../lib/query-keys";

/** Member changes refresh the guide, whose detail carries its members, and the profiles' "With others". */
function useMemberWrite<Input>(guideId: string, send: (input: Input) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: guideKeys.detail(guideId) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      ]),
  });
}

export const useChangeRole = (guideId: string) =>
  useMemberWrite(guideId, ({ userId, role }: { userId: string; role: GuideMemberRole }) =>
    api.patch<void>(`/guides/${guideId}/members/${encodeURIComponent(userId)}`, { role }),
  );

/** Removes a member (the owner), or leaves the guide (oneself). */
export const useRemoveMember = (guideId: string) =>
  useMemberWrite(guideId, (userId: string) =>
    api.delete<void>(`/guides/${guideId}/members/${encodeURIComponent(userId)}`),
  );

export const useHandOver = (guideId: string) =>
  useMemberWrite(guideId, (userId: string) => api.post<void>(`/guides/${guideId}/owner`, { userId }));
