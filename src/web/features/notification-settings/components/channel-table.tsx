import { useState } from "react";
import {
  CHANNEL_LABELS,
  CHANNELS,
  type Channel,
  type ChannelSwitches,
  DELIVERY_MESSAGES,
  NOTIFICATION_TOPICS,
  type NotificationTopic,
  TOPIC_LABELS,
} from "../../../../shared/notification-channels";
import type { NotificationSettingsChange } from "../../../../shared/schemas";
import { LoadError } from "../../../components/ui/load-error";
import { refusalMessage } from "../../../lib/api-client";
import { useChangeSettings, useNotificationSettings } from "../api/settings";

/**
 * The settings matrix: a row per kind of notification, a checkbox per channel, each change saved at once.
 * Native checkboxes in a table: Tab walks them, Space turns one, and each is named by its row and column.
 */
export function ChannelTable() {
  const settings = useNotificationSettings();
  const change = useChangeSettings();
  const [status, setStatus] = useState("");

  if (settings.isError)
    return <LoadError text={DELIVERY_MESSAGES.loadFailed} onRetry={() => void settings.refetch()} />;
  const topics = settings.data?.topics;

  const toggle = (topic: NotificationTopic, channel: Channel, on: boolean) => {
    setStatus("");
    const switches: Partial<ChannelSwitches> = {};
    switches[channel] = on;
    const topics: NotificationSettingsChange["topics"] = {};
    topics[topic] = switches;
    change.mutate(
      { topics },
      {
        onSuccess: () => setStatus(DELIVERY_MESSAGES.saved),
        onError: (error) => setStatus(refusalMessage(error, DELIVERY_MESSAGES.saveFailed) ?? ""),
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="-mx-2 overflow-x-auto">
        <table className="w-full border-collapse text-sm" aria-busy={!topics}>
          <caption className="sr-only">{DELIVERY_MESSAGES.title}</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="px-2 py-2 font-medium">
                {DELIVERY_MESSAGES.topic}
              </th>
              {CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="w-16 px-1 py-2 text-center font-medium sm:w-24">
                  {CHANNEL_LABELS[channel]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_TOPICS.map((topic) => (
              <tr key={topic} className="border-b border-border/60">
                <th scope="row" className="px-2 py-2 text-left font-normal">
                  {TOPIC_LABELS[topic]}
                </th>
                {CHANNELS.map((channel) => (
                  <td key={channel} className="px-1 py-1 text-center">
                    <label className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg hover:bg-surface-raised">
                      <input
                        type="checkbox"
                        className="size-5 accent-violet-500"
                        aria-label={DELIVERY_MESSAGES.switchLabel(topic, channel)}
                        checked={topics?.[topic][channel] ?? false}
                        disabled={!topics || (channel !== "inApp" && !topics[topic].inApp)}
                        onChange={(event) => toggle(topic, channel, event.target.checked)}
                      />
                    </label>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status" className="min-h-5 text-sm text-muted">
        {status}
      </p>
    </div>
  );
}
