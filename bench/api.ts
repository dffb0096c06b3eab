/**
 * API benchmark (npm run bench), out of process: on a fresh PostgreSQL database (BENCH_DATABASE_URL, or the
 * local server; see engines.ts) with the demo content and 1,000, then 10,000, then 100,000 guides, the app runs
 * as `npm start` runs it and, beside it, the floor (bench/floor-server.ts: the same SQL statements through a bare
 * `pg` pool behind `node:http`). The autocannon command loads each endpoint of each server in turn from a process
 * of its own. Then it sizes the JavaScript the Home page loads from the production build.
 * Each endpoint is loaded BENCH_ROUNDS times on each server (default 3), the two servers taking turns and swapping
 * who goes first each round, so that a slow spell of the shared machine falls on both; the figures are the means.
 * BENCH_SECONDS sets the length of each run (default 6), BENCH_GUIDES the guide counts (default 1000,10000,100000).
 */
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { type Database, openDatabase } from "../src/server/db/client";
import { guidePlaces } from "../src/server/db/schema";
import { seedDatabase } from "../src/server/seed";
import { createLocalDiskStorage } from "../src/server/storage/local-disk";
import { measureHomeBundle } from "./bundle";
import { captureStatements } from "./capture-sql";
import { CleanupStack, postgresTarget } from "./engines";
import { type LoadFigures, measureLoad } from "./load";
import { freePort, type Started, startApp, startFloor, targetNode } from "./processes";
import { bundleTable, type ComparedRow, comparedTable, scalingTable } from "./report";
import { insertBulkGuides, insertFullGuide } from "./seed-guides";

const CONNECTIONS = 32;
const WEB_DIST_DIR = path.resolve("dist/web");

function numbersFromEnv(name: string, fallback: number[]): number[] {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const values = raw.split(",").map(Number);
  if (values.some((value) => !Number.isInteger(value) || value < 0)) {
    throw new Error(`${name} must be whole numbers separated by commas: "${raw}"`);
  }
  return values;
}

const [SECONDS = 6] = numbersFromEnv("BENCH_SECONDS", [6]);
const [ROUNDS = 3] = numbersFromEnv("BENCH_ROUNDS", [3]);
const WARMUP_SECONDS = 2;
const GUIDE_COUNTS = numbersFromEnv("BENCH_GUIDES", [1_000, 10_000, 100_000]).sort((a, b) => a - b);
if (SECONDS === 0) throw new Error("BENCH_SECONDS must be at least 1");
if (ROUNDS === 0) throw new Error("BENCH_ROUNDS must be at least 1");

const started = performance.now();
const step = (message: string) =>
  console.log(`${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

async function main(): Promise<void> {
  const cores = cpus();
  console.log(
    `Machine: ${cores.length} cores (${cores[0]?.model.trim() ?? "unknown CPU"}); the servers on Node ` +
      `${execFileSync(targetNode(), ["--version"], { encoding: "utf8" }).trim()}. ` +
      "The app, the floor, PostgreSQL and autocannon each run in processes of their own on these cores.",
  );
  console.log(
    `Each run: ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up, ${CONNECTIONS} connections, ${ROUNDS} ` +
      "rounds per server taken in turns.\n",
  );
  const cleanup = new CleanupStack();
  const rows: ComparedRow[] = [];
  try {
    const target = await postgresTarget(cleanup);
    if ("skipped" in target) throw new Error(`The benchmark needs PostgreSQL: ${target.skipped}`);
    const databaseUrl = target.databaseUrl ?? "";
    const database = await openDatabase({ databaseUrl, dataDir: target.dataDir });
    cleanup.defer("close the seeding connection", () => database.close());
    await seedDatabase(database.db, createLocalDiskStorage(path.join(target.dataDir, "files")), {
      demoContent: true,
    });
    const detailId = await insertFullGuide(database.db);
    const [place] = await database.db
      .select({ id: guidePlaces.placeId })
      .from(guidePlaces)
      .where(eq(guidePlaces.guideId, detailId))
      .limit(1);
    if (!place) throw new Error("The full guide has no place");
    const endpoints = ["/api/guides", `/api/guides/${detailId}`, `/api/places/${place.id}`, "/api/cities"];
    const label = (endpoint: string) => endpoint.replace(detailId, "{id}").replace(place.id, "{id}");
    step("seeded the demo content and a guide with every category full");

    let app: Started | undefined;
    let floor: Started | undefined;
    let present = 0;
    for (const count of GUIDE_COUNTS) {
      await insertBulkGuides(database.db, count, present);
      present = count;
      await settle(database.db);
      step(`${count.toLocaleString("en-US")} guides in the database`);
      if (!app || !floor) {
        const statementsFile = path.join(target.dataDir, "floor-statements.json");
        const statements = await captureStatements(databaseUrl, target.dataDir, endpoints);
        await writeFile(statementsFile, JSON.stringify(statements));
        for (const endpoint of endpoints)
          console.log(`  ${label(endpoint)}: ${statements[endpoint]?.length} SQL statements`);
        app = await startApp({ databaseUrl, dataDir: target.dataDir, port: await freePort() }, cleanup);
        floor = await startFloor(
          { databaseUrl, statementsFile, port: await freePort(), probePath: "/api/cities" },
          cleanup,
        );
        step("started the app and the floor");
      }
      for (const endpoint of endpoints) {
        const [appFigures, floorFigures] = await inTurns(endpoint, app, floor);
        const row = { guides: count, endpoint: label(endpoint), app: appFigures, floor: floorFigures };
        rows.push(row);
        step(
          `${row.endpoint}: app ${Math.round(appFigures.requestsPerSecond)} req/s, floor ` +
            `${Math.round(floorFigures.requestsPerSecond)} req/s`,
        );
      }
    }
  } finally {
    await cleanup.runAll();
  }

  console.log(`\nAPI on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each\n`);
  console.log(comparedTable(rows));
  console.log("\nThroughput as the guides grow (app, req/s)\n");
  console.log(scalingTable(rows));
  console.log("\nJavaScript the Home page loads\n");
  const bundle = await measureHomeBundle(WEB_DIST_DIR);
  console.log(
    bundle
      ? bundleTable(bundle)
      : `No ${path.relative(process.cwd(), WEB_DIST_DIR)}/index.html: run \`npm run build:web\` first.`,
  );
}

/**
 * A database as it is between bursts of writes: vacuumed, analysed and checkpointed. Without this the
 * autovacuum and checkpoint that a bulk insert sets off run during the first measurements and slow whichever
 * server is loaded then.
 */
async function settle(db: Database): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE)`);
  await db.execute(sql`CHECKPOINT`).catch((error: unknown) => {
    console.log(`  (no CHECKPOINT: ${(error as Error).message}; the first runs may share the disk with it)`);
  });
}

/** Each server loaded ROUNDS times, taking turns, the first to go swapping each round; the means of the runs. */
async function inTurns(endpoint: string, app: Started, floor: Started): Promise<[LoadFigures, LoadFigures]> {
  const servers = { app, floor };
  const runs: { app: LoadFigures[]; floor: LoadFigures[] } = { app: [], floor: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (["app", "floor"] as const) : (["floor", "app"] as const);
    for (const name of order) {
      const { base, child } = servers[name];
      if (child.pid === undefined) throw new Error(`The ${name} has no process id`);
      // Each server warms up on the endpoint once, in its first round.
      const warmupSeconds = round === 0 ? WARMUP_SECONDS : 0;
      runs[name].push(
        await measureLoad({
          url: `${base}${endpoint}`,
          serverPid: child.pid,
          seconds: SECONDS,
          connections: CONNECTIONS,
          warmupSeconds,
        }),
      );
    }
  }
  return [meanOf(runs.app), meanOf(runs.floor)];
}

function meanOf(figures: LoadFigures[]): LoadFigures {
  const mean = (pick: (run: LoadFigures) => number) =>
    figures.reduce((sum, run) => sum + pick(run), 0) / figures.length;
  return {
    requestsPerSecond: mean((run) => run.requestsPerSecond),
    p50Ms: mean((run) => run.p50Ms),
    p99Ms: mean((run) => run.p99Ms),
    requests: figures.reduce((sum, run) => sum + run.requests, 0),
    cpuMicrosPerRequest: mean((run) => run.cpuMicrosPerRequest),
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
