import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { GoneGuide } from "../../../shared/gone-guide";
import type { GuideCard, PlaceSummary } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { selectGuideCardsWith, toGuideCard } from "../../infrastructure/db/guide-cards";
import { publishedOr } from "../../infrastructure/db/guide-visibility";
import { isoTimestamp } from "../../infrastructure/db/iso-timestamp";
import type { Cursor } from "../../infrastructure/db/keyset-pages";
import {
  cities,
  goneGuideSaves,
  goneGuides,
  guides,
  placeBookmarks,
  placeImages,
  places,
  savedGuides,
} from "../../infrastructure/db/schema";
import { openableBy, placeSummaryColumns, toPlaceSummary } from "../places/repository";

/** Drafts cannot be saved, not even by their creator: saved lists never show them. */
export async function guideExists(db: Database, guideId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: guides.id })
    .from(guides)
    .where(and(eq(guides.id, guideId), publishedOr(undefined)))
    .limit(1);
  return Boolean(row);
}

/** One page of a member's saved guides or bookmarked places, optionally of one city (by slug). */
export type SavedPageFilter = { userId: string; citySlug?: string; cursor?: Cursor; limit: number };

/** A page's rows, one past the page, each with the save's own time and id for the cursor and its city. */
export type SavedRow<T> = { item: T; cityId: string; citySlug: string; savedAt: string; saveId: string };

/** The user's saved guides, most recently saved first, one row past the page. */
export async function listSavedGuides(
  db: Database,
  { userId, citySlug, cursor, limit }: SavedPageFilter,
): Promise<SavedRow<GuideCard>[]> {
  const rows = await selectGuideCardsWith(db, userId, {
    cityId: guides.cityId,
    savedAt: isoTimestamp(savedGuides.createdAt),
    saveId: savedGuides.id,
  })
    .innerJoin(savedGuides, and(eq(savedGuides.guideId, guides.id), eq(savedGuides.userId, userId)))
    .where(
      and(
        publishedOr(undefined),
        citySlug === undefined ? undefined : eq(cities.slug, citySlug),
        cursor ? before(savedGuides, cursor) : undefined,
      ),
    )
    .orderBy(desc(savedGuides.createdAt), desc(savedGuides.id))
    .limit(limit + 1);
  return rows.map((row) => ({ item: toGuideCard(row), ...savedRowOf(row) }));
}

/** How many published guides the user saved in each of these cities. */
export async function countSavedGuidesByCity(db: Database, userId: string, cityIds: string[]) {
  if (cityIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ cityId: guides.cityId, total: count() })
    .from(savedGuides)
    .innerJoin(guides, eq(guides.id, savedGuides.guideId))
    .where(and(eq(savedGuides.userId, userId), publishedOr(undefined), inArray(guides.cityId, cityIds)))
    .groupBy(guides.cityId);
  return new Map(rows.map((row) => [row.cityId, row.total]));
}

/**
 * The user's bookmarked places, most recent first, one row past the page: only those they may open, as
 * bookmarking checks; a suggestion whose guide went back to drafts stays bookmarked but unlisted until it opens
 * again.
 */
export async function listBookmarkedPlaces(
  db: Database,
  { userId, citySlug, cursor, limit }: SavedPageFilter,
): Promise<SavedRow<PlaceSummary>[]> {
  const rows = await db
    .select({
      ...placeSummaryColumns(userId),
      cityId: places.cityId,
      citySlug: cities.slug,
      savedAt: isoTimestamp(placeBookmarks.createdAt),
      saveId: placeBookmarks.id,
    })
    .from(placeBookmarks)
    .innerJoin(places, eq(places.id, placeBookmarks.placeId))
    .innerJoin(cities, eq(cities.id, places.cityId))
    .leftJoin(placeImages, and(eq(placeImages.placeId, places.id), eq(placeImages.isPrimary, true)))
    .where(
      and(
        eq(placeBookmarks.userId, userId),
        openableBy({ id: userId, isAdmin: false }),
        citySlug === undefined ? undefined : eq(cities.slug, citySlug),
        cursor ? before(placeBookmarks, cursor) : undefined,
      ),
    )
    .orderBy(desc(placeBookmarks.createdAt), desc(placeBookmarks.id))
    .limit(limit + 1);
  return rows.map((row) => ({ item: toPlaceSummary(row), ...savedRowOf(row) }));
}

/** How many places the user bookmarked (and may open) in each of these cities. */
export async function countBookmarkedPlacesByCity(db: Database, userId: string, cityIds: string[]) {
  if (cityIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ cityId: places.cityId, total: count() })
    .from(placeBookmarks)
    .innerJoin(places, eq(places.id, placeBookmarks.placeId))
    .where(
      and(
        eq(placeBookmarks.userId, userId),
        openableBy({ id: userId, isAdmin: false }),
        inArray(places.cityId, cityIds),
      ),
    )
    .groupBy(places.cityId);
  return new Map(rows.map((row) => [row.cityId, row.total]));
}

const before = (table: typeof savedGuides | typeof placeBookmarks, cursor: Cursor) =>
  sql`(${table.createdAt}, ${table.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;

const savedRowOf = (row: { cityId: string; citySlug: string; savedAt: string; saveId: string }) => ({
  cityId: row.cityId,
  citySlug: row.citySlug,
  savedAt: row.savedAt,
  saveId: row.saveId,
});

/**
 * The user's saved guides that are gone (decision 049), most recently saved first: saves of a guide back in its
 * creator's drafts (kept, should it be published again) and those recorded when a guide was deleted.
 */
export async function listGoneSaves(
  db: Database,
  { userId, citySlug, limit }: { userId: string; citySlug?: string; limit: number },
): Promise<GoneGuide[]> {
  const columns = { id: goneGuides.guideId, why: goneGuides.why, slug: cities.slug, name: cities.name };
  const inCity = citySlug === undefined ? undefined : eq(cities.slug, citySlug);
  const [unpublished, deleted] = await Promise.all([
    db
      .select({ ...columns, savedAt: savedGuides.createdAt })
      .from(savedGuides)
      .innerJoin(guides, eq(guides.id, savedGuides.guideId))
      .innerJoin(goneGuides, eq(goneGuides.guideId, guides.id))
      .innerJoin(cities, eq(cities.id, goneGuides.cityId))
      // Its creator reads their own draft at that address, so it is not gone for them.
      .where(
        and(eq(savedGuides.userId, userId), eq(guides.status, "draft"), ne(guides.createdBy, userId), inCity),
      )
      .orderBy(desc(savedGuides.createdAt))
      .limit(limit),
    db
      .select({ ...columns, savedAt: goneGuideSaves.savedAt })
      .from(goneGuideSaves)
      .innerJoin(goneGuides, eq(goneGuides.guideId, goneGuideSaves.guideId))
      .innerJoin(cities, eq(cities.id, goneGuides.cityId))
      .where(and(eq(goneGuideSaves.userId, userId), inCity))
      .orderBy(desc(goneGuideSaves.savedAt))
      .limit(limit),
  ]);
  return [...unpublished, ...deleted]
    .sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime())
    .slice(0, limit)
    .map((row) => ({
      id: row.id,
      why: row.why as GoneGuide["why"],
      city: { slug: row.slug, name: row.name },
    }));
}
