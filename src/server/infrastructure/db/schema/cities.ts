import { sql } from "drizzle-orm";
import { check, doublePrecision, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { searchIndex } from "../search-fold";
import { coordinatesPairCheck, createdAt, latitudeCheck, longitudeCheck, updatedAt } from "./columns";

export const cities = pgTable(
  "cities",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Camel-case key of docs/product.md §3 ("newYork"). */
    value: text().notNull(),
    /** URL slug derived from the name ("new-york"); kept in step with the name on every write. */
    slug: text().notNull(),
    bgColor: text().notNull(),
    /** The centre, WGS84 decimal degrees: places must lie near it (docs/product.md §5). */
    lat: doublePrecision(),
    lng: doublePrecision(),
    /** IANA time-zone name ("Europe/Paris"). */
    timezone: text(),
    /** Other names search knows the city by ("NYC", "BCN"), as the admin wrote them. */
    aliases: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("cities_name_lower_unique").on(sql`lower(${t.name})`),
    uniqueIndex("cities_value_lower_unique").on(sql`lower(${t.value})`),
    uniqueIndex("cities_slug_unique").on(t.slug),
    // Cities are always listed by name.
    uniqueIndex("cities_name_unique").on(t.name),
    check("cities_lat_range_check", latitudeCheck(t.lat)),
    check("cities_lng_range_check", longitudeCheck(t.lng)),
    check("cities_coordinates_pair_check", coordinatesPairCheck(t.lat, t.lng)),
    searchIndex("cities_name_search_idx", t.name),
  ],
);
