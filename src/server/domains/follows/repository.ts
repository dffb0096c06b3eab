import { and, count, desc, eq, or, sql } from "drizzle-orm";
import type { Person } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { isoTimestamp } from "../../infrastructure/db/iso-timestamp";
import type { Cursor } from "../../infrastructure/db/keyset-pages";
import { cities, cityFollows, userBlocks, userFollows, users } from "../../infrastructure/db/schema";

/** A row of a list of people: the person, and the follow's or block's own time and id for the cursor. */
export type PersonRow = Person & { createdAt: string; id: string };

type Edge = typeof userFollows | typeof userBlocks;
const before = (table: Edge, cursor: Cursor) =>
  sql`(${table.createdAt}, ${table.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;

const personColumns = {
  username: sql<string>`coalesce(${users.username}, 'unknown')`,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.image,
};

export type PersonList = "followers" | "following";

/** Usernames are unique and stored lowercased (better-auth); "@name" finds "name". */
export async function findPerson(db: Database, username: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.username, username.replace(/^@/, "").toLowerCase()))
    .limit(1);
  return row;
}

/** One page (and one row past it) of the people who follow `userId`, or whom they follow, newest first. */
export async function listPeople(
  db: Database,
  list: PersonList,
  userId: string,
  { cursor, limit }: { cursor?: Cursor; limit: number },
): Promise<PersonRow[]> {
  const [mine, theirs] =
    list === "followers"
      ? [userFollows.followeeId, userFollows.followerId]
      : [userFollows.followerId, userFollows.followeeId];
  return db
    .select({ ...personColumns, createdAt: isoTimestamp(userFollows.createdAt), id: userFollows.id })
    .from(userFollows)
    .innerJoin(users, eq(users.id, theirs))
    .where(and(eq(mine, userId), cursor ? before(userFollows, cursor) : undefined))
    .orderBy(desc(userFollows.createdAt), desc(userFollows.id))
    .limit(limit + 1);
}

export async function listBlocked(
  db: Database,
  blockerId: string,
  { cursor, limit }: { cursor?: Cursor; limit: number },
): Promise<PersonRow[]> {
  return db
    .select({ ...personColumns, createdAt: isoTimestamp(userBlocks.createdAt), id: userBlocks.id })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(and(eq(userBlocks.blockerId, blockerId), cursor ? before(userBlocks, cursor) : undefined))
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.id))
    .limit(limit + 1);
}

export async function countFollows(db: Database, userId: string) {
  const [[followers], [following]] = await Promise.all([
    db.select({ n: count() }).from(userFollows).where(eq(userFollows.followeeId, userId)),
    db.select({ n: count() }).from(userFollows).where(eq(userFollows.followerId, userId)),
  ]);
  return { followers: followers?.n ?? 0, following: following?.n ?? 0 };
}

export async function countFollowedCities(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cityFollows).where(eq(cityFollows.userId, userId));
  return row?.n ?? 0;
}

export async function countBlocked(db: Database, blockerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userBlocks).where(eq(userBlocks.blockerId, blockerId));
  return row?.n ?? 0;
}

export async function isFollowing(db: Database, followerId: string, followeeId: string) {
  const [row] = await db
    .select({ id: userFollows.id })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)))
    .limit(1);
  return Boolean(row);
}

/** Whether `blockerId` blocked `blockedId` (one way). */
export async function hasBlocked(db: Database, blockerId: string, blockedId: string) {
  const [row] = await db
    .select({ id: userBlocks.id })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .limit(1);
  return Boolean(row);
}

/** Whether either of the two blocked the other. */
export async function blockedEitherWay(db: Database, a: string, b: string) {
  const [row] = await db
    .select({ id: userBlocks.id })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function cityFollowOf(db: Database, cityId: string, userId: string | undefined) {
  const [[followers], [mine]] = await Promise.all([
    db.select({ n: count() }).from(cityFollows).where(eq(cityFollows.cityId, cityId)),
    userId
      ? db
          .select({ id: cityFollows.id })
          .from(cityFollows)
          .where(and(eq(cityFollows.cityId, cityId), eq(cityFollows.userId, userId)))
          .limit(1)
      : [],
  ]);
  return { followers: followers?.n ?? 0, follows: userId ? Boolean(mine) : null };
}

/** Every city the member follows (at most FOLLOW_LIMITS.citiesMax), by name. */
export async function listFollowedCities(db: Database, userId: string) {
  return db
    .select({ slug: cities.slug, name: cities.name })
    .from(cityFollows)
    .innerJoin(cities, eq(cities.id, cityFollows.cityId))
    .where(eq(cityFollows.userId, userId))
    .orderBy(cities.name);
}
