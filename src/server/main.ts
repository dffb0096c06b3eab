import { loadConfig } from "./config";
import { startServer } from "./server";

const app = await startServer(loadConfig());

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await app.close();
    process.exit(0);
  });
}
