/**
 * API benchmark (npm run bench): for each database engine, seeds the demo content plus 10,000 guides, serves
 * the app on a free local port and loads the home feed, a full guide detail and a "floor" route with autocannon;
 * then sizes the JavaScript the Home page loads from the production build. BENCH_SECONDS sets the length of each
 * run (default 10), BENCH_DATABASE_URL the PostgreSQL server to use (see engines.ts).
 */
import { cpus } from "node:os";
import path from "node:path";
import { buildApp } from "../src/server/app";
import { type Config, loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { selectGuideCardRows } from "../src/server/guides/repository";
import { seedDatabase } from "../src/server/seed";
import { createLocalDiskStorage } from "../src/server/storage/local-disk";
import { CATEGORY_KEYS } from "../src/shared/categories";
import { FEED_PAGE_SIZE, PLACES_PER_CATEGORY } from "../src/shared/limits";
import { measureHomeBundle } from "./bundle";
import { CleanupStack, type EngineTarget, pgliteTarget, postgresTarget } from "./engines";
import { measureLoad } from "./load";
import { bundleTable, type LoadRow, loadTable } from "./report";
import { insertBulkGuides, insertFullGuide } from "./seed-guides";

const GUIDE_COUNT = 10_000;
const CONNECTIONS = 32;
const WEB_DIST_DIR = path.resolve("dist/web");

function secondsFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of seconds: "${raw}"`);
  }
  return value;
}

const SECONDS = secondsFromEnv("BENCH_SECONDS", 10);
const WARMUP_SECONDS = secondsFromEnv("BENCH_WARMUP_SECONDS", 2);
if (SECONDS === 0) throw new Error("BENCH_SECONDS must be at least 1");

/** The app's own configuration parser, so settings added later get their defaults here too. */
function benchConfig(target: EngineTarget): Config {
  return loadConfig({
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    BETTER_AUTH_SECRET: "a-benchmark-secret-of-at-least-32-chars",
    DEMO_CONTENT: "true",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: WEB_DIST_DIR,
  });
}

function progress(engine: string) {
  const started = performance.now();
  return (message: string) =>
    console.log(`[${engine}] ${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (response.status !== 200)
    throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** One request to each endpoint first, so a broken endpoint fails loudly instead of being benchmarked. */
async function checkEndpoints(base: string, detailId: string): Promise<void> {
  const feed = await getJson<{ items: unknown[]; nextCursor: string | null }>(`${base}/api/guides`);
  if (feed.items.length !== FEED_PAGE_SIZE || !feed.nextCursor)
    throw new Error("The home feed is not a full page");
  const detail = await getJson<{ places: Record<string, unknown[]> }>(`${base}/api/guides/${detailId}`);
  if (CATEGORY_KEYS.some((key) => detail.places[key]?.length !== PLACES_PER_CATEGORY.max)) {
    throw new Error(`Guide ${detailId} does not have ${PLACES_PER_CATEGORY.max} places in every category`);
  }
  const floor = await getJson<unknown[]>(`${base}/bench/floor`);
  if (floor.length !== FEED_PAGE_SIZE + 1) throw new Error(`The floor returned ${floor.length} rows`);
}

async function benchEngine(target: EngineTarget, cleanup: CleanupStack): Promise<LoadRow[]> {
  const step = progress(target.engine);
  const config = benchConfig(target);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  cleanup.defer(`close the ${target.engine} database`, () => database.close());
  const storage = createLocalDiskStorage(path.join(target.dataDir, "files"));
  await seedDatabase(database.db, storage, { demoContent: config.demoContent });
  step("seeded the demo content");
  await insertBulkGuides(database.db, GUIDE_COUNT);
  const detailId = await insertFullGuide(database.db);
  step(
    `inserted ${GUIDE_COUNT.toLocaleString("en-US")} guides and one with ${PLACES_PER_CATEGORY.max} places a category`,
  );

  const app = await buildApp({ config, database, storage });
  cleanup.defer("close the app", () => app.close());
  // The floor: the home feed's one SQL statement on the same connection, rows sent as the driver returns them
  // (no mapping to cards, no schema-driven serialisation).
  app.get("/bench/floor", () => selectGuideCardRows(app.db, { limit: FEED_PAGE_SIZE }));
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  await checkEndpoints(base, detailId);

  const endpoints = ["/api/guides", `/api/guides/${detailId}`, "/bench/floor"];
  const rows: LoadRow[] = [];
  for (const endpoint of endpoints) {
    const figures = await measureLoad({
      url: `${base}${endpoint}`,
      seconds: SECONDS,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
    });
    const label = endpoint === endpoints[1] ? "/api/guides/{id}" : endpoint;
    rows.push({ engine: target.engine, endpoint: label, ...figures });
    step(
      `${label}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`,
    );
  }
  return rows;
}

async function main(): Promise<void> {
  const cores = cpus();
  console.log(
    `Machine: ${cores.length} cores (${cores[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}. ` +
      "autocannon runs in this process and shares the CPUs with the server (and, for PGlite, the database).",
  );
  console.log(`Each run: ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up, ${CONNECTIONS} connections.\n`);

  const rows: LoadRow[] = [];
  for (const makeTarget of [pgliteTarget, postgresTarget]) {
    const cleanup = new CleanupStack();
    try {
      const target = await makeTarget(cleanup);
      if ("skipped" in target) console.log(`[postgres] skipped: ${target.skipped}`);
      else rows.push(...(await benchEngine(target, cleanup)));
    } finally {
      await cleanup.runAll();
    }
  }

  console.log(
    `\nAPI (${GUIDE_COUNT.toLocaleString("en-US")} guides, ${CONNECTIONS} connections, ${SECONDS} s each)\n`,
  );
  console.log(loadTable(rows));
  console.log("\nJavaScript the Home page loads\n");
  const bundle = await measureHomeBundle(WEB_DIST_DIR);
  console.log(
    bundle
      ? bundleTable(bundle)
      : `No ${path.relative(process.cwd(), WEB_DIST_DIR)}/index.html: run \`npm run build:web\` first.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
