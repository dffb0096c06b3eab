import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SaveResult } from "../../../shared/schemas";
import { NetworkError } from "../api-client";
import { isWaiting, pendingKey } from "../outbox/pending-writes";
import { savedKeys } from "../query-keys";
import { FLAGS, HOLDERS, type SaveKind, sendSave, setEverywhere, withFlag } from "./saves";
import { useSession } from "./session";

type Toggle = { id: string; save: boolean; label: string };

/** The toggle's answer; `waiting` when the site could not be reached and the change waits to be sent. */
export type ToggleResult = SaveResult & { waiting?: boolean };

/**
 * Saves or unsaves at once on every open screen (docs/product.md §4), rolls back if the server refuses, then
 * reloads the saved lists. When the site cannot be reached at all, the change stays on screen and waits to be
 * sent (docs/decisions/033): the outbox is loaded only then.
 */
function useToggle(kind: SaveKind) {
  const queryClient = useQueryClient();
  const owner = useSession().user?.id;
  const flag = FLAGS[kind];
  return useMutation({
    mutationFn: async ({ id, save, label }: Toggle): Promise<ToggleResult> => {
      try {
        const result = await sendSave(kind, id, save);
        // A change of the same thing made offline is now out of date; the outbox loads only if there is one.
        if (isWaiting(kind, id))
          void import("../outbox/outbox").then(({ dropWrite }) => dropWrite(pendingKey(kind, id)));
        return result;
      } catch (error) {
        if (!(error instanceof NetworkError) || !owner) throw error;
        const { queueWrite } = await import("../outbox/outbox");
        await queueWrite({ kind, id, save, label, owner });
        return { saved: save, already: false, waiting: true };
      }
    },
    onMutate: async ({ id, save }: Toggle) => {
      await Promise.all(HOLDERS.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      return { rollback: setEverywhere(queryClient, id, flag, save) };
    },
    onError: (_error, _toggle, context) => context?.rollback(),
    onSuccess: (result, { id, save }) => {
      if (result.waiting) return;
      // A list reloaded while the toggle was on its way (after a city changed, say) was read before the change
      // and shows the old state; one still loading may too. Both load again, now that the server has it.
      for (const queryKey of HOLDERS) {
        queryClient.invalidateQueries({
          queryKey,
          predicate: ({ state }) =>
            state.fetchStatus === "fetching" || withFlag(state.data, id, flag, save) !== state.data,
        });
      }
    },
    onSettled: (result) => {
      if (!result?.waiting) void queryClient.invalidateQueries({ queryKey: savedKeys.all });
      // A read cancelled above before its first answer (a profile opened a moment ago, say) has nothing to show
      // and would stay unloaded: it is asked again.
      for (const queryKey of HOLDERS) {
        void queryClient.invalidateQueries({ queryKey, predicate: ({ state }) => state.data === undefined });
      }
    },
  });
}

export const useToggleGuideSave = () => useToggle("guide");
export const useTogglePlaceBookmark = () => useToggle("place");
