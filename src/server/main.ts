import { loadConfig } from "./infrastructure/config";
import { DatabaseUnreachableError } from "./infrastructure/db/postgres";
import { startServer } from "./server";

let app: Awaited<ReturnType<typeof startServer>>;
try {
  app = await startServer(loadConfig());
} catch (error) {
  // A known start-up failure is one line for whoever reads the log; anything else keeps its stack.
  console.error(error instanceof DatabaseUnreachableError ? error.message : error);
  process.exit(1);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await app.close();
    process.exit(0);
  });
}
