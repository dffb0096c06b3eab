import { asc, eq } from "drizzle-orm";
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
    lat: row.lat,
    lng: row.lng,
    timezone: row.timezone,
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
