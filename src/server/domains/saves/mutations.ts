import { and, eq } from "drizzle-orm";
import type { Database } from "../../infrastructure/db/client";
import { goneGuideSaves, placeBookmarks, savedGuides } from "../../infrastructure/db/schema";

/** True when this call saved it, false when it was saved already; the unique key keeps one row either way. */
export async function saveGuide(db: Database, userId: string, guideId: string): Promise<boolean> {
  const inserted = await db
    .insert(savedGuides)
    .values({ userId, guideId })
    .onConflictDoNothing()
    .returning({ id: savedGuides.id });
  return inserted.length > 0;
}

/** Also forgets a save of a deleted guide, which Saved marks until then (decision 049). */
export async function unsaveGuide(db: Database, userId: string, guideId: string): Promise<void> {
  await db.delete(savedGuides).where(and(eq(savedGuides.userId, userId), eq(savedGuides.guideId, guideId)));
  await db
    .delete(goneGuideSaves)
    .where(and(eq(goneGuideSaves.userId, userId), eq(goneGuideSaves.guideId, guideId)));
}

export async function bookmarkPlace(db: Database, userId: string, placeId: string): Promise<boolean> {
  const inserted = await db
    .insert(placeBookmarks)
    .values({ userId, placeId })
    .onConflictDoNothing()
    .returning({ id: placeBookmarks.id });
  return inserted.length > 0;
}

export async function unbookmarkPlace(db: Database, userId: string, placeId: string): Promise<void> {
  await db
    .delete(placeBookmarks)
    .where(and(eq(placeBookmarks.userId, userId), eq(placeBookmarks.placeId, placeId)));
}
