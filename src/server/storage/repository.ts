import { isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { cities, guideImages, guides, placeImages, users } from "../db/schema";
import { storageKeys } from "./keys";

/**
 * Every image key a row refers to: avatars, guide covers and place pictures, and the link-preview folder of
 * every guide, city and user (a preview of something deleted is left to the sweep).
 */
export async function referencedImageKeys(db: Database): Promise<Set<string>> {
  const [avatars, covers, pictures, guideIds, cityIds, userIds] = await Promise.all([
    db.select({ key: users.image }).from(users).where(isNotNull(users.image)),
    db.select({ key: guideImages.storageKey }).from(guideImages),
    db.select({ key: placeImages.storageKey }).from(placeImages),
    db.select({ id: guides.id }).from(guides),
    db.select({ id: cities.id }).from(cities),
    db.select({ id: users.id }).from(users),
  ]);
  const previews = [
    ...guideIds.map(({ id }) => storageKeys.previewFiles("guides", id)),
    ...cityIds.map(({ id }) => storageKeys.previewFiles("cities", id)),
    ...userIds.map(({ id }) => storageKeys.previewFiles("profiles", id)),
  ];
  return new Set([...[...avatars, ...covers, ...pictures].map((row) => row.key ?? ""), ...previews]);
}
