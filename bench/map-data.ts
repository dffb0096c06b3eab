import { eq } from "drizzle-orm";
import { openDatabase } from "../src/server/infrastructure/db/client";
import { cities, placeBookmarks, places, users } from "../src/server/infrastructure/db/schema";
import { CATEGORY_KEYS } from "../src/shared/categories";
import type { Coordinates } from "../src/shared/geo";

/** The same pseudo-random places every run (mulberry32), so two runs draw the same map. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` points spread over a disc of `km` round the centre, denser towards it, as a city's places are. */
function pointsAround(centre: Coordinates, km: number, count: number): Coordinates[] {
  const random = randomFrom(2_000);
  const kmPerDegreeLng = 111.195 * Math.cos((centre.lat * Math.PI) / 180);
  return Array.from({ length: count }, () => {
    const distance = km * random() ** 0.8;
    const angle = random() * 2 * Math.PI;
    return {
      lat: centre.lat + (distance * Math.cos(angle)) / 111.195,
      lng: centre.lng + (distance * Math.sin(angle)) / kmPerDegreeLng,
    };
  });
}

/**
 * Adds `count` places with locations round the city's centre (no pictures: the bench measures the map) and
 * bookmarks them for the accounts, each the number of them it asks for. Runs while no server holds the data
 * directory (PGlite has one process at a time).
 */
export async function insertBookmarkedPlaces(options: {
  dataDir: string;
  cityValue: string;
  count: number;
  bookmarks: Array<{ email: string; count: number }>;
}): Promise<{ citySlug: string }> {
  const database = await openDatabase({ dataDir: options.dataDir });
  try {
    const { db } = database;
    const [city] = await db.select().from(cities).where(eq(cities.value, options.cityValue));
    if (city?.lat == null || city.lng == null) throw new Error(`${options.cityValue} has no centre`);
    const points = pointsAround({ lat: city.lat, lng: city.lng }, 12, options.count);
    const rows = points.map((point, index) => ({
      name: `Bench place ${index + 1}`,
      category: CATEGORY_KEYS[index % CATEGORY_KEYS.length] ?? "cafesBrunch",
      tag: "Bench",
      address: `${index + 1} Bench Street`,
      cityId: city.id,
      ...point,
    }));
    const ids: string[] = [];
    for (let start = 0; start < rows.length; start += 500) {
      const inserted = await db
        .insert(places)
        .values(rows.slice(start, start + 500))
        .returning({ id: places.id });
      ids.push(...inserted.map((row) => row.id));
    }
    for (const { email, count } of options.bookmarks) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw new Error(`No account ${email}`);
      const bookmarked = ids.slice(0, count).map((placeId) => ({ userId: user.id, placeId }));
      for (let start = 0; start < bookmarked.length; start += 500) {
        await db.insert(placeBookmarks).values(bookmarked.slice(start, start + 500));
      }
    }
    return { citySlug: city.slug };
  } finally {
    await database.close();
  }
}
