import { GONE_SAVES_MAX, SAVED_PAGE_SIZE } from "../../../shared/limits";
import { API_ERRORS } from "../../../shared/messages";
import type { SavedListQuery } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { decodeCursor, encodeCursor } from "../../infrastructure/db/keyset-pages";
import { NotFoundError } from "../../infrastructure/errors";
import { notifyGuideOwner } from "../notifications/service";
import { isPlaceOpenable } from "../places/repository";
import { bookmarkPlace, saveGuide, unbookmarkPlace, unsaveGuide } from "./mutations";
import {
  countBookmarkedPlacesByCity,
  countSavedGuidesByCity,
  guideExists,
  listBookmarkedPlaces,
  listGoneSaves,
  listSavedGuides,
  type SavedPageFilter,
  type SavedRow,
} from "./repository";

/** Rows of one page (the repository reads one past it) grouped by city in the order the page meets them. */
function groupedPage<T>(rows: SavedRow<T>[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ createdAt: last.savedAt, id: last.saveId }) : null;
  const cities = new Map<string, { citySlug: string; items: T[] }>();
  for (const row of page) {
    const city = cities.get(row.cityId) ?? { citySlug: row.citySlug, items: [] };
    city.items.push(row.item);
    cities.set(row.cityId, city);
  }
  return { cities, nextCursor };
}

const filterOf = (userId: string, query: SavedListQuery): SavedPageFilter => ({
  userId,
  citySlug: query.city,
  cursor: decodeCursor(query.cursor),
  limit: query.limit ?? SAVED_PAGE_SIZE,
});

/**
 * Each user sees and changes only their own saves; saving twice is not an error (`already`). Saved lists come a
 * page at a time, most recent first, grouped by city, each group with how many the user has there in all.
 */
export async function savedGuides(db: Database, userId: string, query: SavedListQuery) {
  const filter = filterOf(userId, query);
  const { cities, nextCursor } = groupedPage(await listSavedGuides(db, filter), filter.limit);
  const [totals, gone] = await Promise.all([
    countSavedGuidesByCity(db, userId, [...cities.keys()]),
    // The first page carries them, above the list; the pages after it do not repeat them.
    query.cursor ? [] : listGoneSaves(db, { userId, citySlug: query.city, limit: GONE_SAVES_MAX }),
  ]);
  const groups = [...cities].map(([cityId, { citySlug, items }]) => ({
    location: items[0]?.location ?? "",
    citySlug,
    total: totals.get(cityId) ?? items.length,
    guides: items,
  }));
  return { groups, nextCursor, gone };
}

export async function bookmarkedPlaces(db: Database, userId: string, query: SavedListQuery) {
  const filter = filterOf(userId, query);
  const { cities, nextCursor } = groupedPage(await listBookmarkedPlaces(db, filter), filter.limit);
  const totals = await countBookmarkedPlacesByCity(db, userId, [...cities.keys()]);
  const groups = [...cities].map(([cityId, { citySlug, items }]) => ({
    city: items[0]?.cityName ?? "",
    citySlug,
    total: totals.get(cityId) ?? items.length,
    places: items,
  }));
  return { groups, nextCursor };
}

export async function saveGuideFor(db: Database, userId: string, guideId: string) {
  if (!(await guideExists(db, guideId))) throw new NotFoundError(API_ERRORS.guideNotFound);
  const saved = await saveGuide(db, userId, guideId);
  if (saved) await notifyGuideOwner(db, guideId, "guideSaved", userId, [userId]);
  return { saved: true, already: !saved };
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
