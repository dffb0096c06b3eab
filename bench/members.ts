/**
 * A guide made together (npm run bench:members; issue 64), out of process on loopback: on a fresh PostgreSQL
 * database (see engines.ts) with the demo content, the app runs as `npm start` runs it. A guide at its most
 * places (12 a category) gets 20 members through invite links (12 editors, 8 viewers) and their reactions;
 * 10 of them open its page's event stream. Then:
 * - BENCH_OPERATIONS operations (default 200) by the editors in turn: each one's round trip, and the time from
 *   sending it to its events reaching each of the 10 streams (the first, and the last of them), p50 and p99;
 * - Debian's wrk reads the shared guide as a member and as a visitor, and a guide of the same places its owner
 *   made alone (the read as it was before, "today's"), BENCH_ROUNDS rounds (default 5) of BENCH_SECONDS each
 *   (default 4) on 32 connections after a warm-up; the shared read's share of the solo one round by round, and
 *   their median; and the CPU time per request the app and its database connections spent, which the load of a
 *   shared machine hardly moves: the solo read's over the shared one's is the share the shared read would reach
 *   on a machine of its own, held to the target (0.8 or more; exit code 1 below it). A member's page also reads
 *   the reactions: shown beside, with the pages a second both reads allow.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/infrastructure/db/client";
import { createLocalDiskStorage } from "../src/server/infrastructure/storage/local-disk";
import { seedDatabase } from "../src/server/seed";
import { CleanupStack, postgresTarget } from "./engines";
import { measureOperations, openGuideStream } from "./members-operations";
import { measureReads, type ReadRun } from "./members-reads";
import { seedSharedGuide } from "./members-seed";
import { freePort, startApp } from "./processes";
import { load } from "./support/offline-keep";
import { percentile, UNLIMITED_ACCOUNTS } from "./support/timings";
import { ensureWrk } from "./wrk";

const OPERATIONS = Number(process.env.BENCH_OPERATIONS ?? 200);
// More, shorter rounds than city-list.ts: a shared machine's load moves within seconds, and a median of five
// rounds' shares is less at its mercy than one of three.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 32;
const OPEN_PAGES = 10;
const TARGET_SHARE = 0.8;
/** Past the shipped per-account limits: the bench's members write faster than people do. */

const spread = (label: string, values: number[]) =>
  `${label.padEnd(52)} p50 ${percentile(values, 0.5).toFixed(1)} ms  p99 ${percentile(values, 0.99).toFixed(1)} ms  (${values.length})`;
const row = (label: string, run: ReadRun) =>
  `${label.padEnd(44)} ${run.rps.toFixed(0).padStart(5)} req/s  p50 ${run.p50.toFixed(1)} ms  p99 ${run.p99.toFixed(1)} ms  CPU ${run.appMicros.toFixed(0)} + ${run.databaseMicros.toFixed(0)} µs${run.non2xx ? `  non-2xx ${run.non2xx}` : ""}`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const SOLO_OWNER = "solo guide, its owner";
const SHARED_MEMBER = "shared guide, a member";
const SOLO_VISITOR = "solo guide, a visitor";
const SHARED_VISITOR = "shared guide, a visitor";
const REACTIONS = "shared guide's reactions, a member";

/** CPU time per request, the app's and its database's, the median of the rounds. */
const cost = (runs: ReadRun[] = []) => median(runs.map((run) => run.appMicros + run.databaseMicros));
const share = (shares: number[]) =>
  `${median(shares).toFixed(2)}, median of ${shares.map((one) => one.toFixed(2)).join(", ")}`;

/**
 * Every run, then each shared read against the solo one: their throughputs, and what their CPU time per request
 * says the throughput would be where the reads had the machine to themselves. Whether the latter meets the target.
 */
function reportReads(runs: Record<string, ReadRun[]>): boolean {
  for (const [name, figures] of Object.entries(runs))
    figures.forEach((one, round) => {
      console.log(row(`${name}, round ${round + 1}`, one));
    });
  // A round's reads are seconds apart, its rounds a minute: the rounds' shares are compared, and their median is
  // the figure (as in city-list.ts). On the shared two-core machine (load average 9-20) a round's share still
  // swung from 0.5 to 2.3 and the median missed 0.8 in two runs of ten, while the share by CPU time stayed
  // between 0.89 and 1.12 in all six runs that measured it: the verdict is the CPU's, the throughput beside it.
  let met = true;
  for (const [shared, solo] of [
    [SHARED_MEMBER, SOLO_OWNER],
    [SHARED_VISITOR, SOLO_VISITOR],
  ] as const) {
    const shares = (runs[shared] ?? []).map((one, round) => one.rps / (runs[solo]?.[round]?.rps || 1));
    const verdict = (value: number) => `(target ${TARGET_SHARE}) ${value >= TARGET_SHARE ? "PASS" : "FAIL"}`;
    console.log(`${shared} / ${solo}: throughput ${share(shares)} ${verdict(median(shares))}`);
    const byCpu = cost(runs[solo]) / cost(runs[shared]);
    met &&= byCpu >= TARGET_SHARE;
    console.log(
      `  by CPU per request, ${cost(runs[shared]).toFixed(0)} µs against ${cost(runs[solo]).toFixed(0)} µs: ${byCpu.toFixed(2)} ${verdict(byCpu)}`,
    );
  }
  // Both reads of a member's page take the same server's time: their rates add as resistances do.
  const pages = (runs[SHARED_MEMBER] ?? []).map(
    (one, round) => 1 / (1 / one.rps + 1 / (runs[REACTIONS]?.[round]?.rps ?? 0)),
  );
  const pageShares = pages.map((one, round) => one / (runs[SOLO_OWNER]?.[round]?.rps || 1));
  const pageCost = cost(runs[SHARED_MEMBER]) + cost(runs[REACTIONS]);
  console.log(
    `a member's page (guide and reactions) / ${SOLO_OWNER}: ${share(pageShares)}; ${median(pages).toFixed(0)} pages/s`,
  );
  console.log(
    `  CPU per page ${pageCost.toFixed(0)} µs against ${cost(runs[SOLO_OWNER]).toFixed(0)} µs: ${(cost(runs[SOLO_OWNER]) / pageCost).toFixed(2)}`,
  );
  return met;
}

async function main(): Promise<void> {
  ensureWrk();
  console.log(`load average at the start ${load()}`);
  const cleanup = new CleanupStack();
  try {
    const target = await postgresTarget(cleanup);
    if ("skipped" in target) throw new Error(`The benchmark needs PostgreSQL: ${target.skipped}`);
    const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    cleanup.defer("close the seeding connection", () => database.close());
    await seedDatabase(database.db, createLocalDiskStorage(path.join(target.dataDir, "files")), {
      demoContent: true,
    });
    const app = await startApp(
      {
        databaseUrl: target.databaseUrl,
        dataDir: target.dataDir,
        port: await freePort(),
        extra: UNLIMITED_ACCOUNTS,
      },
      cleanup,
    );
    const guide = await seedSharedGuide(app.base, database.db);
    await database.db.execute(sql`ANALYZE`);
    const watchers = [...guide.editors.slice(0, 6), ...guide.viewers.slice(0, OPEN_PAGES - 6)];
    const streams = await Promise.all(
      watchers.map((member) => openGuideStream(app.base, guide.sharedId, member)),
    );
    cleanup.defer("close the streams", async () => {
      for (const stream of streams) stream.close();
    });
    const operations = await measureOperations(app.base, guide.sharedId, guide.editors, streams, OPERATIONS);

    const member = { cookie: guide.viewers[0]?.cookie ?? "" };
    const runs = await measureReads(
      app.base,
      {
        [SOLO_OWNER]: { url: `/api/guides/${guide.soloId}`, headers: { cookie: guide.owner.cookie } },
        [SHARED_MEMBER]: { url: `/api/guides/${guide.sharedId}`, headers: member },
        [SOLO_VISITOR]: { url: `/api/guides/${guide.soloId}` },
        [SHARED_VISITOR]: { url: `/api/guides/${guide.sharedId}` },
        [REACTIONS]: { url: `/api/guides/${guide.sharedId}/reactions`, headers: member },
      },
      { appPid: app.child.pid ?? 0, db: database.db },
      { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS },
    );

    console.log(
      `\nA guide of 48 places, ${guide.editors.length} editors and ${guide.viewers.length} viewers, ${guide.reactions} reactions, ${streams.length} pages open; PostgreSQL`,
    );
    for (const [kind, tables] of Object.entries(operations.eventsPerKind))
      console.log(`every ${kind} operation sends each open page: ${tables.join(", ") || "nothing"}`);
    console.log(spread("operation round trip", operations.roundTrips));
    console.log(spread("sent to its first event, at each open page", operations.firstEvents));
    console.log(spread("sent to its last event, at each open page", operations.lastEvents));
    if (operations.unheard) console.log(`UNHEARD: ${operations.unheard} operations missed a stream`);
    const met = reportReads(runs) && operations.unheard === 0;
    console.log(`load average at the end ${load()}`);
    if (!met) process.exitCode = 1;
  } finally {
    await cleanup.runAll();
  }
}

await main();
