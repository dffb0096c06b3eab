import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * A timestamp written by the database exactly as JavaScript's `toISOString` writes it (UTC, milliseconds, "Z";
 * both cut the microseconds off rather than round). A list of cards then sends its times as they come, instead
 * of parsing each into a Date and writing it back out, which was a good part of the feed's own work.
 */
export const isoTimestamp = (timestamp: SQLWrapper): SQL<string> =>
  sql<string>`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
