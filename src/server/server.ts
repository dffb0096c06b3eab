import { pino } from "pino";
import { buildApp } from "./app";
import type { Config } from "./infrastructure/config";
import { openDatabase } from "./infrastructure/db/client";
import type { Mailer } from "./infrastructure/mail/mailer";
import { releaseAfterStartupStep } from "./infrastructure/memory/malloc-trim";
import { createConfiguredStorage } from "./infrastructure/storage/configured";
import { sweepOrphanedImages } from "./infrastructure/storage/orphans";
import { limitSharpThreads } from "./infrastructure/storage/sharp";
import { seedDatabase } from "./seed";

/**
 * Opens the database (waiting for it, then migrating), seeds what is missing and starts listening. `mailer`: where
 * mail goes instead of SMTP or the server log (the browser tests' servers write it to a file of its own).
 */
export async function startServer(config: Config, { mailer }: { mailer?: Mailer } = {}) {
  const startedAt = performance.now();
  if (config.memoryBudget) limitSharpThreads(config.memoryBudget.sharpConcurrency);
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
  const app = await buildApp({ config, database, storage, logger: log, mailer });
  app.addHook("onClose", () => database.close());
  // What start-up held (migrations, the seed's pictures) goes back now: a server busy from its first second never
  // has the quiet window that would give it back, and held it for good (docs/decisions/055).
  releaseAfterStartupStep();

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { engine: database.engine, startupMs: Math.round(performance.now() - startedAt) },
    `Cityguides is ready at http://localhost:${config.port}`,
  );
  return app;
}
