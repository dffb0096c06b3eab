import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { Logger } from "drizzle-orm/logger";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { releaseAfterStartupStep } from "../memory/malloc-trim";
import { type Database, type DatabaseHandle, migrationsFolder } from "./handle";
import * as schema from "./schema";

/**
 * PGlite's PostgreSQL buffers, held in its WebAssembly memory: 128 MB by default, which cost 120 MB of resident
 * memory for no measured throughput (its files are read through the system's cache anyway; docs/decisions/037).
 */
export const PGLITE_SHARED_BUFFERS = "16MB";

/**
 * PGlite's memory grows to the most any statement has asked for and never shrinks: its sort, maintenance and
 * temporary-table memory are kept small too (PostgreSQL's defaults are 4 MB, 64 MB and 8 MB), which took 15-30 MB
 * off the resident memory; the app's sorts are of a page of rows (docs/decisions/037).
 */
const PGLITE_SETTINGS = [
  `shared_buffers = ${PGLITE_SHARED_BUFFERS}`,
  "work_mem = 2MB",
  "maintenance_work_mem = 16MB",
  "temp_buffers = 2MB",
];

/** Embedded PostgreSQL: one process owns the data directory, so start-up needs no lock. */

export async function openPglite(
  dataDir: string | undefined,
  logger: Logger | undefined,
): Promise<DatabaseHandle> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  // Search needs them (migration 0003_search); PostgreSQL ships them as contrib extensions too.
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm, unaccent },
    postgresqlconf: PGLITE_SETTINGS,
  });
  // A first start ran initdb in a WebAssembly instance of its own, now garbage: 300 MB and more until V8 next
  // collects, which the migrations' own growth would come on top of (docs/decisions/055).
  releaseAfterStartupStep();
  const db = drizzle(client, { schema, casing: "snake_case", logger });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    engine: "pglite",
    jobStore: { engine: "pglite", client },
    // In-process notifications cannot be lost, so there is never anything to resync.
    listen: (channel, handlers) => client.listen(channel, handlers.onMessage),
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}
