import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { byCategoryAsync, type CategoryKey } from "../../shared/categories";
import type { GuideStatus } from "../../shared/schemas";
import { insertGuide } from "../domains/guides/mutations";
import type { Database } from "../infrastructure/db/client";
import { cities, guides, places, savedGuides, users } from "../infrastructure/db/schema";
import { guideInput } from "../seed/factories";

export type CityRow = typeof cities.$inferSelect;

/** A plain (non-demo) user; pass `username: null` for one without a username. */
export async function createUser(
  db: Database,
  fields: { username?: string | null; firstName?: string } = {},
): Promise<string> {
  const id = `test-user-${randomUUID()}`;
  const username = fields.username === undefined ? `user_${id.slice(-8)}` : fields.username;
  await db.insert(users).values({
    id,
    name: fields.firstName ?? "Test User",
    email: `${id}@example.test`,
    username,
    firstName: fields.firstName ?? "Tess",
  });
  return id;
}

export async function cityByValue(db: Database, value: string): Promise<CityRow> {
  const [city] = await db.select().from(cities).where(eq(cities.value, value)).limit(1);
  if (!city) throw new Error(`No city ${value}`);
  return city;
}

/** Ids of a city's catalogue places in one category, by name. */
export async function placeIds(db: Database, cityId: string, category: CategoryKey): Promise<string[]> {
  const rows = await db
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.cityId, cityId), eq(places.category, category)))
    .orderBy(asc(places.name));
  return rows.map((row) => row.id);
}

/** The first `count` places of every category of a city, the way a guide form would pick them. */
export async function pickPlaces(
  db: Database,
  cityId: string,
  count = 3,
): Promise<Record<CategoryKey, string[]>> {
  return byCategoryAsync(async (key) => (await placeIds(db, cityId, key)).slice(0, count));
}

/** Inserts a user's guide in a city with three places a category. */
export async function createGuide(
  db: Database,
  fields: { createdBy: string; city: CityRow; name?: string; status?: GuideStatus },
): Promise<string> {
  const input = guideInput(fields.city.id, await pickPlaces(db, fields.city.id), fields.name, {
    status: fields.status,
  });
  return insertGuide(db, { ...input, createdBy: fields.createdBy });
}

/** Saves a guide for a user at the given time, as if it had been saved then (the popular windows count by it). */
export async function saveGuideAt(db: Database, userId: string, guideId: string, at: Date): Promise<void> {
  await db.insert(savedGuides).values({ userId, guideId, createdAt: at });
}

/** Dates a guide's creation, for lists ordered by it. */
export async function setGuideCreatedAt(db: Database, guideId: string, at: Date): Promise<void> {
  await db.update(guides).set({ createdAt: at }).where(eq(guides.id, guideId));
}
