import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";

/** A key's requests in its current window, and how long until the window ends. */
export type WindowCount = { count: number; msLeft: number };

/**
 * Counts one request against `key` in one statement, so concurrent requests on any node never both read a stale
 * count: the first request (or the first after the window ended) opens a window of `windowMs` at 1, the others
 * add one. Times are the database's clock, the one clock every node shares.
 */
export async function countRequest(db: Database, key: string, windowMs: number): Promise<WindowCount> {
  const ended = sql`${rateLimits.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, expiresAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        expiresAt: sql`CASE WHEN ${ended} THEN excluded.expires_at ELSE ${rateLimits.expiresAt} END`,
      },
    })
    .returning({
      count: rateLimits.count,
      msLeft: sql<number>`greatest(0, ceil(extract(epoch FROM ${rateLimits.expiresAt} - now()) * 1000))::int`,
    });
  if (!row) throw new Error(`No count returned for rate-limit key ${key}`);
  return row;
}

/** Forgets windows that have ended: a key that comes back starts afresh either way. */
export async function deleteEndedWindows(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`));
}
