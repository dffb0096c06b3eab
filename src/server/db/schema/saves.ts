import { index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt } from "./columns";
import { guides } from "./guides";
import { places } from "./places";

export const savedGuides = pgTable(
  "saved_guides",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    guideId: uuid()
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [unique("saved_guides_user_guide_unique").on(t.userId, t.guideId), index().on(t.guideId)],
);

export const placeBookmarks = pgTable(
  "place_bookmarks",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    placeId: uuid()
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [unique("place_bookmarks_user_place_unique").on(t.userId, t.placeId), index().on(t.placeId)],
);
