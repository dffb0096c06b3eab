import { defineConfig } from "vitest/config";

/**
 * API tests of the server: each test file builds the app on a fresh database of its own (PGlite copied from a
 * migrated template, or a scratch database on the server named by TEST_DATABASE_URL; see src/server/test/).
 */
export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
    pool: "forks",
    // Two cores: one file per core. Each file holds its own database, so files never share state.
    maxWorkers: 2,
    // Reuse a worker's loaded modules (fastify, better-auth, PGlite's WebAssembly) from file to file: about 10 s
    // less per run. Files still share no data: each builds its own app on its own database.
    isolate: false,
    globalSetup: ["src/server/test/global-setup.ts"],
    setupFiles: ["src/server/test/setup.ts"],
    testTimeout: 15_000,
    // Opening, migrating and seeding a database happens in beforeAll.
    hookTimeout: 60_000,
    teardownTimeout: 15_000,
  },
});
