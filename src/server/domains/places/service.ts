import { randomUUID } from "node:crypto";
import { GUIDE_IMAGE_MAX_BYTES, MAX_PLACE_IMAGES } from "../../../shared/limits";
import { API_ERRORS, CATALOGUE_MESSAGES, PLACE_DETAILS_MESSAGES } from "../../../shared/messages";
import { openingHoursProblem } from "../../../shared/opening-hours";
import type { PlaceDetail, PlaceInput, PlaceListQuery, PlaceUpdate } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { InvalidInputError, NotFoundError } from "../../infrastructure/errors";
import { deleteImage } from "../../infrastructure/storage/images";
import { storageKeys } from "../../infrastructure/storage/keys";
import type { FileStorage } from "../../infrastructure/storage/storage";
import { type IncomingImage, withStoredImages } from "../../infrastructure/storage/upload-pipeline";
import type { SessionUser } from "../auth/session";
import { assertNearCityCentre } from "./location";
import { deletePlace, insertPlace, updatePlace } from "./mutations";
import {
  countGuidesUsingPlace,
  findCityLocation,
  findPlaceDetail,
  findPlaceImageKeys,
  listPlaces,
  type PlaceViewer,
} from "./repository";

/** What catalogue writes need: the database and where pictures are stored. */
export type PlaceStore = { db: Database; storage: FileStorage };

export const placePage = (db: Database, query: PlaceListQuery, viewerId?: string) =>
  listPlaces(db, query, viewerId);

/** The signed-in user (or nobody) as a viewer of places. */
export const placeViewer = (user: SessionUser | null | undefined): PlaceViewer => ({
  id: user?.id,
  isAdmin: user?.role === "admin",
});
/** Catalogue writes answer with the place as the admin who made them sees it. */
const ADMIN_VIEW: PlaceViewer = { isAdmin: true };

/** A place, unless it is a suggestion the viewer may not see (docs/decisions/019): then not found. */
export async function getPlace(db: Database, id: string, viewer: PlaceViewer): Promise<PlaceDetail> {
  const place = await findPlaceDetail(db, id, viewer);
  if (!place) throw new NotFoundError(API_ERRORS.placeNotFound);
  return place;
}

/** How many guides use a place, asked before deleting it. */
export const placeUsage = async (db: Database, id: string) => ({
  guideCount: await countGuidesUsingPlace(db, id),
});

/** A place has 1 to MAX_PLACE_IMAGES pictures (docs/product.md §5). */
export function assertPlaceImageCount(total: number) {
  if (total === 0)
    throw new InvalidInputError(CATALOGUE_MESSAGES.placeImageRequiredText, {
      images: [CATALOGUE_MESSAGES.placeImageRequired],
    });
  if (total > MAX_PLACE_IMAGES)
    throw new InvalidInputError(CATALOGUE_MESSAGES.maxImagesText, {
      images: [CATALOGUE_MESSAGES.maxImagesTitle],
    });
}

/** Checked before any file is stored: an unknown city is the form's "no city", not a foreign-key failure. */
async function assertCityAndLocation(db: Database, input: PlaceInput) {
  const city = await findCityLocation(db, input.cityId);
  if (!city)
    throw new InvalidInputError(CATALOGUE_MESSAGES.placeCityRequired, {
      cityId: [CATALOGUE_MESSAGES.placeCityRequired],
    });
  assertNearCityCentre(input, city);
}

/** Opening hours the opening_hours library cannot read are refused with its own explanation. */
function assertOpeningHours({ openingHours }: PlaceInput) {
  const problem = openingHours ? openingHoursProblem(openingHours) : null;
  if (!problem) return;
  const message = PLACE_DETAILS_MESSAGES.openingHoursInvalid(problem);
  throw new InvalidInputError(message, { openingHours: [message] });
}

/** Runs a place write with its new pictures through the upload pipeline: all are stored and written, or none. */
function writeWithImages(
  storage: FileStorage,
  placeId: string,
  uploads: IncomingImage[],
  write: (keys: string[]) => Promise<{ replaced: string[] }>,
): Promise<void> {
  const images = uploads.map((upload, index) => ({
    key: storageKeys.newPlaceImage(placeId, index, upload.fileName),
    data: upload.data,
  }));
  return withStoredImages(
    storage,
    images,
    { maxBytes: GUIDE_IMAGE_MAX_BYTES, field: "images" },
    async (keys) => ({ result: undefined, ...(await write(keys)) }),
  );
}

export async function createPlace(
  { db, storage }: PlaceStore,
  admin: SessionUser,
  input: PlaceInput,
  uploads: IncomingImage[],
): Promise<PlaceDetail> {
  assertPlaceImageCount(uploads.length);
  assertOpeningHours(input);
  await assertCityAndLocation(db, input);
  const id = randomUUID();
  await writeWithImages(storage, id, uploads, async (imageKeys) => {
    await insertPlace(db, { id, input, imageKeys, createdBy: admin.id });
    return { replaced: [] };
  });
  return getPlace(db, id, ADMIN_VIEW);
}

/** Rewrites a place; `input.keepImages` names the existing pictures to keep, in order, before the new ones. */
export async function changePlace(
  { db, storage }: PlaceStore,
  id: string,
  input: PlaceUpdate,
  uploads: IncomingImage[],
): Promise<PlaceDetail> {
  const existing = await findPlaceImageKeys(db, id);
  if (existing.length === 0) throw new NotFoundError(API_ERRORS.placeNotFound);
  const kept = [...new Set(input.keepImages)].filter((key) => existing.includes(key));
  assertPlaceImageCount(kept.length + uploads.length);
  assertOpeningHours(input);
  await assertCityAndLocation(db, input);
  await writeWithImages(storage, id, uploads, async (added) => {
    await updatePlace(db, id, input, [...kept, ...added]);
    return { replaced: existing.filter((key) => !kept.includes(key)) };
  });
  return getPlace(db, id, ADMIN_VIEW);
}

/** Guides that used the place lose it; its pictures go. */
export async function removePlace({ db, storage }: PlaceStore, id: string): Promise<void> {
  if (!(await deletePlace(db, id))) throw new NotFoundError(API_ERRORS.placeNotFound);
  await deleteImage(storage, storageKeys.placeFiles(id));
}
