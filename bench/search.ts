/**
 * Search benchmark (npm run bench:search): PostgreSQL only. Starts the real server in a process of its own on a
 * scratch database with the demo content, bulk-inserts 100,000 places and 10,000 guides (by 1,000 profiles),
 * then times GET /api/search for misspelt queries from this separate process and prints p50/p95/p99 and the
 * plans PostgreSQL chose for each group's statement. BENCH_DATABASE_URL names the server (see engines.ts),
 * BENCH_ROUNDS the passes over the queries (default 10).
 */
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import {
  findMatchingCityIds,
  searchCities,
  searchGuides,
  searchPlaces,
  searchProfiles,
} from "../src/server/search/repository";
import {
  disposeServerProcess,
  type ServerProcess,
  startServerProcess,
  waitForHealth,
} from "../src/server/test/server-process";
import { SEARCH } from "../src/shared/limits";
import type { SearchResults } from "../src/shared/schemas";
import { CleanupStack, postgresTarget } from "./engines";
import { insertBulkGuides, insertBulkPlaces } from "./search-data";

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

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function timeQuery(server: ServerProcess, q: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/search?${new URLSearchParams({ q })}`);
  const body = (await response.json()) as SearchResults;
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${q}: ${response.status} ${JSON.stringify(body)}`);
  return elapsed;
}

/** Every query `ROUNDS` times, `concurrency` requests at a time; the first pass warms up and is not counted. */
async function measure(server: ServerProcess, concurrency: number) {
  for (const q of QUERIES) await timeQuery(server, q);
  const work = Array.from({ length: ROUNDS }, () => QUERIES).flat();
  const timings: { q: string; ms: number }[] = [];
  const worker = async () => {
    for (let q = work.shift(); q !== undefined; q = work.shift())
      timings.push({ q, ms: await timeQuery(server, q) });
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 3);
  const ms = (value: number) => value.toFixed(1);
  console.log(
    `concurrency ${concurrency}: ${timings.length} requests, p50 ${ms(percentile(sorted, 0.5))} ms, ` +
      `p95 ${ms(percentile(sorted, 0.95))} ms, p99 ${ms(percentile(sorted, 0.99))} ms; slowest: ` +
      slowest.map((timing) => `"${timing.q}" ${ms(timing.ms)} ms`).join(", "),
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
    const terms = { text: q, cityIds: await findMatchingCityIds(database.db, q) };
    const groups = {
      places: () => searchPlaces(database.db, terms, limit, undefined),
      guides: () => searchGuides(database.db, terms, limit, undefined),
      cities: () => searchCities(database.db, q, limit),
      profiles: () => searchProfiles(database.db, q, limit),
    };
    for (const [group, run] of Object.entries(groups)) {
      statements.length = 0;
      await run();
      for (const { query, params } of statements) {
        const { rows } = await client.query<{ "QUERY PLAN": string }>(
          `explain (analyze, costs off, buffers off) ${query}`,
          params,
        );
        console.log(`\n-- ${group}, q = "${q}"\n${rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
      }
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
      },
    });
    cleanup.defer("stop the server", () => disposeServerProcess(server));
    await waitForHealth(server);
    console.log("Server started on PostgreSQL with the demo content.");

    const database = await openDatabase({ databaseUrl });
    const started = performance.now();
    await insertBulkPlaces(database.db, PLACE_COUNT);
    await insertBulkGuides(database.db, GUIDE_COUNT, CREATOR_COUNT);
    await database.close();
    console.log(
      `Inserted ${PLACE_COUNT.toLocaleString("en-US")} places, ${GUIDE_COUNT.toLocaleString("en-US")} guides and ` +
        `${CREATOR_COUNT.toLocaleString("en-US")} profiles in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );

    console.log(`\nGET /api/search, ${QUERIES.length} queries x ${ROUNDS} rounds, from a separate process:`);
    await measure(server, 1);
    await measure(server, 4);
    for (const q of ["golden lantren", "paris"]) await explainPlans(databaseUrl, q);
  } finally {
    await cleanup.runAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
