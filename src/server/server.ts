import { pino } from "pino";
import { buildApp } from "./app";
import type { Config } from "./infrastructure/config";
import { openDatabase } from "./infrastructure/db/client";
import { createConfiguredStorage } from "./infrastructure/storage/configured";
import { sweepOrphanedImages } from "./infrastructure/storage/orphans";
import { seedDatabase } from "./seed";

/** Opens the database (waiting for it, then migrating), seeds what is missing and starts listening. */
export async function startServer(config: Config) {
  const startedAt = performance.now();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log,
    connectTimeoutMs: config.databaseTimeouts.connectMs,
    statementTimeoutMs: config.databaseTimeouts.statementMs,
    acquireTimeoutMs: config.databaseTimeouts.acquireMs,
  });
  const storage = await createConfiguredStorage(config);
  // Nodes starting together seed one after another, so none inserts what another is inserting.
  await database.exclusive(() => seedDatabase(database.db, storage, { demoContent: config.demoContent }));
  // A request still storing an upload on another node sharing the folder commits its row within the request
  // timeout; anything unreferenced and older was left by a process killed between storing and committing.
  const orphans = await sweepOrphanedImages(
    database.db,
    storage,
    new Date(Date.now() - config.requestTimeoutMs),
  );
  if (orphans.length > 0) log.warn({ orphans }, "Removed stored images that no row refers to");
  const app = await buildApp({ config, database, storage, logger: log });
  app.addHook("onClose", () => database.close());

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { engine: database.engine, startupMs: Math.round(performance.now() - startedAt) },
    `Cityguides is ready at http://localhost:${config.port}`,
  );
  return app;
}
