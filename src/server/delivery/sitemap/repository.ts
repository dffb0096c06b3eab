import { and, asc, count, eq, exists, isNotNull, max, type SQL, sql } from "drizzle-orm";
import { offeredTo } from "../../domains/places/repository";
import type { Database } from "../../infrastructure/db/client";
import { publishedOr } from "../../infrastructure/db/guide-visibility";
import { cities, guides, places, users } from "../../infrastructure/db/schema";

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

/** How many pages of one kind a sitemap lists, and when the latest of them changed. */
type Listed = { count: number; lastChange: Date | null };

async function listed(
  db: Database,
  table: typeof guides | typeof places | typeof cities | typeof users,
  where?: SQL,
): Promise<Listed> {
  const [row] = await db
    .select({ count: count(), lastChange: max(table.updatedAt) })
    .from(table)
    .where(where);
  return { count: row?.count ?? 0, lastChange: row?.lastChange ?? null };
}

/**
 * How many pages of each kind a sitemap lists, and their latest change: a page added, removed, renamed or moved
 * changes one of them, so together they tell whether a sitemap built earlier still holds.
 */
export async function listedPages(db: Database) {
  const [guideRows, placeRows, cityRows, profileRows] = await Promise.all([
    listed(db, guides, listedGuides),
    listed(db, places, offeredTo(undefined)),
    listed(db, cities),
    listed(db, users, listedProfiles(db)),
  ]);
  return { guides: guideRows, places: placeRows, cities: cityRows, profiles: profileRows };
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
