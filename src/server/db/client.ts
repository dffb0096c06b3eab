import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm/logger";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The database plus what differs between the two engines: notifications and shutdown. */
export type DatabaseHandle = {
  db: Database;
  engine: "pglite" | "postgres";
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /** Called with every SQL statement drizzle sends (tests count statements per request with it). */
  onQuery?: (query: string, params: unknown[]) => void;
};

/** Opens PostgreSQL when a URL is given, else embedded PGlite (in memory when no data directory is given). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const logger: Logger | undefined = options.onQuery ? { logQuery: options.onQuery } : undefined;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, logger)
    : openPglite(options.dataDir, logger);
}

async function openPglite(dataDir: string | undefined, logger: Logger | undefined): Promise<DatabaseHandle> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema, casing: "snake_case", logger });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    engine: "pglite",
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      return unlisten;
    },
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, logger: Logger | undefined): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = drizzleNodePg(pool, { schema, casing: "snake_case", logger });
  await migrateNodePg(db, { migrationsFolder });
  const listeners: pg.Client[] = [];
  return {
    db: db as unknown as Database,
    engine: "postgres",
    async listen(channel, onMessage) {
      // LISTEN needs a connection of its own that stays open; a pooled one would be handed to other queries.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      client.on("notification", (message) => {
        if (message.channel === channel) onMessage(message.payload ?? "");
      });
      await client.query(`LISTEN "${channel.replaceAll('"', "")}"`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    async close() {
      await Promise.all(listeners.map((client) => client.end()));
      await pool.end();
    },
  };
}
