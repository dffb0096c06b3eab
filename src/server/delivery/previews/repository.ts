import { and, eq } from "drizzle-orm";
import { openableBy } from "../../domains/places/repository";
import type { Database } from "../../infrastructure/db/client";
import { publishedOr } from "../../infrastructure/db/guide-visibility";
import { cities, guideImages, guides, placeImages, places, users } from "../../infrastructure/db/schema";

/** What a guide's page head and preview image show: one statement. */
export async function findGuideFacts(db: Database, id: string) {
  const [row] = await db
    .select({
      id: guides.id,
      name: guides.name,
      cityName: cities.name,
      citySlug: cities.slug,
      cityColor: cities.bgColor,
      creatorUsername: users.username,
      creatorFirstName: users.firstName,
      coverKey: guideImages.storageKey,
    })
    .from(guides)
    .innerJoin(cities, eq(cities.id, guides.cityId))
    .innerJoin(users, eq(users.id, guides.createdBy))
    .leftJoin(guideImages, eq(guideImages.guideId, guides.id))
    // A draft has no public page, so no page head or preview card either.
    .where(and(eq(guides.id, id), publishedOr(undefined)))
    .limit(1);
  return row;
}

export type GuideFacts = NonNullable<Awaited<ReturnType<typeof findGuideFacts>>>;

/** A place with its city and first (primary) picture: one statement. */
export async function findPlaceFacts(db: Database, id: string) {
  const [row] = await db
    .select({
      id: places.id,
      name: places.name,
      category: places.category,
      tag: places.tag,
      address: places.address,
      cityName: cities.name,
      imageKey: placeImages.storageKey,
      reviewStatus: places.reviewStatus,
    })
    .from(places)
    .innerJoin(cities, eq(cities.id, places.cityId))
    .leftJoin(placeImages, and(eq(placeImages.placeId, places.id), eq(placeImages.isPrimary, true)))
    // What a visitor may open: a suggestion only while a published guide has it (docs/decisions/019).
    .where(and(eq(places.id, id), openableBy({ isAdmin: false })))
    .limit(1);
  return row;
}

/** A public profile's facts, by its lowercased username. */
export async function findProfileFacts(db: Database, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarKey: users.image,
    })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return row;
}

export type ProfileFacts = NonNullable<Awaited<ReturnType<typeof findProfileFacts>>>;
