import { and, asc, desc, eq, sql } from "drizzle-orm";
import { CATEGORY_KEYS } from "../../shared/categories";
import { guideBackgroundColor } from "../../shared/cities";
import type { GuideCard, GuideDetail, GuidePlaces } from "../../shared/schemas";
import type { Database } from "../db/client";
import { cities, guideImages, guidePlaces, guides, placeImages, places, users } from "../db/schema";
import type { Cursor } from "../http/pagination";
import { placeSummaryColumns, toPlaceSummary } from "../places/repository";

const guideCardColumns = {
  id: guides.id,
  name: guides.name,
  isDemo: guides.isDemo,
  createdAt: guides.createdAt,
  updatedAt: guides.updatedAt,
  location: cities.name,
  cityValue: cities.value,
  citySlug: cities.slug,
  coverImage: guideImages.storageKey,
  creatorId: users.id,
  creatorUsername: users.username,
  creatorFirstName: users.firstName,
  creatorAvatar: users.image,
};

/** Guides with the city, creator and cover every card shows, in one statement. */
function selectGuideCards(db: Database) {
  return db
    .select(guideCardColumns)
    .from(guides)
    .innerJoin(cities, eq(cities.id, guides.cityId))
    .innerJoin(users, eq(users.id, guides.createdBy))
    .leftJoin(guideImages, eq(guideImages.guideId, guides.id));
}

type GuideCardRow = Awaited<ReturnType<ReturnType<typeof selectGuideCards>["execute"]>>[number];

function toGuideCard(row: GuideCardRow): GuideCard {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    citySlug: row.citySlug,
    backgroundColor: guideBackgroundColor(row.cityValue),
    coverImage: row.coverImage,
    isDemo: row.isDemo,
    createdAt: row.createdAt.toISOString(),
    creator: {
      id: row.creatorId,
      username: `@${row.creatorUsername ?? "unknown"}`,
      name: row.creatorFirstName || "Unknown",
      avatar: row.creatorAvatar,
    },
  };
}

export type GuideListFilter = { cursor?: Cursor; limit: number; cityId?: string; createdBy?: string };

/** Newest first, ties broken by id; fetches one row past the page so the caller knows whether more follow. */
export async function listGuideCards(db: Database, filter: GuideListFilter): Promise<GuideCard[]> {
  const rows = await selectGuideCardRows(db, filter);
  return rows.map(toGuideCard);
}

/** The feed statement of listGuideCards, rows as the driver returns them (the benchmark's floor uses it). */
export function selectGuideCardRows(db: Database, filter: GuideListFilter) {
  const { cursor, limit, cityId, createdBy } = filter;
  return selectGuideCards(db)
    .where(
      and(
        cityId ? eq(guides.cityId, cityId) : undefined,
        createdBy ? eq(guides.createdBy, createdBy) : undefined,
        cursor
          ? sql`(${guides.createdAt}, ${guides.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(guides.createdAt), desc(guides.id))
    .limit(limit + 1);
}

/** A guide with its places grouped by category: two statements, whatever the number of places. */
export async function findGuideDetail(db: Database, id: string): Promise<GuideDetail | undefined> {
  const [row] = await selectGuideCards(db).where(eq(guides.id, id)).limit(1);
  if (!row) return undefined;
  const placeRows = await db
    .select({ ...placeSummaryColumns, categoryKey: guidePlaces.categoryKey })
    .from(guidePlaces)
    .innerJoin(places, eq(places.id, guidePlaces.placeId))
    .innerJoin(cities, eq(cities.id, places.cityId))
    .leftJoin(placeImages, and(eq(placeImages.placeId, places.id), eq(placeImages.isPrimary, true)))
    .where(eq(guidePlaces.guideId, id))
    .orderBy(asc(guidePlaces.categoryKey), asc(guidePlaces.position));
  const grouped = Object.fromEntries(CATEGORY_KEYS.map((key) => [key, []])) as unknown as GuidePlaces;
  for (const placeRow of placeRows) {
    grouped[placeRow.categoryKey as keyof GuidePlaces]?.push(toPlaceSummary(placeRow));
  }
  return { ...toGuideCard(row), updatedAt: row.updatedAt.toISOString(), places: grouped };
}
