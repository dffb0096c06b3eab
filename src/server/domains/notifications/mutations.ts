import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { TOPIC_OF_KIND } from "../../../shared/notification-channels";
import {
  NOTIFICATION_LIMITS,
  type NotificationKind,
  type NotificationPayload,
} from "../../../shared/notifications";
import type { Database } from "../../infrastructure/db/client";
import {
  cityFollows,
  notificationPreferences,
  notifications,
  userBlocks,
  userFollows,
} from "../../infrastructure/db/schema";

/** Who is told: these members, or the followers of a creator and of a city with ids in (after, through]. */
export type Recipients =
  | { userIds: string[] }
  | { followersOf: { creatorId: string; cityId: string }; after: string; through: string };

/** One event, told to each recipient as part of their batch `groupKey` (docs/decisions/065). */
export type NotificationWrite = {
  kind: string;
  groupKey: string;
  /** What the event adds to its batch: a key the batch already holds changes nothing. */
  key: string;
  /** Whoever acted: not told of it, nor told anyone who blocked them or whom they blocked. */
  actorId: string | null;
  /** A moderator's decision names nobody and goes to its author whatever they blocked. */
  anonymous: boolean;
  guideId: string | null;
  payload: NotificationPayload;
};

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

function recipientsOf(recipients: Recipients): SQL {
  if ("userIds" in recipients) return sql`select unnest(${textArray(recipients.userIds)}) as user_id`;
  const { creatorId, cityId } = recipients.followersOf;
  const { after, through } = recipients;
  // Each source is read from its (followee or city, follower) index over the batch's range of ids.
  return sql`select ${userFollows.followerId} as user_id from ${userFollows}
      where ${userFollows.followeeId} = ${creatorId}
        and ${userFollows.followerId} > ${after} and ${userFollows.followerId} <= ${through}
    union
    select ${cityFollows.userId} from ${cityFollows}
      where ${cityFollows.cityId} = ${cityId}
        and ${cityFollows.userId} > ${after} and ${cityFollows.userId} <= ${through}`;
}

type Recorded = { userId: string; inserted: boolean };

const isKind = (kind: string): kind is NotificationKind => Object.hasOwn(TOPIC_OF_KIND, kind);

/**
 * Leaves out the recipients who turned this kind off in the app (decision 067): it is not recorded for them, so
 * neither mailed nor pushed. No row is the default, on.
 */
const wantedInApp = (kind: string) =>
  isKind(kind)
    ? sql`and not exists (select 1 from ${notificationPreferences} p
        where p.user_id = r.user_id and p.topic = ${TOPIC_OF_KIND[kind]} and not p.in_app)`
    : sql``;

/**
 * Records one event for each recipient in one statement: a new notification, or the event added to the
 * recipient's batch (counted, its actor named, unread again) unless the batch already holds its key, so that an
 * event recorded twice counts once. Answers who was told, and whether their notification is new.
 */
export async function upsertNotifications(
  db: Database,
  recipients: Recipients,
  event: NotificationWrite,
): Promise<Recorded[]> {
  if ("userIds" in recipients && recipients.userIds.length === 0) return [];
  const actor = event.anonymous ? null : event.actorId;
  const actors = actor ? textArray([actor]) : sql`'{}'::text[]`;
  const newActor = sql`(${actor}::text is not null and not (${actor}::text = any(n.actor_ids)))`;
  const notBlocked = actor
    ? sql`and not exists (select 1 from ${userBlocks} b
        where (b.blocker_id = r.user_id and b.blocked_id = ${actor})
          or (b.blocker_id = ${actor} and b.blocked_id = r.user_id))`
    : sql``;
  const result = await db.execute(sql`
    insert into ${notifications} as n
      (user_id, kind, group_key, guide_id, actor_ids, actor_count, keys, count, payload)
    select r.user_id, ${event.kind}::text, ${event.groupKey}::text, ${event.guideId}::uuid, ${actors},
      ${actor ? 1 : 0}::int, ${textArray([event.key])}, 1, ${JSON.stringify(event.payload)}::jsonb
    from (${recipientsOf(recipients)}) r
    where r.user_id is distinct from ${event.actorId}::text ${notBlocked} ${wantedInApp(event.kind)}
    on conflict (user_id, group_key) do update set
      keys = (${textArray([event.key])} || n.keys)[1:${NOTIFICATION_LIMITS.keysKept}],
      count = n.count + 1,
      actor_ids = case when ${newActor}
        then (${actors} || n.actor_ids)[1:${NOTIFICATION_LIMITS.actorsKept}] else n.actor_ids end,
      actor_count = n.actor_count + case when ${newActor} then 1 else 0 end,
      payload = excluded.payload,
      updated_at = now(),
      read_at = null
    where not (${event.key}::text = any(n.keys))
    returning n.user_id as "userId", (n.xmax = 0) as inserted`);
  return (result as unknown as { rows: Recorded[] }).rows;
}

/** Each member keeps their newest NOTIFICATION_LIMITS.keptPerUser notifications; older ones go. */
export async function dropOldest(db: Database, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`
    delete from ${notifications} where id in (
      select old.id from unnest(${textArray(userIds)}) as member(id)
      cross join lateral (
        select n.id from ${notifications} n where n.user_id = member.id
        order by n.updated_at desc, n.id desc offset ${NOTIFICATION_LIMITS.keptPerUser}
      ) old)`);
}

/** False when the member has no such notification (read or not). */
export async function markRead(db: Database, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return Boolean(row);
}

export async function markAllRead(db: Database, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
