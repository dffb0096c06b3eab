import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { NotificationPage, UnreadCount } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { notificationKeys } from "../../../lib/query-keys";

/** The bell's number. */
export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => api.get<UnreadCount>("/me/notifications/unread-count", { signal }),
  });

/** The member's notifications, a page at a time, newest first. */
export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationPage>("/me/notifications", { signal, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

function useRefreshAfter<Input>(write: (input: Input) => Promise<UnreadCount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (count) => {
      queryClient.setQueryData(notificationKeys.unread(), count);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}

export const useMarkRead = () =>
  useRefreshAfter((id: string) => api.post<UnreadCount>(`/me/notifications/${id}/read`));

export const useMarkAllRead = () =>
  useRefreshAfter((_: undefined) => api.post<UnreadCount>("/me/notifications/read"));

/**
 * The member's own event stream (docs/decisions/065): each 'notifications' event, and a stream back after an
 * interruption (events missed meanwhile), reads the bell and the list again.
 */
export function useNotificationStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource("/api/realtime?me=1");
    const reload = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    source.addEventListener("notifications", reload);
    let interrupted = false;
    source.addEventListener("error", () => {
      interrupted = true;
    });
    source.addEventListener("open", () => {
      if (interrupted) reload();
      interrupted = false;
    });
    return () => source.close();
  }, [queryClient]);
}
