import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/** Where one engine's benchmark keeps its data; `databaseUrl` is unset for embedded PGlite. */
export type EngineTarget = { engine: "pglite" | "postgres"; dataDir: string; databaseUrl?: string };

/** Clean-up steps run last in, first out; each runs even when another fails, and a failure is reported. */
export class CleanupStack {
  #steps: { label: string; run: () => Promise<void> }[] = [];

  defer(label: string, run: () => Promise<void>): void {
    this.#steps.push({ label, run });
  }

  /** Never throws, so it cannot hide the error that brought us here; it sets a failing exit code instead. */
  async runAll(): Promise<void> {
    for (const step of this.#steps.reverse()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`Clean-up failed: ${step.label}`, error);
        process.exitCode = 1;
      }
    }
    this.#steps = [];
  }
}

export async function makeTempDir(cleanup: CleanupStack): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "cityguides-bench-"));
  cleanup.defer(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }));
  return dir;
}

export async function pgliteTarget(cleanup: CleanupStack): Promise<EngineTarget> {
  return { engine: "pglite", dataDir: await makeTempDir(cleanup) };
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}

async function runAdmin(url: string, statement: string): Promise<void> {
  const client = await connect(url);
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL at BENCH_DATABASE_URL (which must work) or else at the default local address when something
 * answers there; returns a reason instead when the default is unreachable. The benchmark gets a database of
 * its own, dropped by the clean-up.
 */
export async function postgresTarget(cleanup: CleanupStack): Promise<EngineTarget | { skipped: string }> {
  const explicitUrl = process.env.BENCH_DATABASE_URL;
  const adminUrl = explicitUrl || DEFAULT_POSTGRES_URL;
  let probe: pg.Client;
  try {
    probe = await connect(adminUrl);
  } catch (error) {
    if (explicitUrl) throw new Error("BENCH_DATABASE_URL is set but cannot be reached", { cause: error });
    return { skipped: `nothing answers at ${DEFAULT_POSTGRES_URL} (${(error as Error).message})` };
  }
  await probe.end();
  const name = `cityguides_bench_${randomBytes(6).toString("hex")}`;
  await runAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  cleanup.defer(`drop database ${name}`, () =>
    runAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  return { engine: "postgres", dataDir: await makeTempDir(cleanup), databaseUrl: databaseUrl.toString() };
}
