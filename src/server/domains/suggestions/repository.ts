import { and, asc, count, desc, eq, isNull, or, sql } from "drizzle-orm";
import { distanceKm } from "../../../shared/geo";
import type { DuplicateCandidate, DuplicateQuery, QueuedSuggestion } from "../../../shared/schemas";
import { SUGGESTION_LIMITS } from "../../../shared/suggestions";
import type { Database } from "../../infrastructure/db/client";
import type { Cursor } from "../../infrastructure/db/keyset-pages";
import {
  cities,
  guidePlaces,
  placeImages,
  placeReviewEvents,
  places,
  users,
} from "../../infrastructure/db/schema";
import { searchFold } from "../../infrastructure/db/search-fold";
import { offeredTo, placeSummaryColumns, toPlaceSummary } from "../places/repository";

const METRES_PER_DEGREE_OF_LATITUDE = 111_320;
/**
 * Rows the duplicate check reads, most similar first, before the exact distance filters and orders them and
 * SUGGESTION_LIMITS.duplicatesShown are kept: a bound, so that a common name cannot read a whole city.
 */
const DUPLICATE_ROWS_READ = 50;
const pending = eq(places.reviewStatus, "pending");

/**
 * Likely duplicates of a place about to be suggested (docs/decisions/019): places offered to the viewer in the
 * same city whose folded name is similar despite typos (pg_trgm), and that lie within 150 m by the haversine
 * formula, nearest first. A place without a location cannot be ruled out by distance, so a similar name is
 * enough for it. SQL narrows to the city, the name and a bounding box; the exact distance is computed here.
 */
export async function findDuplicateCandidates(
  db: Database,
  query: DuplicateQuery,
  viewerId: string | undefined,
): Promise<DuplicateCandidate[]> {
  const radius = SUGGESTION_LIMITS.duplicateRadiusMetres;
  const name = searchFold(places.name);
  const folded = searchFold(query.name);
  const similarity = sql<number>`greatest(similarity(${name}, ${folded}), strict_word_similarity(${folded}, ${name}))`;
  const latSpan = radius / METRES_PER_DEGREE_OF_LATITUDE;
  const lngSpan = latSpan / Math.max(Math.cos((query.lat * Math.PI) / 180), 0.01);
  const rows = await db
    .select({ ...placeSummaryColumns(viewerId), similarity })
    .from(places)
    .innerJoin(cities, eq(cities.id, places.cityId))
    .leftJoin(placeImages, and(eq(placeImages.placeId, places.id), eq(placeImages.isPrimary, true)))
    .where(
      and(
        eq(places.cityId, query.cityId),
        offeredTo(viewerId),
        sql`${similarity} >= ${SUGGESTION_LIMITS.duplicateNameSimilarity}`,
        or(
          isNull(places.lat),
          sql`${places.lat} between ${query.lat - latSpan} and ${query.lat + latSpan}
            and ${places.lng} between ${query.lng - lngSpan} and ${query.lng + lngSpan}`,
        ),
      ),
    )
    .orderBy(desc(similarity), asc(places.name))
    .limit(DUPLICATE_ROWS_READ);
  const withDistance = rows.map(({ similarity: _, ...row }) => ({
    ...toPlaceSummary(row),
    distanceMetres:
      row.lat === null || row.lng === null
        ? null
        : Math.round(distanceKm(query, { lat: row.lat, lng: row.lng }) * 1000),
  }));
  return withDistance
    .filter((place) => place.distanceMetres === null || place.distanceMetres <= radius)
    .sort(
      (a, b) =>
        (a.distanceMetres ?? Number.POSITIVE_INFINITY) - (b.distanceMetres ?? Number.POSITIVE_INFINITY),
    )
    .slice(0, SUGGESTION_LIMITS.duplicatesShown);
}

/** Suggestions the user made in the last 24 hours, by the audit table (merged suggestions still count). */
export async function countRecentSuggestions(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(placeReviewEvents)
    .where(
      and(
        eq(placeReviewEvents.actorId, userId),
        eq(placeReviewEvents.action, "suggested"),
        sql`${placeReviewEvents.createdAt} > now() - interval '1 day'`,
      ),
    );
  return row?.value ?? 0;
}

/**
 * A page of the suggestions awaiting review, oldest first (ties by id, for the keyset), with who made them and
 * how many guides use each; one row past `limit` tells that another page follows.
 */
export async function listPendingSuggestions(
  db: Database,
  { cursor, limit }: { cursor?: Cursor; limit: number },
): Promise<(QueuedSuggestion & { createdAt: string })[]> {
  const rows = await db
    .select({
      ...placeSummaryColumns(undefined),
      cityId: places.cityId,
      citySlug: cities.slug,
      cityTimezone: cities.timezone,
      website: places.website,
      phone: places.phone,
      priceLevel: places.priceLevel,
      openingHours: places.openingHours,
      createdAt: places.createdAt,
      suggesterUsername: users.username,
      suggesterFirstName: users.firstName,
      guideCount: sql<number>`(select count(*)::int from ${guidePlaces} where ${guidePlaces.placeId} = ${places.id})`,
      images: sql<
        string[]
      >`coalesce((select array_agg(${placeImages.storageKey} order by ${placeImages.position})
        from ${placeImages} where ${placeImages.placeId} = ${places.id}), '{}')`,
    })
    .from(places)
    .innerJoin(cities, eq(cities.id, places.cityId))
    .leftJoin(users, eq(users.id, places.suggestedBy))
    .leftJoin(placeImages, and(eq(placeImages.placeId, places.id), eq(placeImages.isPrimary, true)))
    .where(
      and(
        pending,
        cursor
          ? sql`(${places.createdAt}, ${places.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(places.createdAt), asc(places.id))
    .limit(limit + 1);
  return rows.map((row) => {
    const {
      createdAt,
      suggesterUsername,
      suggesterFirstName,
      guideCount,
      images,
      cityId,
      citySlug,
      cityTimezone,
      website,
      phone,
      priceLevel,
      openingHours,
      ...rest
    } = row;
    return {
      ...toPlaceSummary(rest),
      cityId,
      citySlug,
      cityTimezone,
      website,
      phone,
      priceLevel,
      openingHours,
      images,
      suggestedByYou: false,
      rejectionReason: null,
      suggester:
        suggesterUsername === null && suggesterFirstName === null
          ? null
          : { username: suggesterUsername, firstName: suggesterFirstName },
      suggestedAt: createdAt.toISOString(),
      createdAt: createdAt.toISOString(),
      guideCount: Number(guideCount),
    };
  });
}

/** How many suggestions await review. */
export async function countPendingSuggestions(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(places).where(pending);
  return row?.value ?? 0;
}

/** What a review needs to know of a place: its state, city and category, name. */
export async function findReviewFacts(db: Database, id: string) {
  const [row] = await db
    .select({
      id: places.id,
      name: places.name,
      cityId: places.cityId,
      category: places.category,
      reviewStatus: places.reviewStatus,
      suggestedBy: places.suggestedBy,
    })
    .from(places)
    .where(eq(places.id, id))
    .limit(1);
  return row;
}
