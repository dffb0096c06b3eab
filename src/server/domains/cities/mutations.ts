import { eq, sql } from "drizzle-orm";
import { citySlug, SUPPORTED_CITIES } from "../../../shared/cities";
import type { CityInput } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { cities } from "../../infrastructure/db/schema";

/**
 * A city's columns from the form: centre and time zone are replaced as a whole, absent meaning none; other names
 * only when given.
 */
const columns = (input: CityInput) => ({
  name: input.name,
  value: input.value,
  slug: citySlug(input.name),
  bgColor: input.bgColor,
  lat: input.lat ?? null,
  lng: input.lng ?? null,
  timezone: input.timezone ?? null,
  // Absent: left as they are (a client that does not know them keeps them). The same name twice is one name.
  ...(input.aliases ? { aliases: [...new Set(input.aliases)] } : {}),
});

export async function insertCity(db: Database, input: CityInput) {
  const [row] = await db.insert(cities).values(columns(input)).returning();
  if (!row) throw new Error("City insert returned no row");
  return row;
}

/** Guides and places refer to the city by id, so a rename keeps them attached; the slug follows the name. */
export async function updateCityRow(db: Database, id: string, input: CityInput) {
  const [row] = await db
    .update(cities)
    .set({ ...columns(input), updatedAt: sql`now()` })
    .where(eq(cities.id, id))
    .returning();
  return row;
}

export async function deleteCityRow(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(cities).where(eq(cities.id, id)).returning({ id: cities.id });
  return deleted.length > 0;
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
