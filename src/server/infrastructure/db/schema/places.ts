import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CATEGORY_KEYS } from "../../../../shared/categories";
import { MAX_PLACE_IMAGES, PLACE_DETAILS_MAX_LENGTH, PRICE_LEVEL } from "../../../../shared/limits";
import { searchIndex } from "../search-fold";
import { users } from "./auth";
import { cities } from "./cities";
import { coordinatesPairCheck, createdAt, latitudeCheck, longitudeCheck, updatedAt } from "./columns";

export const categoryCheck = (column: unknown) =>
  sql`${column} in (${sql.raw(CATEGORY_KEYS.map((key) => `'${key}'`).join(", "))})`;

const maxLength = (column: unknown, length: number) =>
  sql`char_length(${column}) <= ${sql.raw(String(length))}`;

export const places = pgTable(
  "places",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    category: text().notNull(),
    // A place belongs to a city by id, so renaming the city keeps it attached; a used city cannot be deleted.
    cityId: uuid()
      .notNull()
      .references(() => cities.id, { onDelete: "restrict" }),
    tag: text(),
    address: text(),
    googleMapsLink: text(),
    /** WGS84 decimal degrees; both or neither (rows from before coordinates existed have neither). */
    lat: doublePrecision(),
    lng: doublePrecision(),
    /** Practical details (docs/product.md §3), each optional: an http(s) address, a phone number as written. */
    website: text(),
    phone: text(),
    priceLevel: smallint(),
    /** OpenStreetMap `opening_hours` syntax, checked by the opening_hours library before it is stored. */
    openingHours: text(),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    /** Catalogue places are approved; a user's suggestion is pending until reviewed (docs/decisions/019). */
    reviewStatus: text().notNull().default("approved"),
    suggestedBy: text().references(() => users.id, { onDelete: "set null" }),
    rejectionReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("places_category_check", categoryCheck(t.category)),
    check("places_lat_range_check", latitudeCheck(t.lat)),
    check("places_lng_range_check", longitudeCheck(t.lng)),
    check("places_coordinates_pair_check", coordinatesPairCheck(t.lat, t.lng)),
    check(
      "places_price_level_check",
      sql`${t.priceLevel} between ${sql.raw(String(PRICE_LEVEL.min))} and ${sql.raw(String(PRICE_LEVEL.max))}`,
    ),
    check("places_website_length_check", maxLength(t.website, PLACE_DETAILS_MAX_LENGTH.website)),
    check("places_phone_length_check", maxLength(t.phone, PLACE_DETAILS_MAX_LENGTH.phone)),
    check(
      "places_opening_hours_length_check",
      maxLength(t.openingHours, PLACE_DETAILS_MAX_LENGTH.openingHours),
    ),
    check("places_review_status_check", sql`${t.reviewStatus} in ('approved', 'pending', 'rejected')`),
    // The review queue, and a suggester's own places in the picker.
    index("places_suggested_by_idx").on(t.suggestedBy, t.reviewStatus),
    index("places_review_queue_idx").on(t.createdAt).where(sql`${t.reviewStatus} = 'pending'`),
    index("places_city_category_name_idx").on(t.cityId, t.category, t.name),
    index("places_created_at_idx").on(t.createdAt, t.id),
    searchIndex("places_name_search_idx", t.name),
    searchIndex("places_tag_search_idx", t.tag),
    searchIndex("places_address_search_idx", t.address),
  ],
);

export const placeImages = pgTable(
  "place_images",
  {
    id: uuid().primaryKey().defaultRandom(),
    placeId: uuid()
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    storageKey: text().notNull().unique(),
    isPrimary: boolean().notNull().default(false),
    position: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("place_images_place_position_unique").on(t.placeId, t.position),
    check(
      "place_images_position_check",
      sql`${t.position} >= 0 and ${t.position} < ${sql.raw(String(MAX_PLACE_IMAGES))}`,
    ),
    uniqueIndex("place_images_one_primary").on(t.placeId).where(sql`${t.isPrimary}`),
  ],
);
