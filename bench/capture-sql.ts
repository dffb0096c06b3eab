import path from "node:path";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/infrastructure/config";
import { openDatabase } from "../src/server/infrastructure/db/client";
import { createLocalDiskStorage } from "../src/server/infrastructure/storage/local-disk";

/** The statements (text and parameters, in order) the app ran to answer each path. */
export type RecordedStatements = Record<string, { text: string; params: unknown[] }[]>;

/**
 * Answers each path once with the app, in this process and with a query logger on its database, and records
 * the SQL it ran: what the floor server replays. Nothing is timed here.
 */
export async function captureStatements(
  databaseUrl: string,
  dataDir: string,
  paths: string[],
): Promise<RecordedStatements> {
  let current: { text: string; params: unknown[] }[] | undefined;
  const database = await openDatabase({
    databaseUrl,
    dataDir,
    onQuery: (text, params) => current?.push({ text, params }),
  });
  const storage = createLocalDiskStorage(path.join(dataDir, "files"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: "a-benchmark-secret-of-at-least-32-chars",
    LOG_LEVEL: "silent",
  });
  const app = await buildApp({ config, database, storage });
  const recorded: RecordedStatements = {};
  try {
    for (const url of paths) {
      current = [];
      const response = await app.inject({ method: "GET", url });
      if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
      recorded[url] = current;
    }
    current = undefined;
  } finally {
    await app.close();
    await database.close();
  }
  return recorded;
}
