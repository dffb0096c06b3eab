import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt } from "./columns";

/**
 * Who unpublished a guide and why, and when its creator published it again (docs/product.md §2 Admin
 * dashboard), like the review of suggested places. The guide's id is kept without a foreign key, and its name as
 * it was, so that the record outlives the guide.
 */
export const guideModerationEvents = pgTable(
  "guide_moderation_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    guideId: uuid().notNull(),
    guideName: text().notNull(),
    action: text().notNull(),
    actorId: text().references(() => users.id, { onDelete: "set null" }),
    /** An unpublishing's reason, as its creator is shown it. */
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check("guide_moderation_events_action_check", sql`${t.action} in ('unpublished', 'republished')`),
    index("guide_moderation_events_guide_idx").on(t.guideId, t.createdAt),
  ],
);
