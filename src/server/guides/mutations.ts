import { eq } from "drizzle-orm";
import { CATEGORY_KEYS, type CategoryKey } from "../../shared/categories";
import type { Database } from "../db/client";
import { guideImages, guidePlaces, guides } from "../db/schema";

export type NewGuide = {
  /** Chosen up front when files must be stored under the guide id before the row exists. */
  id?: string;
  name: string;
  cityId: string;
  createdBy: string;
  isDemo?: boolean;
  places: Record<CategoryKey, string[]>;
  coverKey?: string;
};

/** Writes a guide, its cover record and its places in one transaction: all of it or none of it. */
export async function insertGuide(db: Database, guide: NewGuide): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(guides)
      .values({
        id: guide.id,
        name: guide.name,
        cityId: guide.cityId,
        createdBy: guide.createdBy,
        isDemo: guide.isDemo ?? false,
      })
      .returning({ id: guides.id });
    if (!row) throw new Error("Guide insert returned no row");
    const placeRows = CATEGORY_KEYS.flatMap((categoryKey) =>
      guide.places[categoryKey].map((placeId, position) => ({
        guideId: row.id,
        placeId,
        categoryKey,
        position,
      })),
    );
    if (placeRows.length > 0) await tx.insert(guidePlaces).values(placeRows);
    if (guide.coverKey) await tx.insert(guideImages).values({ guideId: row.id, storageKey: guide.coverKey });
    return row.id;
  });
}

/** Deletes a guide; its places, saves and cover record go with it by cascade. */
export async function deleteGuide(db: Database, id: string): Promise<void> {
  await db.delete(guides).where(eq(guides.id, id));
}

export async function findGuideOwnership(db: Database, id: string) {
  const [row] = await db
    .select({ createdBy: guides.createdBy, isDemo: guides.isDemo })
    .from(guides)
    .where(eq(guides.id, id))
    .limit(1);
  return row;
}
