import {
  type ChannelSwitches,
  DEFAULT_CHANNELS,
  DELIVERY_LIMITS,
  DELIVERY_MESSAGES,
  NOTIFICATION_TOPICS,
  type NotificationTopic,
} from "../../../shared/notification-channels";
import type {
  NotificationSettings,
  NotificationSettingsChange,
  PushSubscriptionInput,
} from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { InvalidInputError } from "../../infrastructure/errors";
import { isPushServiceAllowed } from "../../infrastructure/push/push-services";
import {
  dropDigestEntries,
  type PreferenceRow,
  removePushSubscription,
  savePreferences,
  savePushSubscription,
} from "./mutations";
import { storedPreferences, storedPreferencesOf, userExists } from "./repository";
import type { UnsubscribeScope } from "./unsubscribe-token";

const isTopic = (value: string): value is NotificationTopic =>
  (NOTIFICATION_TOPICS as readonly string[]).includes(value);

async function allChannels(
  db: Database,
  userId: string,
): Promise<Record<NotificationTopic, ChannelSwitches>> {
  const topics = { ...DEFAULT_CHANNELS };
  for (const { topic, ...switches } of await storedPreferences(db, userId))
    if (isTopic(topic)) topics[topic] = switches;
  return topics;
}

/** Each member's channels for one topic: what they chose, else the default. */
export async function channelsOfMembers(
  db: Database,
  userIds: string[],
  topic: NotificationTopic,
): Promise<Map<string, ChannelSwitches>> {
  const chosen = new Map(
    (await storedPreferencesOf(db, userIds, topic)).map(({ userId, ...switches }) => [userId, switches]),
  );
  return new Map(userIds.map((userId) => [userId, chosen.get(userId) ?? DEFAULT_CHANNELS[topic]]));
}

export async function notificationSettings(db: Database, userId: string): Promise<NotificationSettings> {
  return { topics: await allChannels(db, userId) };
}

/** Changes the switches given and keeps the others; email turned off also drops what waited for the digest. */
export async function updateNotificationSettings(
  db: Database,
  userId: string,
  change: NotificationSettingsChange,
): Promise<NotificationSettings> {
  const current = await allChannels(db, userId);
  const rows: PreferenceRow[] = [];
  const emailOff: string[] = [];
  for (const topic of NOTIFICATION_TOPICS) {
    const switches = change.topics[topic];
    if (!switches) continue;
    const next = { ...current[topic], ...switches };
    if (current[topic].email && !next.email) emailOff.push(topic);
    rows.push({ topic, ...next });
  }
  await savePreferences(db, userId, rows);
  await dropDigestEntries(db, userId, emailOff);
  return notificationSettings(db, userId);
}

/** What an unsubscribe link does: that topic's email off, or every topic's; nothing for a deleted account. */
export async function unsubscribeEmail(db: Database, userId: string, scope: UnsubscribeScope): Promise<void> {
  if (!(await userExists(db, userId))) return;
  const change: NotificationSettingsChange["topics"] = {};
  for (const topic of scope === "all" ? NOTIFICATION_TOPICS : [scope]) change[topic] = { email: false };
  await updateNotificationSettings(db, userId, { topics: change });
}

export async function subscribePush(
  db: Database,
  userId: string,
  subscription: PushSubscriptionInput,
  extraOrigins: readonly string[],
): Promise<{ devices: number }> {
  if (!isPushServiceAllowed(subscription.endpoint, extraOrigins))
    throw new InvalidInputError(DELIVERY_MESSAGES.endpointRefused);
  const devices = await savePushSubscription(
    db,
    userId,
    { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    DELIVERY_LIMITS.pushDevicesPerUser,
  );
  return { devices };
}

export async function unsubscribePush(db: Database, userId: string, endpoint: string): Promise<void> {
  await removePushSubscription(db, userId, endpoint);
}
