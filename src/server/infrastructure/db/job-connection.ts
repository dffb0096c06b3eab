import { type SQL, sql } from "drizzle-orm";
import { type Db, fromDrizzle } from "pg-boss";
import type { Database } from "./handle";

/**
 * The job queue's statements run on `db`: in the caller's transaction when `db` is one, so that a job added with a
 * change commits or rolls back with it (docs/decisions/066). On PGlite this is also what keeps the queue from
 * waiting on the transaction that holds its one connection.
 */
export function jobConnectionOf(db: Database): Db {
  // Both drivers answer a statement with its rows under `rows`, as pg-boss reads them.
  const execute = async (query: unknown) =>
    (await db.execute(query as SQL)) as unknown as { rows: unknown[] };
  return fromDrizzle({ execute }, sql);
}
