import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../../infrastructure/db/client";
import {
  emailDigestEntries,
  emailDigests,
  notificationPreferences,
  pushSubscriptions,
  users,
} from "../../infrastructure/db/schema";

/** The topics a member changed from their defaults. */
export const storedPreferences = (db: Database, userId: string) =>
  db
    .select({
      topic: notificationPreferences.topic,
      inApp: notificationPreferences.inApp,
      email: notificationPreferences.email,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));

/** The stored choices of these members for one topic (members who kept the defaults have none). */
export const storedPreferencesOf = (db: Database, userIds: string[], topic: string) =>
  db
    .select({
      userId: notificationPreferences.userId,
      inApp: notificationPreferences.inApp,
      email: notificationPreferences.email,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, userIds), eq(notificationPreferences.topic, topic)));

export async function userExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** The devices of these members (DELIVERY_LIMITS.pushDevicesPerUser each at most). */
export const pushTargetsOf = (db: Database, userIds: string[]) =>
  db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));

/** Members with something waiting whose last digest went before `cutoff` (or never), a batch at a time. */
export async function membersWithDueDigests(db: Database, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: emailDigestEntries.userId })
    .from(emailDigestEntries)
    .leftJoin(emailDigests, eq(emailDigests.userId, emailDigestEntries.userId))
    .where(or(isNull(emailDigests.lastSentAt), lte(emailDigests.lastSentAt, cutoff)))
    .limit(limit);
  return rows.map((row) => row.userId);
}

export async function digestRecipient(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** What waits for a member's digest, oldest first; `upTo` leaves out what came after the digest was claimed. */
export const digestEntriesOf = (db: Database, userId: string, upTo: Date) =>
  db
    .select({
      id: emailDigestEntries.id,
      topic: emailDigestEntries.topic,
      text: emailDigestEntries.text,
      url: emailDigestEntries.url,
    })
    .from(emailDigestEntries)
    .where(and(eq(emailDigestEntries.userId, userId), lte(emailDigestEntries.createdAt, upTo)))
    .orderBy(asc(emailDigestEntries.createdAt), asc(emailDigestEntries.id));
