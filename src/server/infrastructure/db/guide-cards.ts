import { eq, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { guideBackgroundColor } from "../../../shared/cities";
import type { GuideCard, GuideStatus } from "../../../shared/schemas";
import type { Database } from "./client";
import { isoTimestamp } from "./iso-timestamp";
import type { Bound } from "./prepared";
import { cities, guideImages, guides, savedGuides, users } from "./schema";

/** Whether the viewer saved the guide, answered inside the same statement (false for visitors). */
function isSavedBy(viewerId: Bound<string> | undefined) {
  return viewerId
    ? sql<boolean>`exists (select 1 from ${savedGuides} where ${savedGuides.guideId} = ${guides.id} and ${savedGuides.userId} = ${viewerId})`
    : sql<boolean>`false`;
}

/**
 * How many people saved the guide, counted inside the same statement (an index-only scan per card, never a
 * query per card). A draft's saves, kept from before it was unpublished, are not counted (docs/product.md §4).
 */
const saveCount =
  sql<number>`case when ${guides.status} = 'published' then (select count(*) from ${savedGuides} where ${savedGuides.guideId} = ${guides.id}) else 0 end`.mapWith(
    Number,
  );

const guideCardColumns = {
  id: guides.id,
  name: guides.name,
  isDemo: guides.isDemo,
  status: guides.status,
  createdAt: isoTimestamp(guides.createdAt),
  location: cities.name,
  cityValue: cities.value,
  citySlug: cities.slug,
  coverImage: guideImages.storageKey,
  creatorId: users.id,
  creatorUsername: users.username,
  creatorFirstName: users.firstName,
  creatorAvatar: users.image,
  saveCount,
};

/** Guides with what every card shows (city, creator, cover, saved state) and no more, in one statement. */
export function selectGuideCards(db: Database, viewerId: Bound<string> | undefined) {
  return selectGuideCardsWith(db, viewerId, {});
}

/** selectGuideCards with more columns, for lists that also order or page by them. */
export function selectGuideCardsWith<Extra extends SelectedFields>(
  db: Database,
  viewerId: Bound<string> | undefined,
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
    status: row.status as GuideStatus,
    isSaved: Boolean(row.isSaved),
    saveCount: row.saveCount,
    createdAt: row.createdAt,
    creator: {
      id: row.creatorId,
      username: `@${row.creatorUsername ?? "unknown"}`,
      name: row.creatorFirstName || "Unknown",
      avatar: row.creatorAvatar,
    },
  };
}
