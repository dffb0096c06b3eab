/**
 * A city's guide list beside the feed (npm run bench:city-list; issue 63), out of process: on a fresh PostgreSQL
 * database (see engines.ts), or the embedded one with BENCH_ENGINE=pglite, with the demo content and BENCH_GUIDES
 * guides (default 10,000) all in one city, the app runs as `npm start` runs it. Debian's wrk loads the feed
 * (`/api/guides`) and that city's list (`/api/cities/{slug}/guides`, newest and most saved) in turn, BENCH_ROUNDS
 * rounds (default 3) of BENCH_SECONDS each (default 6) on 32 connections after a warm-up, and prints each read's
 * requests a second and latency, the city list's share of the feed round by round and their median (the target:
 * 0.8 or more) and the load.
 */
import { loadavg } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../src/server/infrastructure/db/client";
import { cities, guides } from "../src/server/infrastructure/db/schema";
import { createLocalDiskStorage } from "../src/server/infrastructure/storage/local-disk";
import { seedDatabase } from "../src/server/seed";
import { CleanupStack, pgliteTarget, postgresTarget } from "./engines";
import { freePort, startApp } from "./processes";
import { insertBulkGuides } from "./seed-guides";
import { ensureWrk, runWrk, type WrkFigures } from "./wrk";

const GUIDES = Number(process.env.BENCH_GUIDES ?? 10_000);
const ENGINE = process.env.BENCH_ENGINE === "pglite" ? "pglite" : "postgres";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;
const SLUG = "barcelona";
const TARGET_SHARE = 0.8;

/** The demo content and GUIDES more guides, every one of them moved to one city. */
async function deploy(cleanup: CleanupStack) {
  const target = ENGINE === "pglite" ? await pgliteTarget(cleanup) : await postgresTarget(cleanup);
  if ("skipped" in target) throw new Error(`The benchmark needs PostgreSQL: ${target.skipped}`);
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    await seedDatabase(database.db, createLocalDiskStorage(path.join(target.dataDir, "files")), {
      demoContent: true,
    });
    await insertBulkGuides(database.db, GUIDES);
    const [city] = await database.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, SLUG));
    if (!city) throw new Error(`No city ${SLUG}`);
    await database.db.update(guides).set({ cityId: city.id });
    await database.db.execute(sql`ANALYZE`);
  } finally {
    await database.close();
  }
  return target;
}

const row = (label: string, figures: WrkFigures) =>
  `${label.padEnd(44)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${figures.p50.toFixed(1)} ms  p99 ${figures.p99.toFixed(1)} ms${figures.non2xx ? `  non-2xx ${figures.non2xx}` : ""}`;

async function main(): Promise<void> {
  ensureWrk();
  const cleanup = new CleanupStack();
  try {
    const target = await deploy(cleanup);
    const app = await startApp(
      { databaseUrl: target.databaseUrl, dataDir: target.dataDir, port: await freePort() },
      cleanup,
    );
    const reads = {
      feed: `${app.base}/api/guides`,
      city: `${app.base}/api/cities/${SLUG}/guides`,
      "city, most saved": `${app.base}/api/cities/${SLUG}/guides?sort=popular`,
    };
    for (const url of Object.values(reads)) await runWrk(url, { seconds: 2, connections: CONNECTIONS });
    const runs: Record<string, WrkFigures[]> = Object.fromEntries(
      Object.keys(reads).map((name) => [name, []]),
    );
    for (let round = 0; round < ROUNDS; round++)
      for (const [name, url] of Object.entries(reads))
        runs[name]?.push(await runWrk(url, { seconds: SECONDS, connections: CONNECTIONS }));
    const engine = ENGINE === "pglite" ? "embedded database" : "PostgreSQL";
    console.log(
      `\n${GUIDES.toLocaleString("en")} guides in ${SLUG}, ${engine}, ${ROUNDS} rounds of ${SECONDS} s`,
    );
    for (const [name, figures] of Object.entries(runs))
      figures.forEach((one, round) => {
        console.log(row(`${name}, round ${round + 1}`, one));
      });
    // Each round's reads are seconds apart; on a shared machine the load drifts more than that between rounds, so
    // a round's share is compared, and the median of the rounds' shares is the figure.
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    for (const name of ["city", "city, most saved"]) {
      const shares = (runs[name] ?? []).map((one, round) => one.rps / (runs.feed?.[round]?.rps || 1));
      const share = median(shares);
      console.log(
        `${name} / feed: ${share.toFixed(2)}, median of ${shares.map((one) => one.toFixed(2)).join(", ")} (target ${TARGET_SHARE}) ${share >= TARGET_SHARE ? "met" : "MISSED"}`,
      );
    }
    console.log(
      `load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    await cleanup.runAll();
  }
}

await main();
