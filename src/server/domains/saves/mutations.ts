import { and, eq } from "drizzle-orm";
import type { Database } from "../../infrastructure/db/client";
import { placeBookmarks, savedGuides } from "../../infrastructure/db/schema";

/** True when this call saved it, false when it was saved already; the unique key keeps one row either way. */
export async function saveGuide(db: Database, userId: string, guideId: string): Promise<boolean> {
  const inserted = await db
    .insert(savedGuides)
    .values({ userId, guideId })
    .onConflictDoNothing()
    .returning({ id: savedGuides.id });
  return inserted.length > 0;
}

export async function unsaveGuide(db: Database, userId: string, guideId: string): Promise<void> {
  await db.delete(savedGuides).where(and(eq(savedGuides.userId, userId), eq(savedGuides.guideId, guideId)));
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
