import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { NotificationPayload } from "../../../../shared/notifications";
import { users } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { guides } from "./guides";

/**
 * What members are told of (docs/decisions/065): one row per recipient and batch (`group_key`, e.g. a guide's
 * saves of one day), holding the batch's distinct events (`keys`, the newest NOTIFICATION_LIMITS.keysKept) so
 * that an event recorded twice counts once, and its newest actors.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    groupKey: text().notNull(),
    guideId: uuid().references(() => guides.id, { onDelete: "cascade" }),
    /** The batch's actors, newest first, at most NOTIFICATION_LIMITS.actorsKept. */
    actorIds: text().array().notNull().default(sql`'{}'::text[]`),
    actorCount: integer().notNull().default(0),
    /** The batch's distinct events, newest first, at most NOTIFICATION_LIMITS.keysKept. */
    keys: text().array().notNull().default(sql`'{}'::text[]`),
    count: integer().notNull().default(1),
    payload: jsonb().$type<NotificationPayload>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    readAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (t) => [
    unique("notifications_user_group_unique").on(t.userId, t.groupKey),
    check("notifications_count_positive", sql`${t.count} >= 1`),
    // A member's page, newest first, and the oldest past the bound to drop.
    index("notifications_user_updated_idx").on(t.userId, t.updatedAt, t.id),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
