import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { NotificationPayload } from "../../../shared/notifications";
import type { Database } from "../../infrastructure/db/client";
import { isoTimestamp } from "../../infrastructure/db/iso-timestamp";
import type { Cursor } from "../../infrastructure/db/keyset-pages";
import {
  cities,
  cityFollows,
  guides,
  notifications,
  userFollows,
  users,
} from "../../infrastructure/db/schema";

export type NotificationRow = {
  id: string;
  kind: string;
  /** The newest event's time: the list's order and cursor. */
  createdAt: string;
  read: boolean;
  count: number;
  actorIds: string[];
  actorCount: number;
  guideId: string | null;
  guideName: string | null;
  guideLocation: string | null;
  payload: NotificationPayload;
};

const notificationColumns = {
  id: notifications.id,
  kind: notifications.kind,
  createdAt: isoTimestamp(notifications.updatedAt),
  read: sql<boolean>`${notifications.readAt} is not null`,
  count: notifications.count,
  actorIds: notifications.actorIds,
  actorCount: notifications.actorCount,
  guideId: notifications.guideId,
  guideName: guides.name,
  guideLocation: cities.name,
  payload: notifications.payload,
};

/** One page (and one row past it) of a member's notifications, the newest event first. */
export async function listNotifications(
  db: Database,
  userId: string,
  { cursor, limit }: { cursor?: Cursor; limit: number },
): Promise<NotificationRow[]> {
  return db
    .select(notificationColumns)
    .from(notifications)
    .leftJoin(guides, eq(guides.id, notifications.guideId))
    .leftJoin(cities, eq(cities.id, guides.cityId))
    .where(
      and(
        eq(notifications.userId, userId),
        cursor
          ? sql`(${notifications.updatedAt}, ${notifications.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .limit(limit + 1);
}

/** A member's notification of one batch, as their list shows it. */
export async function findNotification(
  db: Database,
  userId: string,
  groupKey: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select(notificationColumns)
    .from(notifications)
    .leftJoin(guides, eq(guides.id, notifications.guideId))
    .leftJoin(cities, eq(cities.id, guides.cityId))
    .where(and(eq(notifications.userId, userId), eq(notifications.groupKey, groupKey)));
  return row;
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function findPeople(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username, firstName: users.firstName, avatar: users.image })
    .from(users)
    .where(inArray(users.id, ids));
}

/** What a publication's notifications need of the guide: who made it and where, while it is published. */
export async function findPublishedGuide(db: Database, guideId: string) {
  const [row] = await db
    .select({ creatorId: guides.createdBy, cityId: guides.cityId })
    .from(guides)
    .where(and(eq(guides.id, guideId), eq(guides.status, "published")));
  return row;
}

/** A guide's owner, for what its members do in it. */
export async function findGuideOwner(db: Database, guideId: string): Promise<string | undefined> {
  const [row] = await db.select({ ownerId: guides.createdBy }).from(guides).where(eq(guides.id, guideId));
  return row?.ownerId;
}

/**
 * The next `limit` followers of a creator or a city (one who follows both counts once), by id after `after`:
 * how many there are and the last one's id, where the batch ends. Each source reads its index from `after` on.
 */
export async function followerBatch(
  db: Database,
  guide: { creatorId: string; cityId: string },
  after: string,
  limit: number,
): Promise<{ size: number; last: string | null }> {
  const result = await db.execute(sql`
    select count(*)::int as size, max(user_id) as last from (
      select user_id from (
        (select ${userFollows.followerId} as user_id from ${userFollows}
          where ${userFollows.followeeId} = ${guide.creatorId} and ${userFollows.followerId} > ${after}
          order by ${userFollows.followerId} limit ${limit})
        union
        (select ${cityFollows.userId} from ${cityFollows}
          where ${cityFollows.cityId} = ${guide.cityId} and ${cityFollows.userId} > ${after}
          order by ${cityFollows.userId} limit ${limit})
      ) followers order by user_id limit ${limit}
    ) batch`);
  const [row] = (result as unknown as { rows: Array<{ size: number; last: string | null }> }).rows;
  return { size: row?.size ?? 0, last: row?.last ?? null };
}
