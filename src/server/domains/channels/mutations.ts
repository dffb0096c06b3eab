import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../infrastructure/db/client";
import {
  emailDigestEntries,
  emailDigests,
  notificationPreferences,
  pushSubscriptions,
} from "../../infrastructure/db/schema";

export type PreferenceRow = { topic: string; inApp: boolean; email: boolean; push: boolean };

/** Stores whole rows for the topics given: each carries all three channels, defaults filled in. */
export async function savePreferences(db: Database, userId: string, rows: PreferenceRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows.map((row) => ({ userId, ...row })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.topic],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        push: sql`excluded.push`,
        updatedAt: sql`now()`,
      },
    });
}

/** What was waiting for a digest about topics whose email was just turned off is not sent either. */
export async function dropDigestEntries(db: Database, userId: string, topics: string[]): Promise<void> {
  if (topics.length === 0) return;
  await db
    .delete(emailDigestEntries)
    .where(and(eq(emailDigestEntries.userId, userId), inArray(emailDigestEntries.topic, topics)));
}

/** One line of each member's next digest per notification: a batched notification that grows rewrites its line. */
export async function queueDigestEntries(
  db: Database,
  userIds: string[],
  entry: { key: string; topic: string; text: string; url: string },
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(emailDigestEntries)
    .values(userIds.map((userId) => ({ userId, ...entry })))
    .onConflictDoUpdate({
      target: [emailDigestEntries.userId, emailDigestEntries.key],
      set: { text: sql`excluded.text`, url: sql`excluded.url`, topic: sql`excluded.topic` },
    });
}

/**
 * Takes a member's digest for this sweep: true when their last digest went at or before `cutoff` (or never) and
 * no other node took it first, the one row per member deciding.
 */
export async function claimDigest(db: Database, userId: string, now: Date, cutoff: Date): Promise<boolean> {
  const claimed = await db
    .insert(emailDigests)
    .values({ userId, lastSentAt: now })
    .onConflictDoUpdate({
      target: emailDigests.userId,
      set: { lastSentAt: now },
      setWhere: lte(emailDigests.lastSentAt, cutoff),
    })
    .returning({ userId: emailDigests.userId });
  return claimed.length > 0;
}

/** A digest that could not be sent is due again at the next sweep. */
export async function releaseDigest(db: Database, userId: string): Promise<void> {
  await db
    .update(emailDigests)
    .set({ lastSentAt: new Date(0) })
    .where(eq(emailDigests.userId, userId));
}

export async function deleteDigestEntries(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(emailDigestEntries).where(inArray(emailDigestEntries.id, ids));
}

/**
 * Keeps a device's subscription for a member (an endpoint subscribed again, or by someone else signing in on that
 * device, moves to them), then lets go of their oldest devices past `maxDevices`. Returns how many they have.
 */
export async function savePushSubscription(
  db: Database,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string },
  maxDevices: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, ...subscription })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: sql`now()` },
      });
    const devices = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
    const extra = devices.slice(maxDevices).map((device) => device.id);
    if (extra.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, extra));
    return devices.length - extra.length;
  });
}

export async function removePushSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The push service said the subscription is gone (404, 410): nothing will reach that device again. */
export async function forgetPushEndpoint(db: Database, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}
