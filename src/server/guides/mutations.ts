import { eq, sql } from "drizzle-orm";
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

/** Rows of guide_places: each category's places in the order picked. */
function placeRows(guideId: string, places: Record<CategoryKey, string[]>) {
  return CATEGORY_KEYS.flatMap((categoryKey) =>
    places[categoryKey].map((placeId, position) => ({ guideId, placeId, categoryKey, position })),
  );
}

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
    const rows = placeRows(row.id, guide.places);
    if (rows.length > 0) await tx.insert(guidePlaces).values(rows);
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

export type GuideChanges = {
  name: string;
  cityId: string;
  places: Record<CategoryKey, string[]>;
  /** The new cover's storage key, when the cover changes. */
  coverKey?: string;
};

/**
 * Rewrites a guide in one transaction: its fields, its places (replaced wholesale) and, if given, its cover
 * record. Answers the replaced cover's key so the caller can remove its files once the change is committed.
 */
export async function updateGuide(db: Database, id: string, changes: GuideChanges): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx
      .update(guides)
      .set({ name: changes.name, cityId: changes.cityId, updatedAt: sql`now()` })
      .where(eq(guides.id, id));
    await tx.delete(guidePlaces).where(eq(guidePlaces.guideId, id));
    await tx.insert(guidePlaces).values(placeRows(id, changes.places));
    if (!changes.coverKey) return null;
    const [previous] = await tx
      .select({ key: guideImages.storageKey })
      .from(guideImages)
      .where(eq(guideImages.guideId, id));
    await tx
      .insert(guideImages)
      .values({ guideId: id, storageKey: changes.coverKey })
      .onConflictDoUpdate({
        target: guideImages.guideId,
        set: { storageKey: changes.coverKey, createdAt: sql`now()` },
      });
    return previous?.key ?? null;
  });
}
