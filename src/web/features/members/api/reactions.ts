import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { OFFLINE_MESSAGES } from "../../../../shared/messages";
import type { GuideReactions } from "../../../../shared/schemas";
import { type ReactionKind, sendReaction, withReaction } from "../../../lib/api/reactions";
import { useSession } from "../../../lib/api/session";
import { api, NetworkError, refusalMessage } from "../../../lib/api-client";
import { pendingWrites, reactionKey } from "../../../lib/outbox/pending-writes";
import { guideKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";

/** Every place's 👍, 👎 and comment count; one request a guide, shared by all its rows. */
export const useGuideReactions = (guideId: string, enabled: boolean) =>
  useQuery({
    queryKey: guideKeys.reactions(guideId),
    queryFn: ({ signal }) => api.get<GuideReactions>(`/guides/${guideId}/reactions`, { signal }),
    enabled,
  });

/**
 * Gives, changes or takes back the reader's reaction to a place, shown at once and put right by the answer. When
 * the site cannot be reached at all, it stays on screen and waits on the device to be sent (docs/decisions/059):
 * the outbox is loaded only then.
 */
export function useReact(guideId: string) {
  const queryClient = useQueryClient();
  const owner = useSession().user?.id;
  const key = guideKeys.reactions(guideId);
  return useMutation({
    mutationFn: async ({ placeId, kind, label }: { placeId: string; kind: ReactionKind; label: string }) => {
      const waiting = reactionKey(guideId, placeId);
      try {
        await sendReaction(guideId, placeId, kind);
        if (pendingWrites().some((write) => write.key === waiting))
          void import("../../../lib/outbox/outbox").then(({ dropWrite }) => dropWrite(waiting));
        return { waiting: false };
      } catch (error) {
        if (!(error instanceof NetworkError) || !owner) throw error;
        const { queueWrite } = await import("../../../lib/outbox/outbox");
        await queueWrite({ kind: "reaction", guideId, placeId, reaction: kind, label, owner });
        return { waiting: true };
      }
    },
    onMutate: async ({ placeId, kind }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<GuideReactions>(key);
      queryClient.setQueryData<GuideReactions>(key, withReaction(before, placeId, kind));
      return { before };
    },
    onSuccess: ({ waiting }) => {
      if (waiting) toast.info(OFFLINE_MESSAGES.waitingToast, { id: OFFLINE_MESSAGES.waitingToast });
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(key, context?.before);
      toast.error(refusalMessage(error, "Could not save your reaction") ?? "");
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
