import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlaceComment, PlaceCommentPage } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { guideKeys } from "../../../lib/query-keys";

/** A place's comments in a guide, newest first, a page at a time. */
export const usePlaceComments = (guideId: string, placeId: string) =>
  useInfiniteQuery({
    queryKey: guideKeys.comments(guideId, placeId),
    queryFn: ({ pageParam, signal }) =>
      api.get<PlaceCommentPage>(`/guides/${guideId}/places/${placeId}/comments`, {
        signal,
        query: { cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

type CommentWrite =
  | { action: "add"; body: string }
  | { action: "edit"; commentId: string; body: string }
  | { action: "delete"; commentId: string };

/** Adds, edits or deletes a comment; the place's comments and the guide's counts refresh. */
export function useCommentWrite(guideId: string, placeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (write: CommentWrite): Promise<PlaceComment | undefined> => {
      if (write.action === "add")
        return api.post<PlaceComment>(`/guides/${guideId}/places/${placeId}/comments`, { body: write.body });
      if (write.action === "edit")
        return api.patch<PlaceComment>(`/guides/${guideId}/comments/${write.commentId}`, {
          body: write.body,
        });
      await api.delete<void>(`/guides/${guideId}/comments/${write.commentId}`);
      return undefined;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: guideKeys.comments(guideId, placeId) }),
        queryClient.invalidateQueries({ queryKey: guideKeys.reactions(guideId) }),
      ]),
  });
}
