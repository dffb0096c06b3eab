import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettings, NotificationSettingsChange } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { channelKeys } from "../../../lib/query-keys";

export const useNotificationSettings = () =>
  useQuery({
    queryKey: channelKeys.settings(),
    queryFn: ({ signal }) => api.get<NotificationSettings>("/me/notification-settings", { signal }),
  });

/** Sends one switch's change; the table shows the server's answer. */
export function useChangeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationSettingsChange) =>
      api.put<NotificationSettings>("/me/notification-settings", change),
    onSuccess: (settings) => queryClient.setQueryData(channelKeys.settings(), settings),
  });
}
