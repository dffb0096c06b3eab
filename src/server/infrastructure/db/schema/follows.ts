import { sql } from "drizzle-orm";
import { check, index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { cities } from "./cities";
import { createdAt } from "./columns";

/**
 * Who follows whom, which cities a member follows and whom they blocked (docs/decisions/063). Each row has a uuid
 * of its own, so that a list of them pages by (created_at, id) like every other list (decision 005).
 */
export const userFollows = pgTable(
  "user_follows",
  {
    id: uuid().primaryKey().defaultRandom(),
    followerId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followeeId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("user_follows_pair_unique").on(t.followerId, t.followeeId),
    check("user_follows_not_self", sql`${t.followerId} <> ${t.followeeId}`),
    // A person's followers and whom they follow, newest first, each read from an index.
    index().on(t.followeeId, t.createdAt, t.id),
    index().on(t.followerId, t.createdAt, t.id),
    // A creator's followers by id: a publication's notifications go out a batch at a time (decision 065).
    index().on(t.followeeId, t.followerId),
  ],
);

export const cityFollows = pgTable(
  "city_follows",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cityId: uuid()
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("city_follows_pair_unique").on(t.userId, t.cityId),
    // A city's followers, and by id: a publication's notifications go out a batch at a time (decision 065).
    index().on(t.cityId, t.userId),
    index().on(t.userId, t.createdAt, t.id),
  ],
);

export const userBlocks = pgTable(
  "user_blocks",
  {
    id: uuid().primaryKey().defaultRandom(),
    blockerId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("user_blocks_pair_unique").on(t.blockerId, t.blockedId),
    check("user_blocks_not_self", sql`${t.blockerId} <> ${t.blockedId}`),
    index().on(t.blockedId),
    index().on(t.blockerId, t.createdAt, t.id),
  ],
);
