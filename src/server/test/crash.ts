import path from "node:path";
import { CATEGORY_KEYS, type CategoryKey } from "../../shared/categories";
import type { GuideDetail } from "../../shared/schemas";
import { openDatabase } from "../infrastructure/db/client";
import { cities, places } from "../infrastructure/db/schema";
import { createLocalDiskStorage } from "../infrastructure/storage/local-disk";
import { seedDatabase } from "../seed";

/** What the crash tests (src/server/infrastructure/db/crash*.test.ts) share: a small catalogue and two place sets to edit between. */
const PLACES_PER_CATEGORY = 4;

export type Places = Record<CategoryKey, string[]>;
export type Catalogue = { cityId: string; byCategory: Places };

/**
 * Puts a few places in Paris into the database (PGlite in `dataDir`, or the PostgreSQL at `databaseUrl`),
 * before any server opens it.
 */
export async function prepareCatalogue(dataDir: string, databaseUrl?: string): Promise<Catalogue> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await seedDatabase(database.db, createLocalDiskStorage(path.join(dataDir, "files")), {
      demoContent: false,
    });
    const [paris] = await database.db.select().from(cities).limit(1);
    if (!paris) throw new Error("no city");
    const byCategory = {} as Places;
    for (const category of CATEGORY_KEYS) {
      const rows = await database.db
        .insert(places)
        .values(
          Array.from({ length: PLACES_PER_CATEGORY }, (_, i) => ({
            name: `${category} ${i}`,
            category,
            cityId: paris.id,
          })),
        )
        .returning({ id: places.id });
      byCategory[category] = rows.map((row) => row.id);
    }
    return { cityId: paris.id, byCategory };
  } finally {
    await database.close();
  }
}

/** Three of the four places of each category, starting at `offset`: two different offsets, two different sets. */
export const pick = (byCategory: Places, offset: number): Places =>
  Object.fromEntries(
    CATEGORY_KEYS.map((key) => [
      key,
      [0, 1, 2].map((i) => byCategory[key][(i + offset) % PLACES_PER_CATEGORY]),
    ]),
  ) as Places;

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));
const placesOf = (guide: GuideDetail): Places =>
  Object.fromEntries(CATEGORY_KEYS.map((key) => [key, guide.places[key].map((place) => place.id)])) as Places;

/** Whether the guide holds exactly these places, category by category. */
export const matches = (guide: GuideDetail, expected: Places) =>
  CATEGORY_KEYS.every((key) => sameSet(placesOf(guide)[key], expected[key]));
