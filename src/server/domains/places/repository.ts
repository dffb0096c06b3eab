import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CategoryKey } from "../../../shared/categories";
import type { PlaceDetail, PlaceListQuery, PlacePage, PlaceSummary } from "../../../shared/schemas";
import type { ReviewStatus } from "../../../shared/suggestions";
import type { Database } from "../../infrastructure/db/client";
import { likePattern } from "../../infrastructure/db/like-pattern";
import { type Bound, flagsSet, placeholder, preparedPerDatabase } from "../../infrastructure/db/prepared";
import {
  cities,
  guidePlaces,
  guides,
  placeBookmarks,
  placeImages,
  places,
} from "../../infrastructure/db/schema";

/** Who is looking at places: a signed-in user (or nobody), and whether they review suggestions. */
export type PlaceViewer = { id?: string; isAdmin: boolean };

/** A PlaceViewer whose id may be filled in when a prepared statement runs. */
type BoundViewer = { id?: Bound<string>; isAdmin: boolean };

/**
 * The places offered to a viewer (docs/decisions/019): the catalogue's approved places, and the viewer's own
 * suggestions, pending or rejected. Everything that lists places (picker, admin list, search, sitemap) uses it.
 */
export const offeredTo = (viewerId: Bound<string> | undefined): SQL =>
  viewerId
    ? (or(eq(places.reviewStatus, "approved"), eq(places.suggestedBy, viewerId)) as SQL)
    : eq(places.reviewStatus, "approved");

/** A suggestion in a published guide is shown to that guide's readers, marked as not yet reviewed. */
const inPublishedGuide = sql`exists (select 1 from ${guidePlaces} join ${guides} on ${guides.id} = ${guidePlaces.guideId}
  where ${guidePlaces.placeId} = ${places.id} and ${guides.status} = 'published')`;

/** Whose page of a place opens: what is offered to them, any place in a published guide, everything for admins. */
export const openableBy = (viewer: BoundViewer): SQL | undefined =>
  viewer.isAdmin ? undefined : (or(offeredTo(viewer.id), inPublishedGuide) as SQL);

/** The city of a place when the statement already joins cities for something else (a guide's city). */
export const placeCity = alias(cities, "place_city");

/** Columns of a place as lists show it; the caller joins cities and the primary image. */
export function placeSummaryColumns(
  viewerId: Bound<string> | undefined,
  city: typeof cities | typeof placeCity = cities,
) {
  return {
    id: places.id,
    name: places.name,
    category: places.category,
    tag: places.tag,
    address: places.address,
    googleMapsLink: places.googleMapsLink,
    lat: places.lat,
    lng: places.lng,
    cityName: city.name,
    image: placeImages.storageKey,
    isBookmarked: viewerId
      ? sql<boolean>`exists (select 1 from ${placeBookmarks} where ${placeBookmarks.placeId} = ${places.id} and ${placeBookmarks.userId} = ${viewerId})`
      : sql<boolean>`false`,
    reviewStatus: places.reviewStatus,
  };
}

type PlaceSummaryRow = Omit<PlaceSummary, "category" | "reviewStatus"> & {
  category: string;
  reviewStatus: string;
};

/** Only the summary's fields, whatever else the row carries. */
export function toPlaceSummary(row: PlaceSummaryRow): PlaceSummary {
  return {
    id: row.id,
    name: row.name,
    category: row.category as CategoryKey,
    tag: row.tag,
    address: row.address,
    googleMapsLink: row.googleMapsLink,
    lat: row.lat,
    lng: row.lng,
    cityName: row.cityName,
    image: row.image,
    isBookmarked: Boolean(row.isBookmarked),
    reviewStatus: row.reviewStatus as ReviewStatus,
  };
}

/** The places among `ids` that also meet `where`, as lists show them, in no particular order: one statement. */
export async function findPlaceSummaries(
  db: Database,
  ids: string[],
  viewerId: string | undefined,
  where?: SQL,
): Promise<PlaceSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(placeSummaryColumns(viewerId))
    .from(places)
    .innerJoin(cities, eq(cities.id, places.cityId))
    .leftJoin(placeImages, and(eq(placeImages.placeId, places.id), eq(placeImages.isPrimary, true)))
    .where(and(inArray(places.id, ids), where));
  return rows.map(toPlaceSummary);
}

/**
 * Every picture of the place, in order, beside the primary one the summary columns join. As JSON, not an SQL
 * array: the driver reads JSON with JSON.parse, and a text[] with a parser written in JavaScript that cost the
 * place read more than any code of ours (a CPU profile under load).
 */
const allImages = alias(placeImages, "all_images");
const imageKeysInOrder = sql<
  string[]
>`(select coalesce(json_agg(${allImages.storageKey} order by ${allImages.position}), '[]')
  from ${placeImages} ${allImages} where ${allImages.placeId} = ${places.id})`;

/** The statement of findPlaceDetail, for a visitor, a signed-in user or an admin. */
const placeDetailStatement = preparedPerDatabase(
  "place_detail",
  (db, shape: { viewer: boolean; admin: boolean }) => {
    const viewer = { id: shape.viewer ? placeholder("viewerId") : undefined, isAdmin: shape.admin };
    return db
      .select({
        ...placeSummaryColumns(viewer.id),
        citySlug: cities.slug,
        suggestedBy: places.suggestedBy,
        rejectionReason: places.rejectionReason,
        cityTimezone: cities.timezone,
        images: imageKeysInOrder,
        website: places.website,
        phone: places.phone,
        priceLevel: places.priceLevel,
        openingHours: places.openingHours,
      })
      .from(places)
      .innerJoin(cities, eq(cities.id, places.cityId))
      .leftJoin(placeImages, and(eq(placeImages.placeId, places.id), eq(placeImages.isPrimary, true)))
      .where(and(eq(places.id, placeholder("id")), openableBy(viewer)))
      .limit(1);
  },
  flagsSet,
);

/** A place the viewer may open, with every image in order: one statement. */
export async function findPlaceDetail(
  db: Database,
  id: string,
  viewer: PlaceViewer,
): Promise<PlaceDetail | undefined> {
  const shape = { viewer: Boolean(viewer.id), admin: viewer.isAdmin };
  const [row] = await placeDetailStatement(db, shape).execute({ id, viewerId: viewer.id });
  if (!row) return undefined;
  const suggestedByYou = viewer.id !== undefined && row.suggestedBy === viewer.id;
  return {
    ...toPlaceSummary(row),
    citySlug: row.citySlug,
    cityTimezone: row.cityTimezone,
    images: row.images,
    website: row.website,
    phone: row.phone,
    priceLevel: row.priceLevel,
    openingHours: row.openingHours,
    suggestedByYou,
    rejectionReason: suggestedByYou || viewer.isAdmin ? row.rejectionReason : null,
  };
}

/** Whether the viewer may open the place's page (and so its In guides). */
export async function isPlaceOpenable(db: Database, id: string, viewer: PlaceViewer): Promise<boolean> {
  const [row] = await db
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.id, id), openableBy(viewer)))
    .limit(1);
  return row !== undefined;
}

/** Places by city, category, name fragment and missing location, ordered by name: one statement for the page, one for the total. */
export async function listPlaces(db: Database, query: PlaceListQuery, viewerId?: string): Promise<PlacePage> {
  const where = and(
    offeredTo(viewerId),
    query.cityId ? eq(places.cityId, query.cityId) : undefined,
    query.category ? eq(places.category, query.category) : undefined,
    query.q ? ilike(places.name, likePattern(query.q)) : undefined,
    query.location === "missing" ? isNull(places.lat) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...placeSummaryColumns(viewerId), cityId: places.cityId })
      .from(places)
      .innerJoin(cities, eq(cities.id, places.cityId))
      .leftJoin(placeImages, and(eq(placeImages.placeId, places.id), eq(placeImages.isPrimary, true)))
      .where(where)
      .orderBy(asc(places.name), asc(places.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(places).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  const end = query.offset + rows.length;
  return {
    items: rows.map((row) => ({ ...toPlaceSummary(row), cityId: row.cityId })),
    total: totalCount,
    nextOffset: end < totalCount ? end : null,
  };
}

/** The city a place is written to, with the centre its location is checked against. */
/** A city's name and centre; undefined when there is no such city. */
export async function findCityLocation(db: Database, cityId: string) {
  const [row] = await db
    .select({ name: cities.name, lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(eq(cities.id, cityId))
    .limit(1);
  return row;
}

export async function findPlaceImageKeys(db: Database, placeId: string): Promise<string[]> {
  const rows = await db
    .select({ key: placeImages.storageKey })
    .from(placeImages)
    .where(eq(placeImages.placeId, placeId))
    .orderBy(placeImages.position);
  return rows.map((row) => row.key);
}

export async function countGuidesUsingPlace(db: Database, placeId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(guidePlaces).where(eq(guidePlaces.placeId, placeId));
  return row?.value ?? 0;
}

/** The city and category of each of these places that exists, and who may pick it. */
export function findPlaceFacts(db: Database, ids: string[]) {
  return db
    .select({
      id: places.id,
      cityId: places.cityId,
      category: places.category,
      reviewStatus: places.reviewStatus,
      suggestedBy: places.suggestedBy,
    })
    .from(places)
    .where(inArray(places.id, ids));
}
