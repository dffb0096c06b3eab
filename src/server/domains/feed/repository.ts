import { inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../infrastructure/db/client";
import { selectGuideCards } from "../../infrastructure/db/guide-cards";
import { isoTimestamp } from "../../infrastructure/db/iso-timestamp";
import {
  cities,
  cityFollows,
  guidePlaces,
  guides,
  places,
  savedGuides,
  userBlocks,
  userFollows,
  users,
} from "../../infrastructure/db/schema";

/**
 * One activity: a guide published (`placeId` null) or a place added to a published guide. `key` orders activities
 * of the same millisecond and is unique: the guide's id, and the place's after it for an addition.
 */
export type FeedEvent = {
  kind: "published" | "placesAdded";
  guideId: string;
  placeId: string | null;
  actorId: string;
  at: string;
  key: string;
};

/** Keyset position in the feed: the last activity read (docs/decisions/005, 064). */
export type FeedCursor = { at: string; key: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Newest first, ties by key in byte order (the same on every database's collation). */
const before = (at: SQL, key: SQL, cursor: FeedCursor | undefined) =>
  cursor
    ? sql`and (${at} < ${cursor.at}::timestamptz or (${at} = ${cursor.at}::timestamptz and ${key} collate "C" < ${cursor.key} collate "C"))`
    : sql``;

/**
 * The newest `limit` activities a member's Following feed shows, past `cursor`: guides published by the people
 * they follow or in the cities they follow, and places added to published guides after their publication by those
 * people or in those cities. Nothing of the member's own, nor of anyone blocked either way. Each source is read
 * per followed person or city from an index and stops at `limit` (a LATERAL join), so the cost grows with how
 * many they follow, not with how much the site holds; the sources' rows then merge.
 */
export async function readFeedEvents(
  db: Database,
  memberId: string,
  cursor: FeedCursor | undefined,
  limit: number,
): Promise<FeedEvent[]> {
  const notBlocked = (column: SQL) => sql`${column} not in (select id from blocked)`;
  const guideKey = sql`g.id::text`;
  const placeKey = sql`(gp.guide_id::text || ':' || gp.place_id::text)`;
  const published = sql`g.status = 'published' and g.published_at is not null`;
  const publication = (follows: SQL, match: SQL) => sql`
    select 'published' as kind, g.id as guide_id, null::uuid as place_id, g.created_by as actor_id,
      g.published_at as at, ${guideKey} as key
    from ${follows} cross join lateral (
      select g.* from ${guides} g
      where ${match} and ${published} and g.created_by <> ${memberId} and ${notBlocked(sql`g.created_by`)}
        ${before(sql`g.published_at`, guideKey, cursor)}
      order by g.published_at desc, ${guideKey} collate "C" desc limit ${limit}) g`;
  const addition = (follows: SQL, match: SQL) => sql`
    select 'placesAdded' as kind, gp.guide_id, gp.place_id, gp.added_by as actor_id, gp.added_at as at,
      ${placeKey} as key
    from ${follows} cross join lateral (
      select gp.* from ${guidePlaces} gp join ${guides} g on g.id = gp.guide_id
      where ${match} and ${published} and gp.added_at > g.published_at and gp.added_by <> ${memberId}
        and ${notBlocked(sql`gp.added_by`)} and ${notBlocked(sql`g.created_by`)}
        ${before(sql`gp.added_at`, placeKey, cursor)}
      order by gp.added_at desc, ${placeKey} collate "C" desc limit ${limit}) gp`;
  /**
   * A city's additions: each of its published guides is looked up in guide_places by (guide, added_at), so a
   * guide nothing was added to since it was published costs one index probe.
   */
  const cityAddition = sql`
    select 'placesAdded' as kind, gp.guide_id, gp.place_id, gp.added_by as actor_id, gp.added_at as at,
      ${placeKey} as key
    from ${cityFollows} cf cross join lateral (
      select gp.* from ${guides} g cross join lateral (
        select gp.* from ${guidePlaces} gp
        where gp.guide_id = g.id and gp.added_at > g.published_at and gp.added_by <> ${memberId}
          and ${notBlocked(sql`gp.added_by`)} ${before(sql`gp.added_at`, placeKey, cursor)}
        order by gp.added_at desc limit ${limit}) gp
      where g.city_id = cf.city_id and ${published} and ${notBlocked(sql`g.created_by`)}
      order by gp.added_at desc, ${placeKey} collate "C" desc limit ${limit}) gp
    where cf.user_id = ${memberId}`;
  const people = sql`${userFollows} f`;
  const result = await db.execute(sql`
    with blocked as (
      select ${userBlocks.blockedId} as id from ${userBlocks} where ${userBlocks.blockerId} = ${memberId}
      union select ${userBlocks.blockerId} from ${userBlocks} where ${userBlocks.blockedId} = ${memberId}
    )
    select kind, guide_id as "guideId", place_id as "placeId", actor_id as "actorId",
      ${isoTimestamp(sql`at`)} as at, key
    from (
      select * from (
        ${publication(people, sql`g.created_by = f.followee_id`)} where f.follower_id = ${memberId}
        union ${publication(sql`${cityFollows} cf`, sql`g.city_id = cf.city_id`)} where cf.user_id = ${memberId}
        union ${addition(people, sql`gp.added_by = f.followee_id`)} where f.follower_id = ${memberId}
        union ${cityAddition}
      ) activity
      order by at desc, key collate "C" desc
      limit ${limit}
    ) page
    order by at desc, key collate "C" desc`);
  return rowsOf<FeedEvent>(result);
}

export async function findGuideCards(db: Database, guideIds: string[], viewerId: string) {
  if (guideIds.length === 0) return [];
  return selectGuideCards(db, viewerId).where(inArray(guides.id, guideIds));
}

export async function findPeople(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username, firstName: users.firstName, avatar: users.image })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function findPlaceNames(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: places.id, name: places.name }).from(places).where(inArray(places.id, ids));
}

/**
 * The creators whose published guides were saved most, and the cities with the most published guides, that the
 * member does not follow yet (nor has blocked, nor been blocked by): `limit` of each.
 */
export async function popularToFollow(db: Database, memberId: string, limit: number) {
  const [creators, popularCities] = await Promise.all([
    db.execute(sql`
      select ${users.username} as username, ${users.firstName} as "firstName", ${users.image} as avatar,
        count(${savedGuides.id})::int as saves
      from ${guides} join ${users} on ${users.id} = ${guides.createdBy}
        left join ${savedGuides} on ${savedGuides.guideId} = ${guides.id}
      where ${guides.status} = 'published' and ${users.username} is not null and ${guides.createdBy} <> ${memberId}
        and not exists (select 1 from ${userFollows} where ${userFollows.followerId} = ${memberId}
          and ${userFollows.followeeId} = ${guides.createdBy})
        and not exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${memberId}
          and ${userBlocks.blockedId} = ${guides.createdBy}) or (${userBlocks.blockerId} = ${guides.createdBy}
          and ${userBlocks.blockedId} = ${memberId}))
      group by ${users.id}
      order by saves desc, ${users.username} asc
      limit ${limit}`),
    db.execute(sql`
      select ${cities.slug} as slug, ${cities.name} as name, count(*)::int as guides
      from ${guides} join ${cities} on ${cities.id} = ${guides.cityId}
      where ${guides.status} = 'published'
        and not exists (select 1 from ${cityFollows} where ${cityFollows.userId} = ${memberId}
          and ${cityFollows.cityId} = ${guides.cityId})
      group by ${cities.id}
      order by guides desc, ${cities.name} asc
      limit ${limit}`),
  ]);
  return {
    creators: rowsOf<{ username: string; firstName: string | null; avatar: string | null; saves: number }>(
      creators,
    ),
    cities: rowsOf<{ slug: string; name: string; guides: number }>(popularCities),
  };
}
