import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm/logger";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { type Database, type DatabaseHandle, migrationsFolder } from "./handle";
import * as schema from "./schema";

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
  const client = await PGlite.create(dir);
  const db = drizzle(client, { schema, casing: "snake_case", logger });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    engine: "pglite",
    // In-process notifications cannot be lost, so there is never anything to resync.
    listen: (channel, handlers) => client.listen(channel, handlers.onMessage),
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}
