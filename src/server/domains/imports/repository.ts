import { and, eq, sql } from "drizzle-orm";
import { IMPORT_LIMITS } from "../../../shared/imports";
import type { PlaceSummary } from "../../../shared/schemas";
import { SUGGESTION_LIMITS } from "../../../shared/suggestions";
import type { Database } from "../../infrastructure/db/client";
import { placeReviewEvents, places } from "../../infrastructure/db/schema";
import { searchFold } from "../../infrastructure/db/search-fold";
import { findPlaceSummaries, offeredTo } from "../places/repository";

const METRES_PER_DEGREE_OF_LATITUDE = 111_320;

/** A row as matching needs it. */
export type RowToMatch = { row: number; name: string; lat: number | null; lng: number | null };

/** A catalogue place whose name is like a row's, and near it when both have a location. */
export type NameMatch = {
  row: number;
  placeId: string;
  similarity: number;
  lat: number | null;
  lng: number | null;
};

/**
 * For every row, the places of the city offered to the viewer whose folded name is like the row's (pg_trgm, as the
 * duplicate check of suggestions compares them) and, when both have a location, inside a box around the row of
 * IMPORT_LIMITS.matchRadiusMetres: one statement for the whole file. The exact distance is the caller's.
 */
export async function findNameMatches(
  db: Database,
  city: { id: string; lat: number | null },
  viewerId: string,
  rows: RowToMatch[],
): Promise<NameMatch[]> {
  if (rows.length === 0) return [];
  const latSpan = IMPORT_LIMITS.matchRadiusMetres / METRES_PER_DEGREE_OF_LATITUDE;
  const lngSpan = latSpan / Math.max(Math.cos(((city.lat ?? 0) * Math.PI) / 180), 0.01);
  const folded = searchFold(sql`r.name`);
  const name = searchFold(places.name);
  const similarity = sql<number>`greatest(similarity(${name}, ${folded}), strict_word_similarity(${folded}, ${name}))`;
  const result = await db.execute(sql`
    select r.row as "row", ${places.id} as "placeId", ${similarity} as "similarity", ${places.lat} as "lat", ${places.lng} as "lng"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("row" int, name text, lat float8, lng float8)
    join ${places} on ${places.cityId} = ${city.id} and ${offeredTo(viewerId)}
    where ${similarity} >= ${SUGGESTION_LIMITS.duplicateNameSimilarity}
      and (r.lat is null or ${places.lat} is null
        or (${places.lat} between r.lat - ${latSpan} and r.lat + ${latSpan}
          and ${places.lng} between r.lng - ${lngSpan} and r.lng + ${lngSpan}))`);
  return (result as unknown as { rows: NameMatch[] }).rows.map((match) => ({
    ...match,
    similarity: Number(match.similarity),
  }));
}

/** The places among `ids` that are in the city and offered to the viewer, as lists show them. */
export async function findOfferedPlaces(
  db: Database,
  cityId: string,
  viewerId: string,
  ids: string[],
): Promise<PlaceSummary[]> {
  return findPlaceSummaries(db, ids, viewerId, and(eq(places.cityId, cityId), offeredTo(viewerId)));
}

/** New places the user's imports added in the last 24 hours (IMPORT_LIMITS.newPlacesPerDay). */
export async function countRecentImportedPlaces(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(placeReviewEvents)
    .where(
      and(
        eq(placeReviewEvents.actorId, userId),
        eq(placeReviewEvents.action, "imported"),
        sql`${placeReviewEvents.createdAt} > now() - interval '1 day'`,
      ),
    );
  return row?.value ?? 0;
}
