import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt } from "./columns";

/**
 * Who did what to a suggested place, and when (docs/decisions/019): its suggestion, then its approval, merge or
 * rejection. Place ids are kept without a foreign key, and the name as it was, so that the record outlives a
 * merged (deleted) suggestion. The 'suggested' rows also count a user's suggestions per day.
 */
export const placeReviewEvents = pgTable(
  "place_review_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    placeId: uuid().notNull(),
    placeName: text().notNull(),
    action: text().notNull(),
    actorId: text().references(() => users.id, { onDelete: "set null" }),
    /** A merge's target place. */
    targetPlaceId: uuid(),
    /** A rejection's reason. */
    reason: text(),
    /** An approval's corrected fields, as they were before: { field: old value }. */
    changes: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "place_review_events_action_check",
      sql`${t.action} in ('suggested', 'imported', 'approved', 'merged', 'rejected')`,
    ),
    index("place_review_events_actor_idx").on(t.actorId, t.action, t.createdAt),
    index("place_review_events_place_idx").on(t.placeId, t.createdAt),
  ],
);
