import path from "node:path";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDatabase } from "./seed";
import { createLocalDiskStorage } from "./storage/local-disk";

const config = loadConfig();
const logger = { level: config.logLevel };
const startedAt = performance.now();

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
});
const storage = createLocalDiskStorage(path.join(config.dataDir, "files"));
await seedDatabase(database.db, storage, { demoContent: config.demoContent });
const app = await buildApp({ config, database, storage, logger });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { engine: database.engine, startupMs: Math.round(performance.now() - startedAt) },
  `Cityguides is ready at http://localhost:${config.port}`,
);
