import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** What a listener hears: each notification's payload, and a sign that notifications may have been missed. */
export type NotificationHandlers = {
  onMessage(payload: string): void;
  /** The listening connection was lost and is back: anything sent in between was missed. */
  onResync(): void;
};

/**
 * Where the job queue keeps its jobs (docs/decisions/066): PGlite's one connection, shared with the app, or the
 * PostgreSQL server, to which the queue opens a small pool of its own.
 */
export type JobStore =
  | { engine: "pglite"; client: PGlite }
  | { engine: "postgres"; connectionString: string };

/** The database plus what differs between the two engines: notifications, start-up exclusivity, shutdown. */
export type DatabaseHandle = {
  db: Database;
  engine: "pglite" | "postgres";
  jobStore: JobStore;
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /** Runs `work` while no other server process on the same database runs its own (start-up seeding). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool's connections, for metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

/** Where the server's database notes go: one line each, never a password. */
export type DatabaseLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

/** The folder holding package.json: this module runs from src/server/infrastructure/db in development, from dist/server built. */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("package.json not found above the server's code");
    dir = parent;
  }
  return dir;
}

export const migrationsFolder = path.join(projectRoot(), "drizzle");
