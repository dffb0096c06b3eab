import { asc, eq } from "drizzle-orm";
import { citySlug, SUPPORTED_CITIES } from "../../shared/cities";
import type { City } from "../../shared/schemas";
import type { Database } from "../db/client";
import { cities } from "../db/schema";

type CityRow = typeof cities.$inferSelect;

export function toCity(row: CityRow): City {
  return {
    id: row.id,
    name: row.name,
    value: row.value,
    slug: row.slug,
    bgColor: row.bgColor,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listCities(db: Database): Promise<City[]> {
  const rows = await db.select().from(cities).orderBy(asc(cities.name));
  return rows.map(toCity);
}

export async function findCityBySlug(db: Database, slug: string): Promise<CityRow | undefined> {
  const [row] = await db.select().from(cities).where(eq(cities.slug, slug)).limit(1);
  return row;
}

/** docs/product.md §4: the supported cities are seeded only into an empty table, so an admin's deletions stay deleted. */
export async function seedDefaultCities(db: Database): Promise<void> {
  const [existing] = await db.select({ id: cities.id }).from(cities).limit(1);
  if (existing) return;
  await db
    .insert(cities)
    .values(SUPPORTED_CITIES.map((city) => ({ ...city, slug: citySlug(city.name) })))
    .onConflictDoNothing();
}
