import { boolean, index, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, updatedAt } from "./columns";

/**
 * A member's channels for one topic of the settings matrix (docs/decisions/067); a topic without a row has the
 * defaults (src/shared/notification-channels.ts), so only what someone changed is stored.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    topic: text().notNull(),
    inApp: boolean().notNull(),
    email: boolean().notNull(),
    push: boolean().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);

/**
 * What waits for a member's next digest mail: one row per notification (`key`), so that a batched notification
 * that grows ("3 people saved ...") replaces its line rather than adding one.
 */
export const emailDigestEntries = pgTable(
  "email_digest_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text().notNull(),
    topic: text().notNull(),
    text: text().notNull(),
    url: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("email_digest_entries_key_unique").on(t.userId, t.key), index().on(t.createdAt)],
);

/** When each member was last sent a digest: the next goes no sooner than EMAIL_DIGEST_HOURS after it. */
export const emailDigests = pgTable("email_digests", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastSentAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
});

/** A browser or installed app that takes Web Push for a member; the push service's endpoint names it. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);
