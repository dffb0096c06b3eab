import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GuideReactions, PlaceReactions } from "../../../../shared/schemas";
import { api, refusalMessage } from "../../../lib/api-client";
import { guideKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";

/** Every place's 👍, 👎 and comment count; one request a guide, shared by all its rows. */
export const useGuideReactions = (guideId: string, enabled: boolean) =>
  useQuery({
    queryKey: guideKeys.reactions(guideId),
    queryFn: ({ signal }) => api.get<GuideReactions>(`/guides/${guideId}/reactions`, { signal }),
    enabled,
  });

type Kind = "up" | "down";

/** What a place's reactions become when the reader gives `next` (null: takes theirs back). */
function withMine(current: PlaceReactions, next: Kind | null): PlaceReactions {
  const counts = { up: current.up, down: current.down };
  if (current.mine) counts[current.mine] -= 1;
  if (next) counts[next] += 1;
  return { ...current, ...counts, mine: next };
}

/** Gives, changes or takes back the reader's reaction to a place, shown at once and put right by the answer. */
export function useReact(guideId: string) {
  const queryClient = useQueryClient();
  const key = guideKeys.reactions(guideId);
  return useMutation({
    mutationFn: ({ placeId, kind }: { placeId: string; kind: Kind | null }) =>
      kind
        ? api.put<void>(`/guides/${guideId}/places/${placeId}/reaction`, { kind })
        : api.delete<void>(`/guides/${guideId}/places/${placeId}/reaction`),
    onMutate: async ({ placeId, kind }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<GuideReactions>(key);
      const empty = { placeId, up: 0, down: 0, mine: null, upBy: [], downBy: [], comments: 0 };
      const current = before?.items.find((item) => item.placeId === placeId) ?? empty;
      const items = [
        ...(before?.items.filter((item) => item.placeId !== placeId) ?? []),
        withMine(current, kind),
      ];
      queryClient.setQueryData<GuideReactions>(key, { items });
      return { before };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(key, context?.before);
      toast.error(refusalMessage(error, "Could not save your reaction") ?? "");
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
