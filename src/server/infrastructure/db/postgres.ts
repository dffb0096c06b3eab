import type { Logger } from "drizzle-orm/logger";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { type Database, type DatabaseHandle, type DatabaseLog, migrationsFolder } from "./handle";
import { NotificationListener } from "./notification-listener";
import * as schema from "./schema";
import { connectionFailureReason } from "./unavailable";

export type PostgresOptions = {
  databaseUrl: string;
  logger: Logger | undefined;
  log: DatabaseLog;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  acquireTimeoutMs: number;
};

/** Any fixed number shared by every node: whoever holds it migrates and seeds, the others wait their turn. */
const STARTUP_LOCK_KEY = 7_301_946;

/** The database a URL names, for logs: host, port and name, never the user's password. */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || "5432"}/${decodeURIComponent(url.pathname.slice(1)) || "postgres"}`;
}

/** Start-up could not reach PostgreSQL within DATABASE_CONNECT_TIMEOUT; `message` is the line already logged. */
export class DatabaseUnreachableError extends Error {}

/** Opens a pool on PostgreSQL, waiting for the server to answer first, and migrates under the start-up lock. */
export async function openPostgres(options: PostgresOptions): Promise<DatabaseHandle> {
  const clientConfig: pg.ClientConfig = {
    connectionString: options.databaseUrl,
    connectionTimeoutMillis: options.acquireTimeoutMs,
  };
  await waitUntilReachable(clientConfig, options);

  const pool = new pg.Pool({
    ...clientConfig,
    max: 10,
    statement_timeout: options.statementTimeoutMs,
  });
  // An idle pooled connection that the server ends (restart, failover, a proxy restarting) emits `error` here;
  // unheard, Node would throw it and end the process. The pool drops that connection and opens new ones.
  pool.on("error", (error) =>
    options.log.warn({ reason: connectionFailureReason(error) }, "A pooled database connection was lost"),
  );
  const db = drizzle(pool, { schema, casing: "snake_case", logger: options.logger });
  const listener = new NotificationListener(clientConfig, options.log);

  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
      try {
        return await work();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  };

  try {
    await exclusive(() => migrate(db, { migrationsFolder }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Database,
    engine: "postgres",
    jobStore: { engine: "postgres", connectionString: options.databaseUrl },
    listen: (channel, handlers) => listener.listen(channel, handlers),
    exclusive,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** Tries to connect with backoff until the start-up deadline, logging one line per failed attempt. */
async function waitUntilReachable(clientConfig: pg.ClientConfig, options: PostgresOptions): Promise<void> {
  const deadline = Date.now() + options.connectTimeoutMs;
  let delay = 250;
  for (;;) {
    const client = new pg.Client(clientConfig);
    client.on("error", () => {});
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      const line = `Database unreachable at ${describeDatabase(options.databaseUrl)}: ${connectionFailureReason(error)}`;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new DatabaseUnreachableError(`${line}; gave up after ${options.connectTimeoutMs / 1000} s`);
      options.log.warn({}, `${line}; retrying for up to ${Math.ceil(left / 1000)} s more`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(delay, left)));
      delay = Math.min(delay * 2, 5_000);
    }
  }
}
