import { and, asc, count, eq, ne, or, sql } from "drizzle-orm";
import { citySlug } from "../../../shared/cities";
import { MAX_CITIES } from "../../../shared/limits";
import type { City, CityInput, CityUsage } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { publishedOr } from "../../infrastructure/db/guide-visibility";
import { preparedPerDatabase } from "../../infrastructure/db/prepared";
import { cities, guides, places } from "../../infrastructure/db/schema";

export type CityRow = typeof cities.$inferSelect;

export function toCity(row: CityRow): City {
  return {
    id: row.id,
    name: row.name,
    value: row.value,
    slug: row.slug,
    bgColor: row.bgColor,
    lat: row.lat,
    lng: row.lng,
    timezone: row.timezone,
    aliases: row.aliases,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const citiesByNameStatement = preparedPerDatabase(
  "cities_by_name",
  (db, _shape: Record<string, never>) => db.select().from(cities).orderBy(asc(cities.name)).limit(MAX_CITIES),
  () => "",
);

export async function listCityRows(db: Database): Promise<CityRow[]> {
  return citiesByNameStatement(db, {}).execute();
}

export async function listCities(db: Database): Promise<City[]> {
  return (await listCityRows(db)).map(toCity);
}

export async function findCityBySlug(db: Database, slug: string): Promise<CityRow | undefined> {
  const [row] = await db.select().from(cities).where(eq(cities.slug, slug)).limit(1);
  return row;
}

/** A city other than `exceptId` whose name, value or slug matches, ignoring case (docs/product.md §5). */
export async function findCityClash(db: Database, input: CityInput, exceptId?: string) {
  const [clash] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(
      and(
        or(
          eq(sql`lower(${cities.name})`, input.name.toLowerCase()),
          eq(sql`lower(${cities.value})`, input.value.toLowerCase()),
          eq(cities.slug, citySlug(input.name)),
        ),
        exceptId ? ne(cities.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return clash;
}

/** How many guides (drafts too) and places belong to a city; undefined when there is no such city. */
export async function findCityUsage(db: Database, id: string): Promise<CityUsage | undefined> {
  const [[city], [guideCount], [placeCount]] = await Promise.all([
    db.select({ id: cities.id }).from(cities).where(eq(cities.id, id)),
    db.select({ value: count() }).from(guides).where(eq(guides.cityId, id)),
    db.select({ value: count() }).from(places).where(eq(places.cityId, id)),
  ]);
  if (!city) return undefined;
  return { guideCount: guideCount?.value ?? 0, placeCount: placeCount?.value ?? 0 };
}

/** Every city with its number of published guides, in one statement (drafts are never counted). */
export async function countPublishedGuidesByCity(db: Database) {
  return db
    .select({ cityId: cities.id, slug: cities.slug, guides: count(guides.id) })
    .from(cities)
    .leftJoin(guides, and(eq(guides.cityId, cities.id), publishedOr(undefined)))
    .groupBy(cities.id)
    .orderBy(asc(cities.name))
    .limit(MAX_CITIES);
}

export async function countCities(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(cities);
  return row?.value ?? 0;
}
