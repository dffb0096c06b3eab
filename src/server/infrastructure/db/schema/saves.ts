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
  (t) => [
    unique("saved_guides_user_guide_unique").on(t.userId, t.guideId),
    // A guide's saves, all or those of a window (cards' counts, a city's Popular sort), and a window's saves of
    // every guide (Home's Popular this week), each read from the index alone.
    index().on(t.guideId, t.createdAt),
    index().on(t.createdAt, t.guideId),
  ],
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
