import { isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { cities, guideImages, guides, placeImages, users } from "../db/schema";
import { storageKeys } from "./keys";

/** Every image key a row refers to: avatars, guide covers and place pictures. */
export async function referencedImageKeys(db: Database): Promise<Set<string>> {
  const [avatars, covers, pictures] = await Promise.all([
    db.select({ key: users.image }).from(users).where(isNotNull(users.image)),
    db.select({ key: guideImages.storageKey }).from(guideImages),
    db.select({ key: placeImages.storageKey }).from(placeImages),
  ]);
  return new Set([...avatars, ...covers, ...pictures].map((row) => row.key ?? ""));
}

/** The link-preview folder of every guide, city and user that exists (what a preview of them is stored under). */
export async function livePreviewFolders(db: Database): Promise<Set<string>> {
  const [guideIds, cityIds, userIds] = await Promise.all([
    db.select({ id: guides.id }).from(guides),
    db.select({ id: cities.id }).from(cities),
    db.select({ id: users.id }).from(users),
  ]);
  return new Set([
    ...guideIds.map(({ id }) => storageKeys.previewFiles("guides", id)),
    ...cityIds.map(({ id }) => storageKeys.previewFiles("cities", id)),
    ...userIds.map(({ id }) => storageKeys.previewFiles("profiles", id)),
  ]);
}
