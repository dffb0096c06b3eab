import { and, asc, eq } from "drizzle-orm";
import type { CategoryKey } from "../../shared/categories";
import type { PlaceDetail, PlaceSummary } from "../../shared/schemas";
import type { Database } from "../db/client";
import { cities, placeImages, places } from "../db/schema";

/** Columns of a place as lists show it; the caller joins cities and the primary image. */
export const placeSummaryColumns = {
  id: places.id,
  name: places.name,
  category: places.category,
  tag: places.tag,
  address: places.address,
  googleMapsLink: places.googleMapsLink,
  cityName: cities.name,
  image: placeImages.storageKey,
};

type PlaceSummaryRow = Omit<PlaceSummary, "category"> & { category: string };

export function toPlaceSummary(row: PlaceSummaryRow): PlaceSummary {
  return { ...row, category: row.category as CategoryKey };
}

/** A place with every image in order: two statements. */
export async function findPlaceDetail(db: Database, id: string): Promise<PlaceDetail | undefined> {
  const [row] = await db
    .select({ ...placeSummaryColumns, citySlug: cities.slug })
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
