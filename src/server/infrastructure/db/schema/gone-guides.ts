import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { cities } from "./cities";
import { createdAt } from "./columns";

/**
 * Guides that were published and are not any more: deleted, or back in their creator's drafts (by the creator or
 * an admin). Their address says so instead of not found (docs/product.md §4 Gone guides, decision 049). The id has
 * no foreign key: a deleted guide's row is gone. Nothing of the guide's content is kept.
 */
export const goneGuides = pgTable(
  "gone_guides",
  {
    guideId: uuid().primaryKey(),
    cityId: uuid()
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    why: text().notNull(),
    goneAt: createdAt(),
  },
  (t) => [check("gone_guides_why_check", sql`${t.why} in ('deleted', 'unpublished')`)],
);

/** Who had saved a deleted guide, and when: its saves go with its row, and Saved still marks it for them. */
export const goneGuideSaves = pgTable(
  "gone_guide_saves",
  {
    guideId: uuid()
      .notNull()
      .references(() => goneGuides.guideId, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    savedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.guideId] }), index().on(t.guideId)],
);
