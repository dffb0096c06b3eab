import { and, asc, eq, isNull, lte, or } from "drizzle-orm";
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

export async function storedPreference(db: Database, userId: string, topic: string) {
  const [row] = await db
    .select({
      inApp: notificationPreferences.inApp,
      email: notificationPreferences.email,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.topic, topic)));
  return row;
}

export async function userExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

export const pushTargetsOf = (db: Database, userId: string) =>
  db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));

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
