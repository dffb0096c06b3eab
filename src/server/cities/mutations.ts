import { and, count, eq, ne, or, sql } from "drizzle-orm";
import { citySlug, SUPPORTED_CITIES } from "../../shared/cities";
import { CATALOGUE_MESSAGES } from "../../shared/messages";
import type { CityInput } from "../../shared/schemas";
import type { Database } from "../db/client";
import { cities, guides, places } from "../db/schema";
import { ConflictError } from "../errors";

const duplicate = () =>
  new ConflictError("CITY_EXISTS", CATALOGUE_MESSAGES.cityDuplicate, {
    name: [CATALOGUE_MESSAGES.cityDuplicate],
  });

/** Unique names and values ignore case (docs/product.md §5), as do the unique indexes behind them. */
async function assertUnique(db: Database, input: CityInput, exceptId?: string) {
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
  if (clash) throw duplicate();
}

/** A unique index can still trip when two admins race; that is the same duplicate, not a server error. */
async function translateUniqueViolation<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
      if ((cause as { code?: unknown }).code === "23505") throw duplicate();
    }
    throw error;
  }
}

/** A city's columns from the form: centre and time zone are replaced as a whole, absent meaning none. */
const columns = (input: CityInput) => ({
  name: input.name,
  value: input.value,
  slug: citySlug(input.name),
  bgColor: input.bgColor,
  lat: input.lat ?? null,
  lng: input.lng ?? null,
  timezone: input.timezone ?? null,
});

export async function createCity(db: Database, input: CityInput) {
  await assertUnique(db, input);
  const [row] = await translateUniqueViolation(() => db.insert(cities).values(columns(input)).returning());
  if (!row) throw new Error("City insert returned no row");
  return row;
}

/** Guides and places refer to the city by id, so a rename keeps them attached; the slug follows the name. */
export async function updateCity(db: Database, id: string, input: CityInput) {
  await assertUnique(db, input, id);
  const [row] = await translateUniqueViolation(() =>
    db
      .update(cities)
      .set({ ...columns(input), updatedAt: sql`now()` })
      .where(eq(cities.id, id))
      .returning(),
  );
  return row;
}

/** Refuses to delete a city that guides or places still use, saying how many. */
export async function deleteCity(db: Database, id: string): Promise<boolean> {
  const [[guideCount], [placeCount]] = await Promise.all([
    db.select({ value: count() }).from(guides).where(eq(guides.cityId, id)),
    db.select({ value: count() }).from(places).where(eq(places.cityId, id)),
  ]);
  const usedByGuides = guideCount?.value ?? 0;
  const usedByPlaces = placeCount?.value ?? 0;
  if (usedByGuides > 0 || usedByPlaces > 0) {
    throw new ConflictError("CITY_IN_USE", CATALOGUE_MESSAGES.cityInUse(usedByGuides, usedByPlaces));
  }
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
