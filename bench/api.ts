/**
 * API benchmark (npm run bench), out of process: on a fresh PostgreSQL database (BENCH_DATABASE_URL, or the
 * local server; see engines.ts) with the demo content and 1,000, then 10,000, then 100,000 guides, the app runs
 * as `npm start` runs it and, beside it, the floor (bench/floor-server.ts: the same SQL statements through a bare
 * `pg` pool behind `node:http`). autocannon (bench/load-generator.ts) loads each endpoint of each server in turn
 * from a process of its own. Then it sizes the JavaScript the Home page loads from the production build.
 * Each guide count has a database, an app and a floor of its own, all started before the first measurement. Each
 * endpoint is loaded BENCH_ROUNDS times (default 5) on every server, the databases in turn and, on each, the app and
 * the floor in turn, swapping who goes first each round: a slow spell of this shared machine falls on all of them
 * alike. The figures are the means of the rounds. With 3 rounds, a run measured the place read at 0.79 of the
 * floor at 1,000 guides and 0.86 at 10,000, where its SQL and its cost are the same: more rounds average out more
 * spells. "rounds' range" is the lowest and highest app/floor ratio of a single round, whose two runs follow each
 * other: how far one round alone can stray on the machine at hand.
 * Last it checks every figure against the issue's targets (bench/targets.ts, scripts/home-bundle/budget.ts),
 * with the 95 % interval of each read's mean round ratio, and exits with 1 when one is missed.
 * BENCH_SECONDS sets the length of each run (default 6), BENCH_GUIDES the guide counts (default 1000,10000,100000).
 */
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { judgeHomeBundle } from "../scripts/home-bundle/budget";
import { type Database, openDatabase } from "../src/server/infrastructure/db/client";
import { guidePlaces } from "../src/server/infrastructure/db/schema";
import { createLocalDiskStorage } from "../src/server/infrastructure/storage/local-disk";
import { seedDatabase } from "../src/server/seed";
import { measureHomeBundle } from "./bundle";
import { captureStatements } from "./capture-sql";
import { CleanupStack, postgresTarget } from "./engines";
import { type LoadFigures, measureLoad } from "./load";
import { freePort, type Started, startApp, startFloor, targetNode } from "./processes";
import { bundleTable, type ComparedRow, comparedTable, scalingTable } from "./report";
import { insertBulkGuides, insertFullGuide } from "./seed-guides";
import { judgeReads } from "./targets";

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
const [ROUNDS = 5] = numbersFromEnv("BENCH_ROUNDS", [5]);
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
    const deployments: Deployment[] = [];
    for (const count of GUIDE_COUNTS) deployments.push(await deploy(count, cleanup));
    // Every endpoint of every database in turn, round after round: a machine that slows down over the run then
    // slows all guide counts alike, instead of the last (and largest) one.
    for (const [index, endpoint] of ENDPOINTS.entries()) {
      const runs = new Map(deployments.map((deployment) => [deployment, emptyRuns()]));
      for (let round = 0; round < ROUNDS; round++) {
        for (const deployment of rotated(deployments, round)) {
          const path = deployment.paths[index] ?? "";
          await takeTurns(path, deployment, round, runs.get(deployment) ?? emptyRuns());
        }
      }
      for (const deployment of deployments) {
        const figures = runs.get(deployment) ?? emptyRuns();
        const row = {
          guides: deployment.guides,
          endpoint,
          app: meanOf(figures.app),
          floor: meanOf(figures.floor),
          roundRatios: figures.app.map(
            (app, round) => app.requestsPerSecond / (figures.floor[round]?.requestsPerSecond ?? Number.NaN),
          ),
        };
        rows.push(row);
        step(
          `${row.guides.toLocaleString("en-US")} guides, ${endpoint}: app ` +
            `${Math.round(row.app.requestsPerSecond)} req/s, floor ${Math.round(row.floor.requestsPerSecond)} req/s`,
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
  const reads = judgeReads(rows);
  const home = bundle && judgeHomeBundle(bundle);
  console.log("\nAgainst the targets (issue 17)\n");
  console.log(reads.lines.join("\n"));
  console.log(`Home's initial JavaScript: ${home ? home.verdict : "FAIL: no build to measure"}`);
  if (!reads.ok || !home?.ok) {
    console.log("\nThis run missed a target: see the lines marked MISS or FAIL above.");
    process.exitCode = 1;
  }
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

/** The endpoints measured, as the report names them; each database fills in its own ids. */
const ENDPOINTS = ["/api/guides", "/api/guides/{id}", "/api/places/{id}", "/api/cities"];

/** One database with its guides, and the app and the floor started on it. */
type Deployment = { guides: number; paths: string[]; app: Started; floor: Started };

/**
 * A fresh database with the demo content, a guide with every category full and `guides` guides in all, settled;
 * the statements the app runs for each endpoint recorded for the floor; both servers started on it.
 */
async function deploy(guides: number, cleanup: CleanupStack): Promise<Deployment> {
  const target = await postgresTarget(cleanup);
  if ("skipped" in target) throw new Error(`The benchmark needs PostgreSQL: ${target.skipped}`);
  const databaseUrl = target.databaseUrl ?? "";
  const database = await openDatabase({ databaseUrl, dataDir: target.dataDir });
  try {
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
    await insertBulkGuides(database.db, guides);
    await settle(database.db);
    const paths = ENDPOINTS.map((endpoint) =>
      endpoint.replace("guides/{id}", `guides/${detailId}`).replace("places/{id}", `places/${place.id}`),
    );
    const statementsFile = path.join(target.dataDir, "floor-statements.json");
    const statements = await captureStatements(databaseUrl, target.dataDir, paths);
    await writeFile(statementsFile, JSON.stringify(statements));
    const app = await startApp({ databaseUrl, dataDir: target.dataDir, port: await freePort() }, cleanup);
    const floor = await startFloor(
      { databaseUrl, statementsFile, port: await freePort(), probePath: "/api/cities" },
      cleanup,
    );
    const counts = paths.map((request) => statements[request]?.length).join(", ");
    step(
      `${guides.toLocaleString("en-US")} guides: database settled, app and floor started (SQL statements per endpoint: ${counts})`,
    );
    return { guides, paths, app, floor };
  } finally {
    await database.close();
  }
}

/** The list started at a different place each round. */
const rotated = <T>(items: T[], round: number): T[] =>
  items.map((_, index) => items[(index + round) % items.length] as T);

type Runs = { app: LoadFigures[]; floor: LoadFigures[] };
const emptyRuns = (): Runs => ({ app: [], floor: [] });

/**
 * One run of each server on one request path, the first to go swapping each round; each server warms up on the
 * path once, in its first round.
 */
async function takeTurns(request: string, deployment: Deployment, round: number, runs: Runs): Promise<void> {
  const order = round % 2 === 0 ? (["app", "floor"] as const) : (["floor", "app"] as const);
  for (const name of order) {
    const { base, child } = deployment[name];
    if (child.pid === undefined) throw new Error(`The ${name} has no process id`);
    runs[name].push(
      await measureLoad({
        url: `${base}${request}`,
        serverPid: child.pid,
        seconds: SECONDS,
        connections: CONNECTIONS,
        warmupSeconds: round === 0 ? WARMUP_SECONDS : 0,
      }),
    );
  }
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
