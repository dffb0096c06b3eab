import { FOLLOW_LIMITS, FOLLOW_MESSAGES } from "../../../shared/follows";
import { ACCOUNT_MESSAGES, API_ERRORS } from "../../../shared/messages";
import type { CityFollow, FollowedCities, PersonPage, ProfileFollows } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { decodeCursor, toPage } from "../../infrastructure/db/keyset-pages";
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from "../../infrastructure/errors";
import { findCityBySlug } from "../cities/repository";
import { dayOf, notifyMember } from "../notifications/service";
import { block, follow, followCity, unblock, unfollow, unfollowCity } from "./mutations";
import {
  cityFollowOf,
  countBlocked,
  countFollowedCities,
  countFollows,
  findPerson,
  hasBlocked,
  isFollowing,
  listBlocked,
  listFollowedCities,
  listPeople,
  type PersonList,
  type PersonRow,
} from "./repository";

/** "@name" finds "name"; nobody by that name is a 404, as a profile is. */
async function person(db: Database, username: string) {
  const user = await findPerson(db, username);
  if (!user) throw new NotFoundError(ACCOUNT_MESSAGES.profileNotFoundTitle);
  return user;
}

async function otherPerson(db: Database, viewerId: string, username: string) {
  const other = await person(db, username);
  if (other.id === viewerId) throw new InvalidInputError(FOLLOW_MESSAGES.notSelf);
  return other;
}

async function city(db: Database, slug: string) {
  const found = await findCityBySlug(db, slug);
  if (!found) throw new NotFoundError(API_ERRORS.cityNotFound);
  return found;
}

type PageQuery = { cursor?: string; limit?: number };

const personPage = (rows: PersonRow[], limit: number): PersonPage => {
  const page = toPage(rows, limit);
  return {
    items: page.items.map(({ createdAt: _at, id: _id, ...item }) => item),
    nextCursor: page.nextCursor,
  };
};

/**
 * A profile's counts and what the reader is to the person. Someone the person blocked reads the profile as a
 * visitor does (docs/decisions/063): the counts, nothing of their own standing.
 */
export async function profileFollows(
  db: Database,
  username: string,
  viewerId?: string,
): Promise<ProfileFollows> {
  const user = await person(db, username);
  const counts = await countFollows(db, user.id);
  if (!viewerId || viewerId === user.id || (await hasBlocked(db, user.id, viewerId)))
    return { ...counts, viewer: null };
  const [follows, followsYou, blocked] = await Promise.all([
    isFollowing(db, viewerId, user.id),
    isFollowing(db, user.id, viewerId),
    hasBlocked(db, viewerId, user.id),
  ]);
  return { ...counts, viewer: { follows, followsYou, blocked } };
}

/** Followers of a person, or the people they follow, newest first, a page at a time: public, as the counts are. */
export async function peoplePage(db: Database, username: string, list: PersonList, query: PageQuery) {
  const user = await person(db, username);
  const limit = query.limit ?? FOLLOW_LIMITS.pageSize;
  return personPage(
    await listPeople(db, list, user.id, { cursor: decodeCursor(query.cursor), limit }),
    limit,
  );
}

export async function followPerson(db: Database, viewerId: string, username: string) {
  const other = await otherPerson(db, viewerId, username);
  if (await hasBlocked(db, viewerId, other.id))
    throw new ConflictError("BLOCKED_BY_YOU", FOLLOW_MESSAGES.blockedByYou);
  if (await hasBlocked(db, other.id, viewerId))
    throw new ForbiddenError(FOLLOW_MESSAGES.blockedByThem, "BLOCKED");
  if (!(await isFollowing(db, viewerId, other.id))) {
    if ((await countFollows(db, viewerId)).following >= FOLLOW_LIMITS.peopleMax)
      throw new ConflictError("TOO_MANY_FOLLOWS", FOLLOW_MESSAGES.tooManyPeople);
    if (await follow(db, viewerId, other.id))
      await notifyMember(db, other.id, {
        kind: "followed",
        groupKey: `followed:${dayOf()}`,
        key: viewerId,
        actorId: viewerId,
      });
  }
  return profileFollows(db, other.username ?? username, viewerId);
}

export async function unfollowPerson(db: Database, viewerId: string, username: string) {
  const other = await otherPerson(db, viewerId, username);
  await unfollow(db, viewerId, other.id);
  return profileFollows(db, other.username ?? username, viewerId);
}

/** The member stops someone following them, without blocking them: they may follow again. */
export async function removeFollower(db: Database, viewerId: string, username: string) {
  const other = await otherPerson(db, viewerId, username);
  await unfollow(db, other.id, viewerId);
}

export async function blockPerson(db: Database, viewerId: string, username: string) {
  const other = await otherPerson(db, viewerId, username);
  if (!(await hasBlocked(db, viewerId, other.id))) {
    if ((await countBlocked(db, viewerId)) >= FOLLOW_LIMITS.blocksMax)
      throw new ConflictError("TOO_MANY_BLOCKS", FOLLOW_MESSAGES.tooManyBlocks);
    await block(db, viewerId, other.id);
  }
  return profileFollows(db, other.username ?? username, viewerId);
}

export async function unblockPerson(db: Database, viewerId: string, username: string) {
  const other = await otherPerson(db, viewerId, username);
  await unblock(db, viewerId, other.id);
  return profileFollows(db, other.username ?? username, viewerId);
}

export async function blockedPage(db: Database, viewerId: string, query: PageQuery): Promise<PersonPage> {
  const limit = query.limit ?? FOLLOW_LIMITS.pageSize;
  return personPage(await listBlocked(db, viewerId, { cursor: decodeCursor(query.cursor), limit }), limit);
}

export async function cityFollow(db: Database, slug: string, viewerId?: string): Promise<CityFollow> {
  return cityFollowOf(db, (await city(db, slug)).id, viewerId);
}

export async function followCityBySlug(db: Database, viewerId: string, slug: string): Promise<CityFollow> {
  const followed = await city(db, slug);
  const current = await cityFollowOf(db, followed.id, viewerId);
  if (!current.follows) {
    if ((await countFollowedCities(db, viewerId)) >= FOLLOW_LIMITS.citiesMax)
      throw new ConflictError("TOO_MANY_FOLLOWS", FOLLOW_MESSAGES.tooManyCities);
    await followCity(db, viewerId, followed.id);
  }
  return cityFollowOf(db, followed.id, viewerId);
}

export async function unfollowCityBySlug(db: Database, viewerId: string, slug: string): Promise<CityFollow> {
  const followed = await city(db, slug);
  await unfollowCity(db, viewerId, followed.id);
  return cityFollowOf(db, followed.id, viewerId);
}

export async function followedCities(db: Database, viewerId: string): Promise<FollowedCities> {
  return { items: await listFollowedCities(db, viewerId) };
}
