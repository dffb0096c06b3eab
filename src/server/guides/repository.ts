import { and, asc, desc, eq, ilike, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { byCategory } from "../../shared/categories";
import { guideBackgroundColor } from "../../shared/cities";
import type { GuideCard, GuideDetail, GuidePlaces } from "../../shared/schemas";
import type { Database } from "../db/client";
import type { Cursor } from "../db/keyset-pages";
import { likePattern } from "../db/like-pattern";
import {
  cities,
  guideImages,
  guidePlaces,
  guides,
  placeImages,
  places,
  savedGuides,
  users,
} from "../db/schema";
import { placeCity, placeSummaryColumns, toPlaceSummary } from "../places/repository";

/** Whether the viewer saved the guide, answered inside the same statement (false for visitors). */
function isSavedBy(viewerId: string | undefined) {
  return viewerId
    ? sql<boolean>`exists (select 1 from ${savedGuides} where ${savedGuides.guideId} = ${guides.id} and ${savedGuides.userId} = ${viewerId})`
    : sql<boolean>`false`;
}

const guideCardColumns = {
  id: guides.id,
  name: guides.name,
  isDemo: guides.isDemo,
  createdAt: guides.createdAt,
  updatedAt: guides.updatedAt,
  location: cities.name,
  cityId: cities.id,
  cityValue: cities.value,
  citySlug: cities.slug,
  coverImage: guideImages.storageKey,
  creatorId: users.id,
  creatorUsername: users.username,
  creatorFirstName: users.firstName,
  creatorAvatar: users.image,
};

/** Guides with the city, creator, cover and saved state every card shows, in one statement. */
export function selectGuideCards(db: Database, viewerId: string | undefined) {
  return selectGuideCardsWith(db, viewerId, {});
}

function selectGuideCardsWith<Extra extends SelectedFields>(
  db: Database,
  viewerId: string | undefined,
  extra: Extra,
) {
  return db
    .select({ ...guideCardColumns, isSaved: isSavedBy(viewerId), ...extra })
    .from(guides)
    .innerJoin(cities, eq(cities.id, guides.cityId))
    .innerJoin(users, eq(users.id, guides.createdBy))
    .leftJoin(guideImages, eq(guideImages.guideId, guides.id));
}

type GuideCardRow = Awaited<ReturnType<ReturnType<typeof selectGuideCards>["execute"]>>[number];

export function toGuideCard(row: GuideCardRow): GuideCard {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    citySlug: row.citySlug,
    backgroundColor: guideBackgroundColor(row.cityValue),
    coverImage: row.coverImage,
    isDemo: row.isDemo,
    isSaved: Boolean(row.isSaved),
    createdAt: row.createdAt.toISOString(),
    creator: {
      id: row.creatorId,
      username: `@${row.creatorUsername ?? "unknown"}`,
      name: row.creatorFirstName || "Unknown",
      avatar: row.creatorAvatar,
    },
  };
}

export type GuideListFilter = {
  cursor?: Cursor;
  limit: number;
  cityId?: string;
  createdBy?: string;
  /** Part of the name, case-insensitive. */
  nameContains?: string;
  /** The signed-in user looking, for each card's saved state. */
  viewerId?: string;
};

/** Newest first, ties broken by id; fetches one row past the page so the caller knows whether more follow. */
export async function listGuideCards(db: Database, filter: GuideListFilter): Promise<GuideCard[]> {
  const rows = await selectGuideCardRows(db, filter);
  return rows.map(toGuideCard);
}

/** The feed statement of listGuideCards, rows as the driver returns them (the benchmark's floor uses it). */
export function selectGuideCardRows(db: Database, filter: GuideListFilter) {
  const { cursor, limit, cityId, createdBy, nameContains, viewerId } = filter;
  return selectGuideCards(db, viewerId)
    .where(
      and(
        cityId ? eq(guides.cityId, cityId) : undefined,
        createdBy ? eq(guides.createdBy, createdBy) : undefined,
        nameContains ? ilike(guides.name, likePattern(nameContains)) : undefined,
        cursor
          ? sql`(${guides.createdAt}, ${guides.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(guides.createdAt), desc(guides.id))
    .limit(limit + 1);
}

/**
 * A guide with its places grouped by category, in one statement (a row per place), so that with the session
 * lookup a signed-in request still costs at most three.
 */
export async function findGuideDetail(
  db: Database,
  id: string,
  viewerId?: string,
): Promise<GuideDetail | undefined> {
  const rows = await selectGuideCardsWith(db, viewerId, {
    place: { ...placeSummaryColumns(viewerId, placeCity), categoryKey: guidePlaces.categoryKey },
  })
    .leftJoin(guidePlaces, eq(guidePlaces.guideId, guides.id))
    .leftJoin(places, eq(places.id, guidePlaces.placeId))
    .leftJoin(placeCity, eq(placeCity.id, places.cityId))
    .leftJoin(placeImages, and(eq(placeImages.placeId, places.id), eq(placeImages.isPrimary, true)))
    .where(eq(guides.id, id))
    .orderBy(asc(guidePlaces.categoryKey), asc(guidePlaces.position));
  const [first] = rows;
  if (!first) return undefined;
  const grouped: GuidePlaces = byCategory(() => []);
  for (const { place } of rows) {
    // A guide without places still comes back as one row, its place columns all null.
    const { id: placeId, name, category, cityName, categoryKey } = place;
    if (!placeId || !name || !category || !cityName || !categoryKey) continue;
    grouped[categoryKey as keyof GuidePlaces]?.push(
      toPlaceSummary({ ...place, id: placeId, name, category, cityName }),
    );
  }
  return {
    ...toGuideCard(first),
    cityId: first.cityId,
    updatedAt: first.updatedAt.toISOString(),
    places: grouped,
  };
}

export async function findGuideOwnership(db: Database, id: string) {
  const [row] = await db
    .select({ createdBy: guides.createdBy, isDemo: guides.isDemo, cityId: guides.cityId })
    .from(guides)
    .where(eq(guides.id, id))
    .limit(1);
  return row;
}
