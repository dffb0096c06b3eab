import { sql } from "drizzle-orm";
import { timestamp } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow();

// PostgreSQL orders NaN above every number, so the upper bounds also refuse NaN and the infinities.
export const latitudeCheck = (column: unknown) => sql`${column} >= -90 and ${column} <= 90`;
export const longitudeCheck = (column: unknown) => sql`${column} >= -180 and ${column} <= 180`;
export const coordinatesPairCheck = (lat: unknown, lng: unknown) => sql`(${lat} is null) = (${lng} is null)`;
