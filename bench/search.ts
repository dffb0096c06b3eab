/**
 * Search benchmark (npm run bench:search): PostgreSQL only. Starts the real server in a process of its own on a
 * scratch database with the demo content, bulk-inserts 100,000 places and 10,000 guides (by 1,000 profiles),
 * then times GET /api/search for misspelt queries, and for queries that find nothing (answered with "Did you
 * mean"), from this separate process and prints p50/p95/p99 and the plans PostgreSQL chose for each statement.
 * BENCH_DATABASE_URL names the server (see engines.ts), BENCH_ROUNDS the passes over the queries (default 10).
 */
import { loadavg } from "node:os";
import pg from "pg";
import {
  closestNames,
  prepareSearch,
  searchCities,
  searchGuides,
  searchPlaces,
  searchProfiles,
} from "../src/server/domains/search/repository";
import { openDatabase } from "../src/server/infrastructure/db/client";
import {
  disposeServerProcess,
  type ServerProcess,
  startServerProcess,
  waitForHealth,
} from "../src/server/test/server-process";
import { SEARCH } from "../src/shared/limits";
import { CleanupStack, postgresTarget } from "./engines";
import { analyze, insertBulkGuides, insertBulkPlaces } from "./search-data";

const PLACE_COUNT = 100_000;
const GUIDE_COUNT = 10_000;
const CREATOR_COUNT = 1_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 10);

/** What people type: names with a letter wrong or missing, no accents, a city, a creator, a tag, a street. */
const QUERIES = [
  "sagrada familia",
  "cafe de l'opera",
  "eifel tower",
  "brookln",
  "golden lantren",
  "velvet owl lounge",
  "chateau maple bistro",
  "muller fox",
  "creme brulee",
  "kavarna moon",
  "izakya tiger",
  "sao bento",
  "trattoria olvie",
  "silver fox winebar",
  "smorrebrod",
  "rosé",
  "jazz club",
  "rooftop",
  "paris",
  "barcelna",
  "new yrok",
  "rue de rivoli",
  "passeig de gracia",
  "zoe",
  "jose",
  "user_42",
  "maya",
  "golden paris",
  "ca",
  "the",
];

/** Queries every group finds nothing for: the answer is the closest names ("Did you mean"), or none. */
const NOTHING_FOUND = ["sagrda fmlia", "centrl prk", "xqzv", "brkkln brdge", "mntmartre", "qwrtyp zxcv"];

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function timeRequest(server: ServerProcess, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`);
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body}`);
  return elapsed;
}

const searchPath = (limit: number) => (q: string) =>
  `/api/search?${new URLSearchParams({ q, limit: String(limit) })}`;

/**
 * Every path `ROUNDS` times, `concurrency` requests at a time, after one pass that warms up and is not counted.
 * The machine's load average is printed alongside: on a shared machine it moves every figure.
 */
async function measure(server: ServerProcess, label: string, paths: string[], concurrency: number) {
  for (const path of paths) await timeRequest(server, path);
  const work = Array.from({ length: ROUNDS }, () => paths).flat();
  const timings: { path: string; ms: number }[] = [];
  const worker = async () => {
    for (let path = work.shift(); path !== undefined; path = work.shift())
      timings.push({ path, ms: await timeRequest(server, path) });
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1);
  const medianOf = (path: string) =>
    percentile(
      timings
        .filter((timing) => timing.path === path)
        .map((timing) => timing.ms)
        .sort((a, b) => a - b),
      0.5,
    );
  const medians = paths.map((path) => ({ path, ms: medianOf(path) }));
  const slowest = medians.sort((a, b) => b.ms - a.ms).slice(0, 3);
  console.log(
    `${label}, concurrency ${concurrency}: ${timings.length} requests, p50 ${ms(percentile(sorted, 0.5))} ms, ` +
      `p95 ${ms(percentile(sorted, 0.95))} ms, p99 ${ms(percentile(sorted, 0.99))} ms ` +
      `(load average ${loadavg()[0]?.toFixed(1)}); slowest medians: ` +
      slowest
        .map((timing) => `${decodeURIComponent(timing.path.replace(/&limit=\d+$/, ""))} ${ms(timing.ms)} ms`)
        .join(", "),
  );
}

/** The statements the repository sends for one query, each explained as PostgreSQL runs it. */
async function explainPlans(databaseUrl: string, q: string): Promise<void> {
  const statements: { query: string; params: unknown[] }[] = [];
  const database = await openDatabase({
    databaseUrl,
    onQuery: (query, params) => statements.push({ query, params }),
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const limit = SEARCH.pagePerGroup;
    const terms = await prepareSearch(database.db, q);
    const groups = {
      places: () => searchPlaces(database.db, terms, limit, undefined),
      guides: () => searchGuides(database.db, terms, limit, undefined),
      cities: () => searchCities(database.db, terms, limit),
      profiles: () => searchProfiles(database.db, terms, limit),
      "did you mean": () => closestNames(database.db, terms, SEARCH.didYouMean),
    };
    for (const [group, run] of Object.entries(groups)) {
      statements.length = 0;
      await run();
      // In a transaction of its own, so that a `set local` the repository sent holds for the statements after it.
      await client.query("begin");
      for (const { query, params } of statements) {
        if (/^(begin|commit)\b/i.test(query)) continue;
        if (/^set\b/i.test(query)) {
          await client.query(query, params);
          continue;
        }
        const { rows } = await client.query<{ "QUERY PLAN": string }>(
          `explain (analyze, costs off, buffers off) ${query}`,
          params,
        );
        console.log(`\n-- ${group}, q = "${q}"\n${rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
      }
      await client.query("rollback");
    }
  } finally {
    await client.end();
    await database.close();
  }
}

async function main(): Promise<void> {
  const cleanup = new CleanupStack();
  try {
    const target = await postgresTarget(cleanup);
    if ("skipped" in target) throw new Error(`The search benchmark needs PostgreSQL: ${target.skipped}`);
    const databaseUrl = target.databaseUrl ?? "";
    const server = await startServerProcess({
      dataDir: target.dataDir,
      env: {
        DATABASE_URL: databaseUrl,
        BETTER_AUTH_SECRET: "a-benchmark-secret-of-at-least-32-chars",
        DEMO_CONTENT: "true",
        LOG_LEVEL: "warn",
        // The bench is one address asking as fast as it can: the per-address limit would measure itself.
        SEARCH_RATE_LIMIT: "1000000",
      },
    });
    cleanup.defer("stop the server", () => disposeServerProcess(server));
    await waitForHealth(server);
    console.log("Server started on PostgreSQL with the demo content.");

    // Each bulk statement fills three GIN indexes row by row: minutes on a busy machine, past the app's limit.
    const database = await openDatabase({ databaseUrl, statementTimeoutMs: 30 * 60_000 });
    const started = performance.now();
    await insertBulkPlaces(database.db, PLACE_COUNT);
    await insertBulkGuides(database.db, GUIDE_COUNT, CREATOR_COUNT);
    await analyze(database.db);
    await database.close();
    console.log(
      `Inserted ${PLACE_COUNT.toLocaleString("en-US")} places, ${GUIDE_COUNT.toLocaleString("en-US")} guides and ` +
        `${CREATOR_COUNT.toLocaleString("en-US")} profiles in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );

    console.log(`\nGET /api/search, ${QUERIES.length} queries x ${ROUNDS} rounds, from a separate process:`);
    // The floor: one trivial statement through the same server, to tell the machine's load from search's cost.
    await measure(
      server,
      "GET /api/cities (floor)",
      QUERIES.map(() => "/api/cities"),
      1,
    );
    const suggestions = QUERIES.map(searchPath(SEARCH.suggestionsPerGroup));
    const page = QUERIES.map(searchPath(SEARCH.pagePerGroup));
    await measure(server, `suggestions (limit ${SEARCH.suggestionsPerGroup})`, suggestions, 1);
    await measure(server, `results page (limit ${SEARCH.pagePerGroup})`, page, 1);
    await measure(server, `results page (limit ${SEARCH.pagePerGroup})`, page, 4);
    await measure(
      server,
      "nothing found, with 'Did you mean'",
      NOTHING_FOUND.map(searchPath(SEARCH.pagePerGroup)),
      1,
    );
    for (const q of ["golden lantren", "paris", "sagrda fmlia"]) await explainPlans(databaseUrl, q);
  } finally {
    await cleanup.runAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
