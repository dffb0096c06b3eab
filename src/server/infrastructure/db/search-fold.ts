import { type AnyColumn, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { index } from "drizzle-orm/pg-core";

/**
 * Text as search compares it: lower case, accents removed, by the IMMUTABLE SQL function of migration
 * 0003_search. Queries must use this exact expression for PostgreSQL to use the trigram indexes below.
 */
export const searchFold = (value: SQLWrapper | string): SQL => sql`search_fold(${value})`;

/**
 * A GIN trigram index on the folded column, which serves `%` and `<%` (docs/decisions/015). Without fastupdate:
 * new rows go straight into the index instead of a pending list that every search would read through until
 * the next vacuum; writes to these tables are rare, searches are not.
 */
export const searchIndex = (name: string, column: AnyColumn) =>
  index(name).using("gin", sql`search_fold(${column}) gin_trgm_ops`).with({ fastupdate: false });
