import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { insertGuide } from "../src/server/domains/guides/mutations";
import type { Database } from "../src/server/infrastructure/db/client";
import {
  cities,
  guideImages,
  guidePlaces,
  guides,
  placeImages,
  places,
  users,
} from "../src/server/infrastructure/db/schema";
import { CATEGORY_KEYS, type CategoryKey } from "../src/shared/categories";
import { PLACES_PER_CATEGORY } from "../src/shared/limits";
import { mapsSearchUrl } from "../src/shared/maps";

const BATCH_SIZE = 500;
const MINUTE_MS = 60_000;

type CityPlaces = { cityId: string; cityName: string; byCategory: Record<CategoryKey, string[]> };

function at<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error("Picked from an empty list");
  return item;
}

/** The seeded catalogue grouped by city and category, keeping only cities with enough places for a guide. */
async function loadCityPlaces(db: Database): Promise<CityPlaces[]> {
  const rows = await db
    .select({ id: places.id, category: places.category, cityId: cities.id, cityName: cities.name })
    .from(places)
    .innerJoin(cities, eq(cities.id, places.cityId))
    .orderBy(asc(cities.name), asc(places.name));
  const byCity = new Map<string, CityPlaces>();
  for (const row of rows) {
    let city = byCity.get(row.cityId);
    if (!city) {
      const byCategory = Object.fromEntries(CATEGORY_KEYS.map((key) => [key, [] as string[]]));
      city = {
        cityId: row.cityId,
        cityName: row.cityName,
        byCategory: byCategory as CityPlaces["byCategory"],
      };
      byCity.set(row.cityId, city);
    }
    city.byCategory[row.category as CategoryKey]?.push(row.id);
  }
  return [...byCity.values()].filter((city) =>
    CATEGORY_KEYS.every((key) => city.byCategory[key].length >= PLACES_PER_CATEGORY.min),
  );
}

/**
 * Bulk-inserts guides number `from` to `count` straight into the tables, reusing the seeded users, cities and
 * places: one transaction per batch. They are spread a minute apart, each older than the one before and all
 * older than the seeded guides, and three in four have a cover, so the feed's ordering and joins do real work.
 * Called again with a larger count, it adds the guides in between.
 */
export async function insertBulkGuides(db: Database, count: number, from = 0): Promise<void> {
  const creators = await db.select({ id: users.id }).from(users).orderBy(asc(users.id));
  const cityPlaces = await loadCityPlaces(db);
  if (creators.length === 0 || cityPlaces.length === 0) {
    throw new Error("The seed left no users or no city with enough places to build guides from");
  }
  const newest = Date.now() - 60 * MINUTE_MS;
  for (let start = from; start < count; start += BATCH_SIZE) {
    const guideRows: (typeof guides.$inferInsert)[] = [];
    const placeRows: (typeof guidePlaces.$inferInsert)[] = [];
    const coverRows: (typeof guideImages.$inferInsert)[] = [];
    for (let index = start; index < Math.min(count, start + BATCH_SIZE); index++) {
      const id = randomUUID();
      const city = at(cityPlaces, index);
      const createdAt = new Date(newest - index * MINUTE_MS);
      guideRows.push({
        id,
        name: `${city.cityName} notebook #${index + 1}`,
        cityId: city.cityId,
        createdBy: at(creators, index).id,
        createdAt,
        updatedAt: createdAt,
      });
      if (index % 4 !== 0) coverRows.push({ guideId: id, storageKey: `guides/${id}/bench-cover` });
      CATEGORY_KEYS.forEach((categoryKey, categoryIndex) => {
        const available = city.byCategory[categoryKey];
        const spread = Math.min(available.length, PLACES_PER_CATEGORY.max) - PLACES_PER_CATEGORY.min + 1;
        const size = PLACES_PER_CATEGORY.min + ((index + categoryIndex) % spread);
        for (let position = 0; position < size; position++) {
          const placeId = at(available, index + position);
          placeRows.push({ guideId: id, placeId, categoryKey, position });
        }
      });
    }
    await db.transaction(async (tx) => {
      await tx.insert(guides).values(guideRows);
      if (coverRows.length > 0) await tx.insert(guideImages).values(coverRows);
      await tx.insert(guidePlaces).values(placeRows);
    });
  }
}

/**
 * Adds catalogue places to one seeded city until every category has the maximum, then saves a guide with
 * all of them through the app's own insertGuide, by `createdBy` (the first seeded user when absent); returns
 * its id. Called again, it saves another guide of the same places.
 */
export async function insertFullGuide(db: Database, createdBy?: string): Promise<string> {
  const city = at(await loadCityPlaces(db), 0);
  const [creator] = createdBy
    ? [{ id: createdBy }]
    : await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  if (!creator) throw new Error("The seed left no users");
  const picked = {} as Record<CategoryKey, string[]>;
  for (const categoryKey of CATEGORY_KEYS) {
    const existing = city.byCategory[categoryKey].slice(0, PLACES_PER_CATEGORY.max);
    const missing = PLACES_PER_CATEGORY.max - existing.length;
    const added =
      missing === 0
        ? []
        : await db
            .insert(places)
            .values(
              Array.from({ length: missing }, (_, n) => {
                const name = `Bench ${categoryKey} ${n + 1}`;
                const address = `${n + 1} Benchmark Street, ${city.cityName}`;
                const link = mapsSearchUrl(`${name}, ${address}`);
                return {
                  name,
                  category: categoryKey,
                  cityId: city.cityId,
                  tag: "Benchmark",
                  address,
                  googleMapsLink: link,
                };
              }),
            )
            .returning({ id: places.id });
    if (added.length > 0) {
      await db.insert(placeImages).values(
        added.map((place) => ({
          placeId: place.id,
          storageKey: `places/${place.id}/bench-1`,
          position: 0,
          isPrimary: true,
        })),
      );
    }
    picked[categoryKey] = [...existing, ...added.map((place) => place.id)];
  }
  const id = randomUUID();
  return insertGuide(db, {
    id,
    name: `${city.cityName}, all of it`,
    cityId: city.cityId,
    createdBy: creator.id,
    places: picked,
    coverKey: `guides/${id}/bench-cover`,
  });
}
