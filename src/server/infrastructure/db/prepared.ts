import { Column, is, type Placeholder, type Query, SQL, sql } from "drizzle-orm";
import type { PgPreparedQuery, PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Database } from "./handle";

/** A value a statement is built with: known now, or filled in each time a prepared statement runs. */
export type Bound<T> = T | Placeholder;

export const placeholder = sql.placeholder;

/**
 * Statements for the hottest reads, built once per database and shape, then prepared under a name (one per
 * shape) with their rows mapped flat (`prepareFlat`): each request only fills in the values, and PostgreSQL
 * parses and plans each once per pooled connection (docs/decisions/020). A shape is what changes the SQL itself
 * (which filters apply, whether someone is signed in); `variantOf` names it, and the name must be unique for
 * each distinct SQL text. `build` returns the select; this prepares it.
 */
export function preparedPerDatabase<Shape, Row>(
  name: string,
  build: (db: Database, shape: Shape) => FlatSelect<Row>,
  variantOf: (shape: Shape) => string,
): (db: Database, shape: Shape) => FlatStatement<Row> {
  const byDatabase = new WeakMap<Database, Map<string, FlatStatement<Row>>>();
  return (db, shape) => {
    let byVariant = byDatabase.get(db);
    if (!byVariant) {
      byVariant = new Map();
      byDatabase.set(db, byVariant);
    }
    const variant = variantOf(shape);
    let statement = byVariant.get(variant);
    if (!statement) {
      statement = prepareFlat(db, build(db, shape), variant ? `${name}_${variant}` : name);
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

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** How a selected field turns a driver value into the row's value; nested selections are refused. */
function decoderOf(field: unknown, key: string): Decoder {
  if (is(field, Column)) return field;
  const expression = is(field, SQL) ? field : is(field, SQL.Aliased) ? field.sql : undefined;
  if (!expression) {
    throw new Error(
      `"${key}" is not a column or an SQL expression: a flat statement selects no nested objects`,
    );
  }
  // What `mapWith` set (a no-op by default); Drizzle's types keep it to itself, so it is checked, not assumed.
  const { decoder } = expression as unknown as { decoder?: Decoder };
  if (typeof decoder?.mapFromDriverValue !== "function")
    throw new Error(`"${key}" has no decoder Drizzle would use`);
  return decoder;
}

type FlatStatement<Row> = PgPreparedQuery<PreparedQueryConfig & { execute: Row[] }>;

/** A select whose selection is flat: every key a column or an SQL expression. */
type FlatSelect<Row> = {
  // The fields the SQL is written from: a join without a selection of its own nests them by table there.
  _: { config: { fields: Record<string, unknown> } };
  toSQL(): Query;
  execute(): Promise<Row[]>;
};

/**
 * A function that makes one row from the driver's values: an object literal with the selection's keys, each
 * value decoded by its own field's decoder. Written as source once per statement, as fast-json-stringify writes
 * its serializers: a loop storing `row[keys[i]]` into an empty object was megamorphic at every store and call
 * and moved the object through a new hidden class per key, on every row; here each key is a fixed property and
 * each decoder call has one receiver, so V8 builds the row in one shape and inlines the decoders. The keys are
 * the selection's own (written in our code), quoted by JSON.stringify.
 */
function rowBuilder<Row>(keys: string[], decoders: Decoder[]): (values: unknown[]) => Row {
  // In an object literal this key would set the row's prototype instead of a field.
  if (keys.includes("__proto__")) throw new Error('"__proto__" cannot name a field of a flat statement');
  const properties = keys.map(
    (key, index) =>
      `${JSON.stringify(key)}: v[${index}] === null ? null : d[${index}].mapFromDriverValue(v[${index}])`,
  );
  const build = new Function("v", "d", `return { ${properties.join(", ")} };`) as (
    values: unknown[],
    decoders: Decoder[],
  ) => Row;
  return (values) => build(values, decoders);
}

/**
 * `select.prepare(name)` for a flat selection, each row mapped by a function worked out once per statement.
 * Drizzle maps every row through a routine general enough for nested selections and outer joins' nullability,
 * asking of every field on every row what kind of field it is; for the feed's 21 cards of 15 fields that was
 * the app's largest cost after the driver's own (docs/decisions/026). Same SQL, same decoders.
 */
export function prepareFlat<Row>(db: Database, select: FlatSelect<Row>, name: string): FlatStatement<Row> {
  const selection = select._.config.fields;
  const keys = Object.keys(selection);
  const toRow = rowBuilder<Row>(
    keys,
    keys.map((key) => decoderOf(selection[key], key)),
  );
  return db._.session.prepareQuery<PreparedQueryConfig & { execute: Row[] }>(
    select.toSQL(),
    undefined,
    name,
    true,
    (rows) => rows.map(toRow),
  );
}
