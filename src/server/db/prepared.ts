import { type Placeholder, sql } from "drizzle-orm";
import type { Database } from "./handle";

/** A value a statement is built with: known now, or filled in each time a prepared statement runs. */
export type Bound<T> = T | Placeholder;

export const placeholder = sql.placeholder;

/**
 * Statements for the hottest reads, built once per database and shape, then prepared under a name (one per
 * shape): each request only fills in the values, and PostgreSQL parses and plans each once per pooled
 * connection (docs/decisions/020). A shape is what changes the SQL itself (which filters apply, whether someone
 * is signed in); `variantOf` names it, and the name must be unique for each distinct SQL text.
 */
export function preparedPerDatabase<Shape, Statement>(
  name: string,
  build: (db: Database, shape: Shape, statementName: string) => Statement,
  variantOf: (shape: Shape) => string,
): (db: Database, shape: Shape) => Statement {
  const byDatabase = new WeakMap<Database, Map<string, Statement>>();
  return (db, shape) => {
    let byVariant = byDatabase.get(db);
    if (!byVariant) {
      byVariant = new Map();
      byDatabase.set(db, byVariant);
    }
    const variant = variantOf(shape);
    let statement = byVariant.get(variant);
    if (!statement) {
      statement = build(db, shape, variant ? `${name}_${variant}` : name);
      byVariant.set(variant, statement);
    }
    return statement;
  };
}

/** The names of a shape's flags that are set, e.g. { viewer: true, city: false } names "viewer". */
export const flagsSet = (shape: Record<string, boolean>): string =>
  Object.keys(shape)
    .filter((flag) => shape[flag])
    .join("_");

/**
 * A row count written into a prepared statement's text (each count its own statement): for `limit $n` PostgreSQL
 * plans as if a tenth of the table were wanted, so it never settles on one plan and plans every run again.
 * Drizzle writes an SQL object given to `limit` as it is; its types only admit numbers and placeholders.
 */
export function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`Not a row count: ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}
