import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type AppDependencies, buildApp } from "../app";
import { type Config, loadConfig } from "../infrastructure/config";
import { type Database, type DatabaseHandle, openDatabase } from "../infrastructure/db/client";
import type { Mailer } from "../infrastructure/mail/mailer";
import { createConfiguredStorage } from "../infrastructure/storage/configured";
import type { FileStorage } from "../infrastructure/storage/storage";
import { seedDatabase } from "../seed";

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The SQL statements drizzle sent since the last reset. */
export class QueryLog {
  readonly statements: string[] = [];
  readonly record = (query: string) => {
    this.statements.push(query);
  };
  reset(): void {
    this.statements.length = 0;
  }
  get count(): number {
    return this.statements.length;
  }
}

export type TestApp = {
  app: App;
  database: DatabaseHandle;
  db: Database;
  storage: FileStorage;
  /** Temporary DATA_DIR; files live under `files/` in it, as in production. */
  dataDir: string;
  config: Config;
  queries: QueryLog;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** Place catalogue, demo profiles and demo guides; the supported cities are always seeded. Default true. */
  demoContent?: boolean;
  /** More settings for loadConfig (e.g. ADMIN_EMAILS); the database, data directory and logging are set here. */
  env?: Record<string, string>;
  /** Where the app sends mail (e.g. one that keeps it for the test to read); by default the silent log. */
  mailer?: Mailer;
  /** Told of every route the app adds, before any is added. */
  onRoute?: AppDependencies["onRoute"];
  /** Where the app logs; by default nowhere. */
  logger?: AppDependencies["logger"];
  /**
   * Another node of that app: an app of its own (and so memory of its own) on the first's database, data
   * directory, storage and settings, as a second server process would be. Closing it leaves those to the first.
   */
  nodeOf?: TestApp;
};

/** Which engine the tests run on; the same choice createTestApp makes. */
export const testEngine = (): DatabaseHandle["engine"] => (adminDatabaseUrl() ? "postgres" : "pglite");

/**
 * TEST_DATABASE_URL (optional), e.g. postgres://postgres@127.0.0.1:5432/postgres: run the tests against that
 * PostgreSQL server instead of PGlite. The URL is only used to create (and afterwards drop) one
 * scratch database per test file, so the server need not be empty and its own data is never touched.
 */
export function adminDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** Where a PostgreSQL server usually is on a developer's machine and in CI. */
const LOCAL_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * A PostgreSQL server for the tests that need a real one whatever the run's engine (database outages, start-up
 * order): TEST_DATABASE_URL, else the local server when it answers; undefined (those tests skip) otherwise.
 */
export async function findPostgresForFaultTests(): Promise<string | undefined> {
  const configured = adminDatabaseUrl();
  if (configured) return configured;
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES_URL, connectionTimeoutMillis: 1_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.end();
    return LOCAL_POSTGRES_URL;
  } catch {
    return undefined;
  }
}

/** A uniquely named empty database on the TEST_DATABASE_URL server, and the way to drop it. */
export async function createScratchDatabase(adminUrl: string) {
  const name = `cityguides_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const withAdmin = async (work: (client: pg.Client) => Promise<void>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };
  await withAdmin(async (client) => {
    await client.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () =>
    withAdmin(async (client) => {
      // pg's Pool.end() resolves before its connections have closed: wait for them to go rather than have
      // DROP ... WITH (FORCE) kill them, which would surface as an unhandled FATAL error in the test process.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await client.query<{ sessions: number }>(
          "SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1",
          [name],
        );
        if (rows[0]?.sessions === 0) break;
        await setTimeout(50);
      }
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
  return { url: url.toString(), drop };
}

/** `cp -R` copies PGlite's thousand small files several times faster than fs.cp does. */
async function copyDirectory(from: string, to: string): Promise<void> {
  if (process.platform === "win32") await cp(from, to, { recursive: true });
  else await promisify(execFile)("cp", ["-R", from, to]);
}

/**
 * Builds the app as main.ts does, on a fresh migrated and seeded database and a temporary data directory:
 * PGlite (a copy of the run's migrated template, see global-setup.ts) or a scratch PostgreSQL database.
 * Requests go through `app.inject()`; `close()` shuts the app and removes the database and the files.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const demoContent = options.demoContent ?? true;
  const cleanups: Array<() => Promise<unknown>> = [];
  // Undoes in reverse order (app, database, scratch database, files) and tries every step even if one fails.
  const close = async () => {
    const failures: unknown[] = [];
    for (const cleanup of cleanups.splice(0).reverse())
      await cleanup().catch((error) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  };
  try {
    if (options.nodeOf) return await addNode(options.nodeOf, options, close, cleanups);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "cityguides-test-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    const adminUrl = adminDatabaseUrl();
    let databaseUrl: string | undefined;
    if (adminUrl) {
      const scratch = await createScratchDatabase(adminUrl);
      cleanups.push(scratch.drop);
      databaseUrl = scratch.url;
    } else {
      // PGlite on disk in the temporary DATA_DIR, as in production, copied from the run's migrated template.
      await copyDirectory(path.join(inject("pgliteTemplateDir"), "pglite"), path.join(dataDir, "pglite"));
    }
    const config = loadConfig({
      // Many apps share a test process: none collects its garbage between requests
      // (quiet-memory.test.ts runs a server of its own for that).
      QUIET_MEMORY_SECONDS: "0",
      // Digests go when a test sweeps (deliveries.sendDueDigests), never amid another test's reads.
      EMAIL_DIGEST_SWEEP_SECONDS: "0",
      ...options.env,
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // What every node on one PostgreSQL shares; with PGlite a test may leave it to the data directory.
      ...(databaseUrl ? { BETTER_AUTH_SECRET: "a-test-secret-shared-by-every-node-0123" } : {}),
      DEMO_CONTENT: String(demoContent),
      LOG_LEVEL: "silent",
      // Never the real build; a test of page serving passes a directory with an index.html of its own.
      WEB_DIST_DIR: options.env?.WEB_DIST_DIR ?? path.join(dataDir, "no-web-build"),
    });

    const queries = new QueryLog();
    const database = await openDatabase({ databaseUrl, dataDir, onQuery: queries.record });
    cleanups.push(() => database.close());
    const storage = await createConfiguredStorage(config);
    await seedDatabase(database.db, storage, { demoContent });
    const app = await buildApp({
      config,
      database,
      storage,
      mailer: options.mailer,
      onRoute: options.onRoute,
      logger: options.logger,
      checkAnswers: true,
    });
    cleanups.push(() => app.close());
    await app.ready();
    queries.reset();
    return { app, database, db: database.db, storage, dataDir, config, queries, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function addNode(
  first: TestApp,
  options: TestAppOptions,
  close: () => Promise<void>,
  cleanups: Array<() => Promise<unknown>>,
): Promise<TestApp> {
  const { database, storage, dataDir, config } = first;
  const app = await buildApp({
    config,
    database,
    storage,
    mailer: options.mailer,
    onRoute: options.onRoute,
    logger: options.logger,
    checkAnswers: true,
  });
  cleanups.push(() => app.close());
  await app.ready();
  return { app, database, db: database.db, storage, dataDir, config, queries: new QueryLog(), close };
}

/**
 * One app for the whole test file: made in beforeAll, closed in afterAll. Its fields may be read only inside
 * tests and hooks.
 */
export function setupTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  const get = (): TestApp => {
    if (!current) throw new Error("The test app exists only while the file's tests run");
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get database() {
      return get().database;
    },
    get db() {
      return get().db;
    },
    get storage() {
      return get().storage;
    },
    get dataDir() {
      return get().dataDir;
    },
    get config() {
      return get().config;
    },
    get queries() {
      return get().queries;
    },
    close: () => get().close(),
  };
}

/** The SQLSTATE of a failed statement (drizzle wraps the driver's error in `cause`), or undefined. */
export async function sqlStateOf(statement: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
      const code = (cause as { code?: unknown }).code;
      if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    }
    throw error;
  }
  return undefined;
}
