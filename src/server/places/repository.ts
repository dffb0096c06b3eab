import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CategoryKey } from "../../shared/categories";
import type { PlaceDetail, PlaceSummary } from "../../shared/schemas";
import type { Database } from "../db/client";
import { cities, placeBookmarks, placeImages, places } from "../db/schema";

/** Columns of a place as lists show it; the caller joins cities and the primary image. */
/** The city of a place when the statement already joins cities for something else (a guide's city). */
export const placeCity = alias(cities, "place_city");

export function placeSummaryColumns(
  viewerId: string | undefined,
  city: typeof cities | typeof placeCity = cities,
) {
  return {
    id: places.id,
    name: places.name,
    category: places.category,
    tag: places.tag,
    address: places.address,
    googleMapsLink: places.googleMapsLink,
    cityName: city.name,
    image: placeImages.storageKey,
    isBookmarked: viewerId
      ? sql<boolean>`exists (select 1 from ${placeBookmarks} where ${placeBookmarks.placeId} = ${places.id} and ${placeBookmarks.userId} = ${viewerId})`
      : sql<boolean>`false`,
  };
}

type PlaceSummaryRow = Omit<PlaceSummary, "category"> & { category: string };

export function toPlaceSummary(row: PlaceSummaryRow): PlaceSummary {
  return { ...row, category: row.category as CategoryKey, isBookmarked: Boolean(row.isBookmarked) };
}

/** A place with every image in order: two statements. */
export async function findPlaceDetail(
  db: Database,
  id: string,
  viewerId?: string,
): Promise<PlaceDetail | undefined> {
  const [row] = await db
    .select({ ...placeSummaryColumns(viewerId), citySlug: cities.slug })
    .from(places)
    .innerJoin(cities, eq(cities.id, places.cityId))
    .leftJoin(placeImages, and(eq(placeImages.placeId, places.id), eq(placeImages.isPrimary, true)))
    .where(eq(places.id, id))
    .limit(1);
  if (!row) return undefined;
  const images = await db
    .select({ key: placeImages.storageKey })
    .from(placeImages)
    .where(eq(placeImages.placeId, id))
    .orderBy(asc(placeImages.position));
  return { ...toPlaceSummary(row), citySlug: row.citySlug, images: images.map((image) => image.key) };
}
