import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettings, NotificationSettingsChange } from "../../../../shared/schemas";
import { api } from "../../../lib/api-client";
import { channelKeys } from "../../../lib/query-keys";

export const useNotificationSettings = () =>
  useQuery({
    queryKey: channelKeys.settings(),
    queryFn: ({ signal }) => api.get<NotificationSettings>("/me/notification-settings", { signal }),
  });

/** The settings with a change applied, as the server will store it. */
function withChange(
  settings: NotificationSettings,
  change: NotificationSettingsChange,
): NotificationSettings {
  const topics = { ...settings.topics };
  for (const [topic, switches] of Object.entries(change.topics) as [keyof typeof topics, object][])
    topics[topic] = { ...topics[topic], ...switches };
  return { topics };
}

/** Sends one switch's change: the switch turns at once, and turns back if the server refuses it. */
export function useChangeSettings() {
  const queryClient = useQueryClient();
  const key = channelKeys.settings();
  return useMutation({
    mutationFn: (change: NotificationSettingsChange) =>
      api.put<NotificationSettings>("/me/notification-settings", change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationSettings>(key);
      if (before) queryClient.setQueryData(key, withChange(before, change));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}
