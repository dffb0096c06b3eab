import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import {
  GUIDE_INTRODUCTION_MAX_LENGTH,
  GUIDE_PLACE_NOTE_MAX_LENGTH,
  PLACES_PER_CATEGORY,
} from "../../../../shared/limits";
import { searchIndex } from "../search-fold";
import { users } from "./auth";
import { cities } from "./cities";
import { createdAt, updatedAt } from "./columns";
import { categoryCheck, places } from "./places";

export const guides = pgTable(
  "guides",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    cityId: uuid()
      .notNull()
      .references(() => cities.id, { onDelete: "restrict" }),
    createdBy: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Demo guides are read-only for everyone (docs/product.md §6). */
    isDemo: boolean().notNull().default(false),
    /** A draft is seen by its creator only (docs/product.md §4 Drafts); guides made before drafts are published. */
    status: text().notNull().default("published"),
    introduction: text(),
    /** Set when an admin unpublished the guide, for its creator to read; cleared when it is published again. */
    moderationReason: text(),
    /** Whether visitors see each place's 👍 and 👎 counts; members always do (docs/decisions/057). */
    showReactionCounts: boolean().notNull().default(false),
    /**
     * When the guide was first published (null while it never was): the Following feed's "published" and the line
     * after which its places count as added (docs/decisions/064). Publishing again keeps the first time.
     */
    publishedAt: timestamp({ precision: 3, withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("guides_feed_idx").on(t.createdAt, t.id),
    index("guides_city_feed_idx").on(t.cityId, t.createdAt, t.id),
    index("guides_creator_idx").on(t.createdBy, t.createdAt),
    // The Following feed: a creator's and a city's guides by publication, newest first (docs/decisions/064).
    index("guides_creator_published_idx").on(t.createdBy, t.publishedAt, t.id),
    index("guides_city_published_idx").on(t.cityId, t.publishedAt, t.id),
    check("guides_status_check", sql`${t.status} in ('draft', 'published')`),
    check(
      "guides_introduction_length_check",
      sql`char_length(${t.introduction}) <= ${sql.raw(String(GUIDE_INTRODUCTION_MAX_LENGTH))}`,
    ),
    searchIndex("guides_name_search_idx", t.name),
    check("guides_moderation_reason_length_check", sql`char_length(${t.moderationReason}) <= 500`),
  ],
);

/** One cover per guide; replacing it swaps the row and the stored files together. */
export const guideImages = pgTable("guide_images", {
  guideId: uuid()
    .primaryKey()
    .references(() => guides.id, { onDelete: "cascade" }),
  storageKey: text().notNull().unique(),
  createdAt: createdAt(),
});

export const guidePlaces = pgTable(
  "guide_places",
  {
    guideId: uuid()
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    // Deleting a place from the catalogue removes it from the guides that use it (issue 6).
    placeId: uuid()
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    categoryKey: text().notNull(),
    position: integer().notNull(),
    note: text(),
    /** Who put the place in the guide (docs/decisions/057); null once that account is gone. */
    addedBy: text().references(() => users.id, { onDelete: "set null" }),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.guideId, t.placeId] }),
    // With positions 0..max-1 unique per category, the database itself caps a category at 12 places.
    unique("guide_places_slot_unique").on(t.guideId, t.categoryKey, t.position),
    check("guide_places_category_check", categoryCheck(t.categoryKey)),
    check(
      "guide_places_position_check",
      sql`${t.position} >= 0 and ${t.position} < ${sql.raw(String(PLACES_PER_CATEGORY.max))}`,
    ),
    check(
      "guide_places_note_length_check",
      sql`char_length(${t.note}) <= ${sql.raw(String(GUIDE_PLACE_NOTE_MAX_LENGTH))}`,
    ),
    index("guide_places_place_idx").on(t.placeId),
    // The Following feed: the places a person added, and those added to a guide, newest first (decision 064).
    index("guide_places_added_by_idx").on(t.addedBy, t.addedAt),
    index("guide_places_guide_added_idx").on(t.guideId, t.addedAt),
  ],
);
