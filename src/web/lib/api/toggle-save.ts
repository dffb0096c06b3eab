import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { SaveResult } from "../../../shared/schemas";
import { api } from "../api-client";
import { guideKeys, placeKeys, profileKeys, savedKeys, searchKeys } from "../query-keys";

type Flag = "isSaved" | "isBookmarked";

/** Every cached list or page that may hold the entity: feeds, city lists, guides, places, profiles, searches. */
const HOLDERS = [guideKeys.all, placeKeys.all, profileKeys.all, savedKeys.all, searchKeys.all] as const;

/**
 * A copy of `data` in which every object with this id has the flag set (and a guide's save count moved with it);
 * untouched branches are reused.
 */
function withFlag(data: unknown, id: string, flag: Flag, value: boolean): unknown {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const patched = withFlag(item, id, flag, value);
      changed ||= patched !== item;
      return patched;
    });
    return changed ? next : data;
  }
  if (data === null || typeof data !== "object") return data;
  const record = data as Record<string, unknown>;
  let next: Record<string, unknown> | null = null;
  if (record.id === id && flag in record && record[flag] !== value) {
    next = { ...record, [flag]: value };
    // A guide's save count moves with the viewer's own save (docs/product.md §2 What is popular).
    if (flag === "isSaved" && typeof record.saveCount === "number")
      next.saveCount = Math.max(0, record.saveCount + (value ? 1 : -1));
  }
  for (const [key, child] of Object.entries(record)) {
    const patched = withFlag(child, id, flag, value);
    if (patched !== child) {
      next ??= { ...record };
      next[key] = patched;
    }
  }
  return next ?? data;
}

/** Sets the flag everywhere at once and returns how to put everything back. */
function setEverywhere(queryClient: QueryClient, id: string, flag: Flag, value: boolean) {
  const snapshots = HOLDERS.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
  for (const queryKey of HOLDERS) {
    queryClient.setQueriesData({ queryKey }, (data: unknown) => withFlag(data, id, flag, value));
  }
  return () => {
    for (const [queryKey, data] of snapshots) queryClient.setQueryData(queryKey, data);
  };
}

type Toggle = { id: string; save: boolean };

/**
 * Saves or unsaves at once on every open screen (docs/product.md §4), rolls back if the
 * server refuses, then reloads the saved lists.
 */
function useToggle(resource: "saved-guides" | "bookmarked-places", flag: Flag) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, save }: Toggle) =>
      save
        ? api.put<SaveResult>(`/me/${resource}/${id}`, {})
        : api.delete<SaveResult>(`/me/${resource}/${id}`),
    onMutate: async ({ id, save }: Toggle) => {
      await Promise.all(HOLDERS.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      return { rollback: setEverywhere(queryClient, id, flag, save) };
    },
    onError: (_error, _toggle, context) => context?.rollback(),
    onSuccess: (_result, { id, save }) => {
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  });
}

export const useToggleGuideSave = () => useToggle("saved-guides", "isSaved");
export const useTogglePlaceBookmark = () => useToggle("bookmarked-places", "isBookmarked");
