import { API_ERRORS } from "../../../shared/messages";
import type { Database } from "../../infrastructure/db/client";
import { NotFoundError } from "../../infrastructure/errors";
import { isPlaceOpenable } from "../places/repository";
import { bookmarkPlace, saveGuide, unbookmarkPlace, unsaveGuide } from "./mutations";
import { guideExists, listBookmarkedPlaceGroups, listSavedGuideGroups } from "./repository";

/** Each user sees and changes only their own saves; saving twice is not an error (`already`). */
export const savedGuides = async (db: Database, userId: string) => ({
  groups: await listSavedGuideGroups(db, userId),
});

export const bookmarkedPlaces = async (db: Database, userId: string) => ({
  groups: await listBookmarkedPlaceGroups(db, userId),
});

export async function saveGuideFor(db: Database, userId: string, guideId: string) {
  if (!(await guideExists(db, guideId))) throw new NotFoundError(API_ERRORS.guideNotFound);
  return { saved: true, already: !(await saveGuide(db, userId, guideId)) };
}

export async function unsaveGuideFor(db: Database, userId: string, guideId: string) {
  await unsaveGuide(db, userId, guideId);
  return { saved: false, already: false };
}

/** Only a place the user may open can be bookmarked: a suggestion hidden from them does not exist (decision 016). */
export async function bookmarkPlaceFor(db: Database, userId: string, placeId: string) {
  if (!(await isPlaceOpenable(db, placeId, { id: userId, isAdmin: false })))
    throw new NotFoundError(API_ERRORS.placeNotFound);
  return { saved: true, already: !(await bookmarkPlace(db, userId, placeId)) };
}

export async function unbookmarkPlaceFor(db: Database, userId: string, placeId: string) {
  await unbookmarkPlace(db, userId, placeId);
  return { saved: false, already: false };
}
