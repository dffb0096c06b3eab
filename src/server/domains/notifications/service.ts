import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  type NotificationKind,
  type NotificationPayload,
} from "../../../shared/notifications";
import {
  NOTIFICATION_ACTORS_SHOWN,
  type Notification,
  type NotificationPage,
  type UnreadCount,
} from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { decodeCursor, toPage } from "../../infrastructure/db/keyset-pages";
import { NotFoundError } from "../../infrastructure/errors";
import type { JobQueue } from "../../infrastructure/jobs/queue";
import { dropOldest, markAllRead, markRead, type Recipients, upsertNotifications } from "./mutations";
import {
  countUnread,
  findGuideOwner,
  findNotification,
  findPeople,
  findPublishedGuide,
  followerBatch,
  listNotifications,
  type NotificationRow,
} from "./repository";

/** One thing that happened, to be told to its recipients (docs/decisions/065). */
export type NotificationEvent = {
  kind: NotificationKind;
  /** Which batch it joins, for every recipient: e.g. `guideSaved:<guide>:<day>`. */
  groupKey: string;
  /** What it adds to the batch (a saver, a place added): recorded twice, it counts once. */
  key: string;
  /** Who did it: never told of it, and nobody is told who blocked them or whom they blocked. */
  actorId: string;
  /** A moderator's decision: names nobody, and reaches its author whatever they blocked. */
  anonymous?: boolean;
  guideId?: string | null;
  payload?: NotificationPayload;
};

/** The UTC day an event falls on: batches that gather a day's events end there. */
export const dayOf = (at: Date = new Date()) => at.toISOString().slice(0, 10);

/** Told of every notification recorded on a database: the channels beyond the app (decision 067). */
type RecordedListener = (userIds: string[], event: NotificationEvent) => Promise<void>;
const recordedListeners = new WeakMap<Database, RecordedListener>();

/**
 * Hands each notification recorded on `db` to `listener` once recorded, with the members told, and waits for it:
 * the app registers its email and push delivery (domains/channels), which stands above this domain and so cannot
 * be called from it.
 */
export function whenRecorded(db: Database, listener: RecordedListener): void {
  recordedListeners.set(db, listener);
}

/**
 * The one way a notification is recorded: every event of every kind goes through here, so that delivery by
 * other channels hooks in at one place. Answers the members told (their notification new or grown).
 */
export async function recordNotification(
  db: Database,
  recipients: Recipients,
  event: NotificationEvent,
): Promise<string[]> {
  const recorded = await upsertNotifications(db, recipients, {
    kind: event.kind,
    groupKey: event.groupKey,
    key: event.key,
    actorId: event.actorId,
    anonymous: event.anonymous ?? false,
    guideId: event.guideId ?? null,
    payload: event.payload ?? {},
  });
  await dropOldest(
    db,
    recorded.filter((row) => row.inserted).map((row) => row.userId),
  );
  const told = recorded.map((row) => row.userId);
  if (told.length > 0) await recordedListeners.get(db)?.(told, event);
  return told;
}

/** Tells one member, unless it is their own doing (recordNotification checks that too). */
export const notifyMember = (db: Database, userId: string, event: NotificationEvent) =>
  recordNotification(db, { userIds: [userId] }, event);

type GuideActivity = "guideSaved" | "memberJoined" | "placesAdded" | "reacted";

/**
 * What someone did to a guide (saved it; joined it, added places or reacted in it as a member), told to its
 * owner and batched per guide, kind and day: "3 people saved Barcelona by Jordi today", "Maya added 3 places".
 */
export async function notifyGuideOwner(
  db: Database,
  guideId: string,
  kind: GuideActivity,
  actorId: string,
  keys: string[],
): Promise<void> {
  const ownerId = await findGuideOwner(db, guideId);
  if (!ownerId || ownerId === actorId) return;
  const groupKey = `${kind}:${guideId}:${dayOf()}`;
  for (const key of keys) await notifyMember(db, ownerId, { kind, groupKey, key, actorId, guideId });
}

/**
 * Tells the followers of a guide's creator and of its city that it was published, a batch of followers per
 * statement (insert ... select from the follows), once per follower however often it is published or this runs.
 * Nothing when the guide is not published (any more).
 */
export async function recordPublishedForFollowers(
  db: Database,
  guideId: string,
  signal?: AbortSignal,
): Promise<number> {
  const guide = await findPublishedGuide(db, guideId);
  if (!guide) return 0;
  const event: NotificationEvent = {
    kind: "guidePublished",
    groupKey: `guidePublished:${guideId}`,
    key: guideId,
    actorId: guide.creatorId,
    guideId,
  };
  let after = "";
  let told = 0;
  for (;;) {
    // A node stopping hands the job back between batches; run again, it skips the followers already told.
    signal?.throwIfAborted();
    const batch = await followerBatch(db, guide, after, NOTIFICATION_LIMITS.fanOutBatch);
    if (!batch.last) return told;
    const through = batch.last;
    told += (await recordNotification(db, { followersOf: guide, after, through }, event)).length;
    if (batch.size < NOTIFICATION_LIMITS.fanOutBatch) return told;
    after = through;
  }
}

/** The job that tells a guide's followers of its publication (docs/decisions/066). */
const PUBLICATION_JOB = "notify-followers-of-publication";

/** The notifications' background work, registered with the app's job queue while the app is built. */
export function handleNotificationJobs(jobs: JobQueue, db: Database): void {
  jobs.handle<{ guideId: string }>(PUBLICATION_JOB, async ({ guideId }, { signal }) => {
    await recordPublishedForFollowers(db, guideId, signal);
  });
}

/**
 * Adds the job that tells a guide's followers of its publication, in the transaction that publishes it (`tx`): the
 * request does not wait for the followers, and a publication that commits always has its job. Once per guide, as
 * the notifications are (one per follower and guide): a guide back from drafts tells no one again.
 */
export async function notifyFollowersOfPublication(
  jobs: JobQueue,
  tx: Database,
  guideId: string,
): Promise<void> {
  await jobs.enqueue(tx, PUBLICATION_JOB, { guideId }, `guidePublished:${guideId}`);
}

const isKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** Rows as the API gives them: each with its newest actors' names. */
async function toItems(db: Database, rows: NotificationRow[]): Promise<Notification[]> {
  const shown = (row: NotificationRow) => row.actorIds.slice(0, NOTIFICATION_ACTORS_SHOWN);
  const people = new Map(
    (await findPeople(db, [...new Set(rows.flatMap(shown))])).map((person) => [person.id, person]),
  );
  return rows.flatMap((row): Notification[] => {
    if (!isKind(row.kind)) return [];
    return [
      {
        id: row.id,
        kind: row.kind,
        at: row.createdAt,
        read: row.read,
        count: row.count,
        actors: shown(row).flatMap((id) => {
          const person = people.get(id);
          return person
            ? [
                {
                  id,
                  username: `@${person.username ?? "unknown"}`,
                  name: person.firstName || "Unknown",
                  avatar: person.avatar,
                },
              ]
            : [];
        }),
        actorCount: row.actorCount,
        guide:
          row.guideId && row.guideName
            ? { id: row.guideId, name: row.guideName, location: row.guideLocation ?? "" }
            : null,
        place:
          row.payload.placeId && row.payload.placeName
            ? { id: row.payload.placeId, name: row.payload.placeName }
            : null,
        reason: row.payload.reason ?? null,
        role: row.payload.role ?? null,
      },
    ];
  });
}

/** A page of the member's notifications, newest event first, with how many are unread. */
export async function notificationPage(
  db: Database,
  userId: string,
  query: { cursor?: string; limit?: number },
): Promise<NotificationPage> {
  const limit = query.limit ?? NOTIFICATION_LIMITS.pageSize;
  const [rows, unread] = await Promise.all([
    listNotifications(db, userId, { cursor: decodeCursor(query.cursor), limit }),
    countUnread(db, userId),
  ]);
  const page = toPage(rows, limit);
  return { items: await toItems(db, page.items), nextCursor: page.nextCursor, unread };
}

/** A member's notification of one batch (`groupKey`), as their list shows it. */
export async function notificationOf(
  db: Database,
  userId: string,
  groupKey: string,
): Promise<Notification | undefined> {
  const row = await findNotification(db, userId, groupKey);
  return row ? (await toItems(db, [row]))[0] : undefined;
}

export async function unreadCount(db: Database, userId: string): Promise<UnreadCount> {
  return { unread: await countUnread(db, userId) };
}

export async function readNotification(db: Database, userId: string, id: string): Promise<UnreadCount> {
  if (!(await markRead(db, userId, id))) throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
  return unreadCount(db, userId);
}

export async function readAllNotifications(db: Database, userId: string): Promise<UnreadCount> {
  await markAllRead(db, userId);
  return unreadCount(db, userId);
}
