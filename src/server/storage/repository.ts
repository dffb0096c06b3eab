import { isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { guideImages, placeImages, users } from "../db/schema";

/** Every image key a row refers to: avatars, guide covers and place pictures. */
export async function referencedImageKeys(db: Database): Promise<Set<string>> {
  const [avatars, covers, pictures] = await Promise.all([
    db.select({ key: users.image }).from(users).where(isNotNull(users.image)),
    db.select({ key: guideImages.storageKey }).from(guideImages),
    db.select({ key: placeImages.storageKey }).from(placeImages),
  ]);
  return new Set([...avatars, ...covers, ...pictures].map((row) => row.key ?? ""));
}
