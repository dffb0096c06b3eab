/**
 * API benchmark (npm run bench), out of process: on a fresh PostgreSQL database (BENCH_DATABASE_URL, or the
 * local server; see engines.ts) with the demo content and 1,000, then 10,000, then 100,000 guides, the app runs
 * as `npm start` runs it and, beside it, the floor (bench/floor-server.ts: the same SQL statements through a bare
 * `pg` pool behind `node:http`). The autocannon command loads each endpoint of each server in turn from a process
 * of its own. Then it sizes the JavaScript the Home page loads from the production build.
 * BENCH_SECONDS sets the length of each run (default 10), BENCH_GUIDES the guide counts (default 1000,10000,100000).
 */
import { writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { guidePlaces } from "../src/server/db/schema";
import { seedDatabase } from "../src/server/seed";
import { createLocalDiskStorage } from "../src/server/storage/local-disk";
import { measureHomeBundle } from "./bundle";
import { captureStatements } from "./capture-sql";
import { CleanupStack, postgresTarget } from "./engines";
import { measureLoad } from "./load";
import { freePort, startApp, startFloor } from "./processes";
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

const [SECONDS = 10] = numbersFromEnv("BENCH_SECONDS", [10]);
const WARMUP_SECONDS = 2;
const GUIDE_COUNTS = numbersFromEnv("BENCH_GUIDES", [1_000, 10_000, 100_000]).sort((a, b) => a - b);
if (SECONDS === 0) throw new Error("BENCH_SECONDS must be at least 1");

const started = performance.now();
const step = (message: string) =>
  console.log(`${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

async function main(): Promise<void> {
  const cores = cpus();
  console.log(
    `Machine: ${cores.length} cores (${cores[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}. ` +
      "The app, the floor, PostgreSQL and autocannon each run in processes of their own on these cores.",
  );
  console.log(`Each run: ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up, ${CONNECTIONS} connections.\n`);
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

    let app: { base: string } | undefined;
    let floor: { base: string } | undefined;
    let present = 0;
    for (const count of GUIDE_COUNTS) {
      await insertBulkGuides(database.db, count, present);
      present = count;
      await database.db.execute(sql`ANALYZE`);
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
        const options = { seconds: SECONDS, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS };
        const appFigures = await measureLoad({ url: `${app.base}${endpoint}`, ...options });
        const floorFigures = await measureLoad({ url: `${floor.base}${endpoint}`, ...options });
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

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
