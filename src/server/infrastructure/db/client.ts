import type { Logger } from "drizzle-orm/logger";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";

export type { Database, DatabaseHandle, DatabaseLog } from "./handle";

import type { DatabaseHandle, DatabaseLog } from "./handle";

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /** Called with every SQL statement drizzle sends (tests count statements per request with it). */
  onQuery?: (query: string, params: unknown[]) => void;
  log?: DatabaseLog;
  /** PostgreSQL only: how long start-up keeps trying to reach the server. */
  connectTimeoutMs?: number;
  /** PostgreSQL only: the longest a statement may run. */
  statementTimeoutMs?: number;
  /** PostgreSQL only: the longest a request waits for a pooled connection. */
  acquireTimeoutMs?: number;
};

const silentLog: DatabaseLog = { info: () => {}, warn: () => {} };

/** Opens PostgreSQL when a URL is given, else embedded PGlite (in memory when no data directory is given). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const logger: Logger | undefined = options.onQuery ? { logQuery: options.onQuery } : undefined;
  if (!options.databaseUrl) return openPglite(options.dataDir, logger);
  return openPostgres({
    databaseUrl: options.databaseUrl,
    logger,
    log: options.log ?? silentLog,
    connectTimeoutMs: options.connectTimeoutMs ?? 60_000,
    statementTimeoutMs: options.statementTimeoutMs ?? 15_000,
    acquireTimeoutMs: options.acquireTimeoutMs ?? 5_000,
  });
}
