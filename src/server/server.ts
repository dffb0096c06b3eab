import path from "node:path";
import { buildApp } from "./app";
import type { Config } from "./config";
import { openDatabase } from "./db/client";
import { seedDatabase } from "./seed";
import { createLocalDiskStorage } from "./storage/local-disk";

/** Opens the database (migrating it), seeds what is missing and starts listening. */
export async function startServer(config: Config) {
  const startedAt = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = createLocalDiskStorage(path.join(config.dataDir, "files"));
  await seedDatabase(database.db, storage, { demoContent: config.demoContent });
  const app = await buildApp({ config, database, storage, logger: { level: config.logLevel } });
  app.addHook("onClose", () => database.close());

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { engine: database.engine, startupMs: Math.round(performance.now() - startedAt) },
    `Cityguides is ready at http://localhost:${config.port}`,
  );
  return app;
}
