/**
 * What-is-popular benchmark (npm run bench:popular): PostgreSQL only. On a scratch database with the ten cities,
 * bulk-inserts 10,000 guides by 1,000 profiles (1,000 a city) and about 100,000 saves spread over 60 days (a
 * few guides saved far more than the rest), then times the statements behind the save counts, the city page's
 * Popular sort (first page and a later one), Home's 'Popular this week' and the city tiles' counts, and prints
 * the plans PostgreSQL chose. BENCH_DATABASE_URL names the server (see engines.ts), BENCH_ROUNDS the repeats.
 */
import path from "node:path";
import { asc, count, sql } from "drizzle-orm";
import pg from "pg";
import { countPublishedGuidesByCity } from "../src/server/domains/cities/repository";
import { listGuideCards } from "../src/server/domains/guides/repository";
import { listCityGuidesBySaves, listMostSavedGuides } from "../src/server/domains/saves/popular/repository";
import { openDatabase } from "../src/server/infrastructure/db/client";
import { decodePopularCursor, encodePopularCursor } from "../src/server/infrastructure/db/keyset-pages";
import { cities, savedGuides } from "../src/server/infrastructure/db/schema";
import { createLocalDiskStorage } from "../src/server/infrastructure/storage/local-disk";
import { seedDatabase } from "../src/server/seed";
import { FEED_PAGE_SIZE, POPULAR } from "../src/shared/limits";
import { CleanupStack, postgresTarget } from "./engines";
import { insertBulkGuides } from "./search-data";

const GUIDE_COUNT = 10_000;
const CREATOR_COUNT = 1_000;
const SAVE_ATTEMPTS = 110_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 50);
const DAY_MS = 24 * 60 * 60_000;

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;

async function time(label: string, run: () => Promise<unknown>): Promise<void> {
  await run();
  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await run();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  console.log(
    `${label}: p50 ${percentile(timings, 0.5).toFixed(1)} ms, p95 ${percentile(timings, 0.95).toFixed(1)} ms`,
  );
}

async function main(): Promise<void> {
  const cleanup = new CleanupStack();
  try {
    const target = await postgresTarget(cleanup);
    if ("skipped" in target) throw new Error(`The popular benchmark needs PostgreSQL: ${target.skipped}`);
    const databaseUrl = target.databaseUrl ?? "";
    const statements: { query: string; params: unknown[] }[] = [];
    const database = await openDatabase({
      databaseUrl,
      statementTimeoutMs: 10 * 60_000,
      onQuery: (query, params) => statements.push({ query, params }),
    });
    cleanup.defer("close the database", () => database.close());
    const { db } = database;
    await seedDatabase(db, createLocalDiskStorage(path.join(target.dataDir, "files")), {
      demoContent: false,
    });
    await insertBulkGuides(db, GUIDE_COUNT, CREATOR_COUNT);
    // random()^4 skews the picks towards the newest guides: a few popular ones, a long tail.
    await db.execute(sql`
      with g as (select array_agg(id order by created_at desc) ids from guides)
      insert into saved_guides (user_id, guide_id, created_at)
      select 'bench-user-' || (1 + i % ${CREATOR_COUNT}::int),
        g.ids[1 + floor(power(random(), 4) * cardinality(g.ids))::int],
        now() - random() * interval '60 days'
      from generate_series(1, ${SAVE_ATTEMPTS}::int) i, g
      on conflict do nothing`);
    // As autovacuum would leave them: fresh statistics and a visibility map, so counts read the index alone.
    await db.execute(sql`vacuum analyze`);
    const [{ saves } = { saves: 0 }] = await db.select({ saves: count() }).from(savedGuides);
    const [city] = await db.select({ id: cities.id }).from(cities).orderBy(asc(cities.name)).limit(1);
    if (!city) throw new Error("No city");
    console.log(`${GUIDE_COUNT} guides, ${saves} saves; ${ROUNDS} rounds each, p50 and p95:`);

    const asOf = new Date().toISOString();
    const window = (days: number) => ({
      since: new Date(Date.now() - days * DAY_MS).toISOString(),
      until: asOf,
    });
    const limit = FEED_PAGE_SIZE;
    const popularPage = (cursor?: string) =>
      listCityGuidesBySaves(db, {
        cityId: city.id,
        window: window(POPULAR.cityWindowDays),
        cursor: decodePopularCursor(cursor),
        limit,
      });
    const first = await popularPage();
    const last = first[limit - 1];
    if (!last) throw new Error("The city has fewer guides than a page");
    const later = encodePopularCursor({
      asOf,
      saves: last.saves,
      createdAt: last.item.createdAt,
      id: last.item.id,
    });

    const runs: [string, () => Promise<unknown>][] = [
      ["Home feed page (12 cards with save counts)", () => listGuideCards(db, { limit })],
      ["City page, Newest", () => listGuideCards(db, { limit, cityId: city.id })],
      ["City page, Popular, first page", () => popularPage()],
      ["City page, Popular, second page", () => popularPage(later)],
      [
        "Home, Popular this week",
        () => listMostSavedGuides(db, { window: window(POPULAR.homeWindowDays), limit: POPULAR.homeLimit }),
      ],
      ["City tiles' guide counts", () => countPublishedGuidesByCity(db)],
    ];
    for (const [label, run] of runs) await time(label, run);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    cleanup.defer("close the explain client", () => client.end());
    for (const [label, run] of runs) {
      statements.length = 0;
      await run();
      for (const { query, params } of statements) {
        const { rows } = await client.query<{ "QUERY PLAN": string }>(
          `explain (analyze, costs off, buffers off) ${query}`,
          params,
        );
        console.log(`\n-- ${label}\n${rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
      }
    }
  } finally {
    await cleanup.runAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
