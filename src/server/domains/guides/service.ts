import { randomUUID } from "node:crypto";
import { byCategory, CATEGORY_KEYS } from "../../../shared/categories";
import { goneDetails } from "../../../shared/gone-guide";
import {
  DRAFTS_PER_USER_MAX,
  FEED_PAGE_SIZE,
  GUIDE_IMAGE_MAX_BYTES,
  PLACE_GUIDES_PAGE_SIZE,
  POPULAR,
} from "../../../shared/limits";
import { API_ERRORS, GUIDE_MESSAGES } from "../../../shared/messages";
import {
  type GuideDetail,
  type GuideDetailsInput,
  type GuideInput,
  type GuideSort,
  guideInputSchema,
  type PlaceGuidePage,
} from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import {
  decodeCursor,
  decodePopularCursor,
  toPage,
  toPopularPage,
} from "../../infrastructure/db/keyset-pages";
import { GoneError, InvalidInputError, NotFoundError } from "../../infrastructure/errors";
import type { JobQueue } from "../../infrastructure/jobs/queue";
import { deleteImage } from "../../infrastructure/storage/images";
import { storageKeys } from "../../infrastructure/storage/keys";
import type { FileStorage } from "../../infrastructure/storage/storage";
import { type IncomingImage, withStoredImages } from "../../infrastructure/storage/upload-pipeline";
import type { SessionUser } from "../auth/session";
import type { CityDirectory } from "../cities/city-directory";
import { toCity } from "../cities/repository";
import { notifyFollowersOfPublication } from "../notifications/service";
import { isPlaceOpenable, type PlaceViewer } from "../places/repository";
import { listCityGuidesBySaves, listMostSavedGuides } from "../saves/popular/repository";
import {
  deleteGuide,
  GuideChangedMeanwhileError,
  insertGuide,
  updateGuide,
  updateGuideDetails,
  withGuideLocked,
} from "./mutations";
import { assertCanChangeGuide } from "./permissions";
import { assertGuidePlacesFit } from "./place-rules";
import {
  countGuidesIncludingPlace,
  findGoneGuide,
  findGuideDetail,
  listGuideCards,
  listGuidesIncludingPlace,
} from "./repository";

/** What guide writes need: the database, where covers are stored and the job queue (followers told of a publication). */
export type GuideStore = { db: Database; storage: FileStorage; jobs: JobQueue };

/** A write's input and optional cover; read only once the caller may make the change. */
type Submission<Input> = () => Promise<{ input: Input; cover?: IncomingImage }>;

type PageRequest = { limit?: number; cursor?: string };
type FeedRequest = PageRequest & { cityId?: string; q?: string };

/** The home feed (or one city's, or by name), newest first, a page at a time. */
export async function guideFeedPage(db: Database, request: FeedRequest, viewerId?: string) {
  const limit = request.limit ?? FEED_PAGE_SIZE;
  const rows = await listGuideCards(db, {
    limit,
    cursor: decodeCursor(request.cursor),
    cityId: request.cityId,
    nameContains: request.q || undefined,
    viewerId,
  });
  return toPage(rows, limit);
}

const DAY_MS = 24 * 60 * 60_000;

/** The window of saves that counts: the `days` before `until`. */
const lastDays = (days: number, until: string) => ({
  since: new Date(Date.parse(until) - days * DAY_MS).toISOString(),
  until,
});

/**
 * A city's guides by saves in the last 30 days, then newest. The first page fixes the window's end; the cursor
 * carries it to the pages after (docs/decisions/016).
 */
async function popularCityPage(db: Database, cityId: string, request: PageRequest, viewerId?: string) {
  const limit = request.limit ?? FEED_PAGE_SIZE;
  const cursor = decodePopularCursor(request.cursor);
  const asOf = cursor?.asOf ?? new Date().toISOString();
  const window = lastDays(POPULAR.cityWindowDays, asOf);
  const rows = await listCityGuidesBySaves(db, { cityId, window, cursor, limit, viewerId });
  return toPopularPage(rows, limit, asOf);
}

/** One city's guides, found by the city's slug: newest first, or popular. */
export async function cityGuidePage(
  db: Database,
  cities: CityDirectory,
  slug: string,
  request: PageRequest & { sort?: GuideSort },
  viewerId?: string,
) {
  const city = await cities.find(slug.toLowerCase());
  if (!city) throw new NotFoundError(API_ERRORS.cityNotFound);
  const page =
    request.sort === "popular"
      ? await popularCityPage(db, city.id, request, viewerId)
      : await guideFeedPage(db, { ...request, cityId: city.id }, viewerId);
  return { ...page, city: toCity(city) };
}

/** Home's 'Popular this week': the guides saved most in the last 7 days. */
export async function popularGuides(db: Database, limit: number, viewerId?: string) {
  const window = lastDays(POPULAR.homeWindowDays, new Date().toISOString());
  return { items: await listMostSavedGuides(db, { window, limit, viewerId }) };
}

export async function getGuide(db: Database, id: string, viewerId?: string): Promise<GuideDetail> {
  const guide = await findGuideDetail(db, id, viewerId);
  if (guide) return guide;
  // Published once, so its address was public: it says it is gone rather than never was (decision 049).
  const gone = await findGoneGuide(db, id);
  if (gone) throw new GoneError(API_ERRORS.guideGone, goneDetails(gone));
  throw new NotFoundError(API_ERRORS.guideNotFound);
}

/**
 * The place page's In guides section, a page at a time with the count of all: published guides only, whoever
 * asks, of a place the viewer may open.
 */
export async function guidesIncludingPlace(
  db: Database,
  placeId: string,
  viewer: PlaceViewer,
  request: PageRequest,
): Promise<PlaceGuidePage> {
  if (!(await isPlaceOpenable(db, placeId, viewer))) throw new NotFoundError(API_ERRORS.placeNotFound);
  const limit = request.limit ?? PLACE_GUIDES_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listGuidesIncludingPlace(db, placeId, { cursor: decodeCursor(request.cursor), limit }),
    countGuidesIncludingPlace(db, placeId),
  ]);
  const { items, nextCursor } = toPage(rows, limit);
  return { items: items.map(({ id: _id, ...mention }) => mention), total, nextCursor };
}

/**
 * Runs a guide write with its cover, if one was sent, through the upload pipeline: `write` gets the new cover's
 * key and answers with the key of the cover it replaced, which then goes.
 */
export function writeWithCover(
  storage: FileStorage,
  guideId: string,
  cover: IncomingImage | undefined,
  write: (coverKey: string | undefined) => Promise<string | null>,
): Promise<void> {
  const uploads = cover
    ? [{ key: storageKeys.newGuideCover(guideId, cover.fileName), data: cover.data }]
    : [];
  return withStoredImages(
    storage,
    uploads,
    { maxBytes: GUIDE_IMAGE_MAX_BYTES, field: "cover" },
    async ([coverKey]) => {
      const replaced = await write(coverKey);
      return { result: undefined, replaced: replaced ? [replaced] : [] };
    },
  );
}

const moveRefused = () =>
  new InvalidInputError(GUIDE_MESSAGES.moveNeedsNewPlaces, { cityId: [GUIDE_MESSAGES.moveNeedsNewPlaces] });

export async function createGuide(
  { db, storage, jobs }: GuideStore,
  user: SessionUser,
  submission: Submission<GuideInput>,
): Promise<GuideDetail> {
  const { input, cover } = await submission();
  await assertGuidePlacesFit(db, input, user.id);
  const id = randomUUID();
  await writeWithCover(storage, id, cover, async (coverKey) => {
    await insertGuide(
      db,
      { ...input, id, createdBy: user.id, coverKey },
      {
        draftsAtMost: DRAFTS_PER_USER_MAX,
        // Followers are told by a job added with the guide: the request does not wait for them.
        alsoInTransaction: async (tx) => {
          if (input.status === "published") await notifyFollowersOfPublication(jobs, tx, id);
        },
      },
    );
    return null;
  });
  return getGuide(db, id, user.id);
}

/** Name and cover only: a guide's places are in its city, so moving it means choosing new places. */
export async function changeGuideDetails(
  { db, storage }: GuideStore,
  user: SessionUser,
  id: string,
  submission: Submission<GuideDetailsInput>,
): Promise<GuideDetail> {
  const current = await assertCanChangeGuide(db, id, user, "edit");
  const { input, cover } = await submission();
  if (input.cityId !== current.cityId) throw moveRefused();
  try {
    await writeWithCover(storage, id, cover, (coverKey) =>
      updateGuideDetails(db, id, { ...input, coverKey }),
    );
  } catch (error) {
    if (!(error instanceof GuideChangedMeanwhileError)) throw error;
    // Deleted or moved by another request since the check above: answer as that check would now.
    await assertCanChangeGuide(db, id, user, "edit");
    throw moveRefused();
  }
  return getGuide(db, id, user.id);
}

/** A stored guide as its form would send it again: its places by category in order, with their notes. */
export function guideInputOf(guide: GuideDetail, status: GuideDetail["status"]) {
  return {
    name: guide.name,
    cityId: guide.cityId,
    places: byCategory((key) => guide.places[key].map((place) => place.id)),
    notes: Object.fromEntries(
      CATEGORY_KEYS.flatMap((key) =>
        guide.places[key].flatMap((place) => (place.note ? [[place.id, place.note]] : [])),
      ),
    ) as Record<string, string>,
    introduction: guide.introduction ?? "",
    status,
  };
}

/**
 * Publishes one of the owner's drafts as it is stored (the Drafts list's Publish): every rule of publishing from
 * the form applies, and a draft that misses one is refused with what is missing and stays a draft. Publishing
 * a published guide changes nothing.
 */
export async function publishDraft(
  { db, jobs }: Pick<GuideStore, "db" | "jobs">,
  user: SessionUser,
  id: string,
): Promise<GuideDetail> {
  // Locked as changeStoredGuide locks: a place an assistant adds meanwhile is published, not written over.
  return withGuideLocked(db, id, async (tx) => {
    const current = await assertCanChangeGuide(tx, id, user);
    if (current.status === "published") return getGuide(tx, id, user.id);
    const input = checkedGuideInput(guideInputOf(await getGuide(tx, id, user.id), "published"));
    await assertGuidePlacesFit(tx, input, user.id);
    await updateGuide(tx, id, { ...input, actorId: user.id });
    // Followers are told by a job added with the publication: the request does not wait for them.
    await notifyFollowersOfPublication(jobs, tx, id);
    return getGuide(tx, id, user.id);
  });
}

/**
 * A guide's input made by the server (from a stored guide, an import, an assistant's call), checked by the form's
 * rules: the first rule it breaks is refused as bad input with the rule's words, never as a crash.
 */
export function checkedGuideInput(candidate: unknown): GuideInput {
  const parsed = guideInputSchema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? GUIDE_MESSAGES.missingPlacesText;
  throw new InvalidInputError(message, { guide: [message] });
}

export async function removeGuide({ db, storage }: GuideStore, user: SessionUser, id: string): Promise<void> {
  await assertCanChangeGuide(db, id, user);
  await deleteGuide(db, id);
  await deleteImage(storage, storageKeys.guideFiles(id));
}
