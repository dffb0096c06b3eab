/**
 * Fan-out that scales (npm run bench:fan-out; issue 65 item 5, docs/decisions/066), out of process on loopback: on
 * a fresh PostgreSQL database (BENCH_ENGINE=postgres, the only engine it runs on: it seeds and counts through a
 * connection of its own beside the server; see engines.ts) with the demo content, the app runs as `npm start` runs
 * it. Seeded straight in the database: BENCH_FOLLOWERS (default 100,000) followers of one creator, the "loud" one,
 * who has two drafts, and a creator with none, with one; a reader following 500 creators (two guides each) and
 * every city. Then:
 * - the loud creator publishes one draft, the announcement, which stays published: its job tells the followers
 *   while the rest goes on; the time from its publish answering to the last of their notifications existing
 *   (target: 60 s or less);
 * - BENCH_PUBLISHES rounds (default 100): each creator publishes their other draft (timed: the request's round
 *   trip), which goes back to a draft straight in the database. Each creator's p50 and p99 beside the other's
 *   (target: the loud p99, the announcement's included, at most 1.2 times the quiet one's); the quiet creator's
 *   alone first, before any job ran, shows what the background work costs the machine;
 * - Debian's wrk reads the reader's Following feed (GET /api/me/feed) and the Home feed's API (GET /api/guides,
 *   a visitor), BENCH_ROUNDS rounds (default 5) of BENCH_SECONDS each (default 4) on 32 connections after a
 *   warm-up: the feed's throughput over Home's, round by round, their median, and the same share by the CPU time
 *   per request (target 0.8 or more).
 * The machine's load average is printed at the start and the end.
 */
import path from "node:path";
import { openDatabase } from "../src/server/infrastructure/db/client";
import { createLocalDiskStorage } from "../src/server/infrastructure/storage/local-disk";
import { seedDatabase } from "../src/server/seed";
import { CleanupStack, postgresTarget } from "./engines";
import { countFollowerNotifications } from "./fan-out-count";
import { backToDraft, seedFanOut } from "./fan-out-seed";
import { measureReads, type ReadRun } from "./members-reads";
import { type Account, call } from "./members-seed";
import { freePort, startApp } from "./processes";
import { load } from "./support/offline-keep";
import { percentile, UNLIMITED_ACCOUNTS } from "./support/timings";
import { ensureWrk } from "./wrk";

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 100_000);
const CREATORS = 500;
const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 100);
const QUIET_ALONE = 30;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 32;
const TARGETS = { publishRatio: 1.2, fanOutSeconds: 60, feedShare: 0.8 };

const median = (values: number[]) => percentile(values, 0.5);
const spread = (label: string, values: number[]) =>
  `${label.padEnd(58)} p50 ${median(values).toFixed(1)} ms  p99 ${percentile(values, 0.99).toFixed(1)} ms  (${values.length})`;
const verdict = (met: boolean) => (met ? "PASS" : "FAIL");

async function timedPublish(base: string, creator: Account, guideId: string): Promise<number> {
  const startedAt = performance.now();
  await call(base, creator, "POST", `/api/guides/${guideId}/publish`);
  return performance.now() - startedAt;
}

async function main(): Promise<void> {
  if ((process.env.BENCH_ENGINE ?? "postgres") !== "postgres")
    throw new Error("bench:fan-out runs on PostgreSQL only (BENCH_ENGINE=postgres)");
  ensureWrk();
  console.log(`load average at the start ${load()}`);
  const cleanup = new CleanupStack();
  try {
    const target = await postgresTarget(cleanup);
    if ("skipped" in target) throw new Error(`The benchmark needs PostgreSQL: ${target.skipped}`);
    // Seeding 100,000 users (each indexed for search) takes longer than the app's statements may.
    const database = await openDatabase({
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
      statementTimeoutMs: 600_000,
    });
    cleanup.defer("close the seeding connection", () => database.close());
    const { db } = database;
    await seedDatabase(db, createLocalDiskStorage(path.join(target.dataDir, "files")), { demoContent: true });
    const app = await startApp(
      {
        databaseUrl: target.databaseUrl,
        dataDir: target.dataDir,
        port: await freePort(),
        extra: UNLIMITED_ACCOUNTS,
      },
      cleanup,
    );
    const scene = await seedFanOut(app.base, db, { followers: FOLLOWERS, creators: CREATORS });
    console.log(`seeded ${FOLLOWERS.toLocaleString("en-US")} followers; load average ${load()}`);

    const quietAlone: number[] = [];
    for (let round = 0; round < QUIET_ALONE; round++) {
      quietAlone.push(await timedPublish(app.base, scene.quiet, scene.quietGuide));
      await backToDraft(db, scene.quietGuide);
    }

    // The announcement: published once and kept published, its job telling the followers while the rounds go on
    // (a guide back in drafts before its job runs tells no one).
    const loud = [await timedPublish(app.base, scene.loud, scene.announced)];
    const quiet: number[] = [];
    const firstAnswered = performance.now();
    let allMadeAfter: number | undefined;
    const watching = (async () => {
      while (allMadeAfter === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const made = await countFollowerNotifications(db, scene.announced);
        if (made >= FOLLOWERS) allMadeAfter = (performance.now() - firstAnswered) / 1000;
      }
    })();
    for (let round = 0; round < PUBLISHES; round++) {
      // Which creator goes first alternates, so that neither always follows the other's write.
      const order = round % 2 === 0 ? (["loud", "quiet"] as const) : (["quiet", "loud"] as const);
      for (const who of order) {
        const [creator, guideId, times] =
          who === "loud" ? [scene.loud, scene.loudGuide, loud] : [scene.quiet, scene.quietGuide, quiet];
        times.push(await timedPublish(app.base, creator, guideId));
        await backToDraft(db, guideId);
      }
    }
    const publishesEndedAfter = (performance.now() - firstAnswered) / 1000;
    const deadline = performance.now() + 300_000;
    while (allMadeAfter === undefined && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    allMadeAfter ??= Number.NaN;
    await watching.catch(() => undefined);

    const runs = await measureReads(
      app.base,
      {
        "Home feed API (GET /api/guides), a visitor": { url: "/api/guides" },
        "Following feed (GET /api/me/feed), the reader": {
          url: "/api/me/feed",
          headers: { cookie: scene.reader.cookie },
        },
      },
      { appPid: app.child.pid ?? 0, db },
      { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS },
    );

    console.log(`\n${FOLLOWERS.toLocaleString("en-US")} followers of one creator; PostgreSQL`);
    console.log(spread("publish, the creator without followers, before any job", quietAlone));
    console.log(spread("publish, the creator without followers, beside the job", quiet));
    console.log(spread("publish, the creator with the followers", loud));
    const ratio = percentile(loud, 0.99) / percentile(quiet, 0.99);
    const ratioAlone = percentile(loud, 0.99) / percentile(quietAlone, 0.99);
    console.log(
      `publish p99 with followers / without: ${ratio.toFixed(2)} (against the quiet creator alone before any job ${ratioAlone.toFixed(2)}) (target ${TARGETS.publishRatio}) ${verdict(ratio <= TARGETS.publishRatio)}`,
    );
    console.log(
      `all ${FOLLOWERS.toLocaleString("en-US")} notifications made ${allMadeAfter.toFixed(1)} s after the first publish answered (the ${PUBLISHES} rounds took ${publishesEndedAfter.toFixed(1)} s of it) (target ${TARGETS.fanOutSeconds} s) ${verdict(allMadeAfter <= TARGETS.fanOutSeconds)}`,
    );
    const met = reportFeed(runs) && ratio <= TARGETS.publishRatio && allMadeAfter <= TARGETS.fanOutSeconds;
    console.log(`load average at the end ${load()}`);
    if (!met) process.exitCode = 1;
  } finally {
    await cleanup.runAll();
  }
}

/** The feed's read against Home's, round by round and by CPU time per request; whether it meets the target. */
function reportFeed(runs: Record<string, ReadRun[]>): boolean {
  const [home = [], feed = []] = Object.values(runs);
  for (const [name, figures] of Object.entries(runs))
    figures.forEach((one, round) => {
      console.log(
        `${`${name}, round ${round + 1}`.padEnd(58)} ${one.rps.toFixed(0).padStart(5)} req/s  p50 ${one.p50.toFixed(1)} ms  p99 ${one.p99.toFixed(1)} ms  CPU ${one.appMicros.toFixed(0)} + ${one.databaseMicros.toFixed(0)} µs${one.non2xx ? `  non-2xx ${one.non2xx}` : ""}`,
      );
    });
  const shares = feed.map((one, round) => one.rps / (home[round]?.rps || 1));
  const cost = (figures: ReadRun[]) => median(figures.map((one) => one.appMicros + one.databaseMicros));
  const byCpu = cost(home) / cost(feed);
  console.log(
    `Following feed / Home feed API: throughput ${median(shares).toFixed(2)} (median of ${shares.map((one) => one.toFixed(2)).join(", ")}) (target ${TARGETS.feedShare}) ${verdict(median(shares) >= TARGETS.feedShare)}`,
  );
  console.log(
    `  by CPU per request, ${cost(feed).toFixed(0)} µs against ${cost(home).toFixed(0)} µs: ${byCpu.toFixed(2)} ${verdict(byCpu >= TARGETS.feedShare)}`,
  );
  return median(shares) >= TARGETS.feedShare || byCpu >= TARGETS.feedShare;
}

await main();
