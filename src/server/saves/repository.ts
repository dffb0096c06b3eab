import { and, desc, eq } from "drizzle-orm";
import type { BookmarkedPlaceGroups, SavedGuideGroups } from "../../shared/schemas";
import type { Database } from "../db/client";
import { cities, guides, placeBookmarks, placeImages, places, savedGuides } from "../db/schema";
import { publishedOr, selectGuideCards, toGuideCard } from "../guides/repository";
import { placeSummaryColumns, toPlaceSummary } from "../places/repository";

/** Drafts cannot be saved, not even by their creator: saved lists never show them. */
export async function guideExists(db: Database, guideId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: guides.id })
    .from(guides)
    .where(and(eq(guides.id, guideId), publishedOr(undefined)))
    .limit(1);
  return Boolean(row);
}

/** The user's saved guides, most recently saved first, grouped by location in one statement. */
export async function listSavedGuideGroups(
  db: Database,
  userId: string,
): Promise<SavedGuideGroups["groups"]> {
  const rows = await selectGuideCards(db, userId)
    .innerJoin(savedGuides, and(eq(savedGuides.guideId, guides.id), eq(savedGuides.userId, userId)))
    .where(publishedOr(undefined))
    .orderBy(desc(savedGuides.createdAt), desc(savedGuides.id));
  const groups = new Map<string, SavedGuideGroups["groups"][number]>();
  for (const row of rows) {
    const group = groups.get(row.citySlug) ?? { location: row.location, citySlug: row.citySlug, guides: [] };
    group.guides.push(toGuideCard(row));
    groups.set(row.citySlug, group);
  }
  return [...groups.values()];
}

/** The user's bookmarked places, most recent first, grouped by city in one statement. */
export async function listBookmarkedPlaceGroups(
  db: Database,
  userId: string,
): Promise<BookmarkedPlaceGroups["groups"]> {
  const rows = await db
    .select(placeSummaryColumns(userId))
    .from(placeBookmarks)
    .innerJoin(places, eq(places.id, placeBookmarks.placeId))
    .innerJoin(cities, eq(cities.id, places.cityId))
    .leftJoin(placeImages, and(eq(placeImages.placeId, places.id), eq(placeImages.isPrimary, true)))
    .where(eq(placeBookmarks.userId, userId))
    .orderBy(desc(placeBookmarks.createdAt), desc(placeBookmarks.id));
  const groups = new Map<string, BookmarkedPlaceGroups["groups"][number]>();
  for (const row of rows) {
    const group = groups.get(row.cityName) ?? { city: row.cityName, places: [] };
    group.places.push(toPlaceSummary(row));
    groups.set(row.cityName, group);
  }
  return [...groups.values()];
}
