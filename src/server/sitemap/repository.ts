import { and, asc, eq, exists, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { cities, guides, places, users } from "../db/schema";
import { publishedOr } from "../guides/repository";
import { offeredTo } from "../places/repository";

/** The guides a sitemap lists, and whose creators' profiles it lists: published ones, never drafts. */
const listedGuides: SQL = publishedOr(undefined);

/** Profiles worth listing: a username and at least one listed guide (an empty profile is no page to find). */
const listedProfiles = (db: Database) =>
  and(
    isNotNull(users.username),
    exists(
      db
        .select({ one: sql`1` })
        .from(guides)
        .where(and(eq(guides.createdBy, users.id), listedGuides)),
    ),
  );

/** How many pages of each kind a sitemap lists. */
export async function countListed(db: Database) {
  const [guideCount, placeCount, cityCount, profileCount] = await Promise.all([
    db.$count(guides, listedGuides),
    db.$count(places, offeredTo(undefined)),
    db.$count(cities),
    db.$count(users, listedProfiles(db)),
  ]);
  return { guides: guideCount, places: placeCount, cities: cityCount, profiles: profileCount };
}

type Slice = { offset: number; limit: number };

export function listGuideEntries(db: Database, { offset, limit }: Slice) {
  return db
    .select({ id: guides.id, citySlug: cities.slug, updatedAt: guides.updatedAt })
    .from(guides)
    .innerJoin(cities, eq(cities.id, guides.cityId))
    .where(listedGuides)
    .orderBy(asc(guides.createdAt), asc(guides.id))
    .offset(offset)
    .limit(limit);
}

export function listPlaceEntries(db: Database, { offset, limit }: Slice) {
  return (
    db
      .select({ id: places.id, updatedAt: places.updatedAt })
      .from(places)
      // Suggestions not yet approved are nobody's to index (docs/decisions/019).
      .where(offeredTo(undefined))
      .orderBy(asc(places.createdAt), asc(places.id))
      .offset(offset)
      .limit(limit)
  );
}

export function listCityEntries(db: Database, { offset, limit }: Slice) {
  return db
    .select({ slug: cities.slug, updatedAt: cities.updatedAt })
    .from(cities)
    .orderBy(asc(cities.name))
    .offset(offset)
    .limit(limit);
}

export function listProfileEntries(db: Database, { offset, limit }: Slice) {
  return db
    .select({ username: users.username, updatedAt: users.updatedAt })
    .from(users)
    .where(listedProfiles(db))
    .orderBy(asc(users.createdAt), asc(users.id))
    .offset(offset)
    .limit(limit);
}
