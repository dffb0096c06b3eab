import { randomUUID } from "node:crypto";
import { GUIDE_IMAGE_MAX_BYTES, SUGGESTION_QUEUE_PAGE_SIZE } from "../../../shared/limits";
import { API_ERRORS, CATALOGUE_MESSAGES } from "../../../shared/messages";
import type {
  DuplicateQuery,
  MergeResult,
  PlaceDetail,
  SuggestionApproval,
  SuggestionInput,
  SuggestionQueue,
} from "../../../shared/schemas";
import { SUGGESTION_LIMITS, SUGGESTION_MESSAGES } from "../../../shared/suggestions";
import type { Database } from "../../infrastructure/db/client";
import { decodeCursor, toPage } from "../../infrastructure/db/keyset-pages";
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
} from "../../infrastructure/errors";
import { deleteImage } from "../../infrastructure/storage/images";
import { storageKeys } from "../../infrastructure/storage/keys";
import type { FileStorage } from "../../infrastructure/storage/storage";
import { type IncomingImage, withStoredImages } from "../../infrastructure/storage/upload-pipeline";
import type { SessionUser } from "../auth/session";
import { notifyMember } from "../notifications/service";
import { assertNearCityCentre } from "../places/location";
import { findCityLocation } from "../places/repository";
import { getPlace, placeViewer } from "../places/service";
import {
  approveSuggestion,
  insertSuggestion,
  mergeSuggestion,
  ReviewConflictError,
  rejectSuggestion,
} from "./mutations";
import {
  countPendingSuggestions,
  countRecentSuggestions,
  findDuplicateCandidates,
  findReviewFacts,
  listPendingSuggestions,
} from "./repository";

/** What suggestion writes need: the database and where photos are stored. */
export type SuggestionStore = { db: Database; storage: FileStorage };

const limitReached = () => new RateLimitedError(SUGGESTION_MESSAGES.limitReached(SUGGESTION_LIMITS.perDay));

/** The places a suggestion would likely duplicate, among those the viewer could pick instead. */
export async function duplicateCandidates(db: Database, query: DuplicateQuery, viewer: SessionUser) {
  return { items: await findDuplicateCandidates(db, query, viewer.id) };
}

/** Checked before any file is stored: an unknown city is the form's "no city", and the location must be near it. */
async function assertCityAndLocation(
  db: Database,
  input: { cityId: string; lat?: number | null; lng?: number | null },
) {
  const city = await findCityLocation(db, input.cityId);
  if (!city)
    throw new InvalidInputError(CATALOGUE_MESSAGES.placeCityRequired, {
      cityId: [CATALOGUE_MESSAGES.placeCityRequired],
    });
  assertNearCityCentre(input, city);
}

/**
 * A signed-in user's new place (docs/product.md §4 Suggested places): usable in their guides at once, offered to
 * others once approved. At most SUGGESTION_LIMITS.perDay in 24 hours, counted in the database: checked before
 * the photo is stored, and again in the write's transaction.
 */
export async function suggestPlace(
  { db, storage }: SuggestionStore,
  user: SessionUser,
  input: SuggestionInput,
  photos: IncomingImage[],
): Promise<PlaceDetail> {
  if ((await countRecentSuggestions(db, user.id)) >= SUGGESTION_LIMITS.perDay) throw limitReached();
  await assertCityAndLocation(db, input);
  const id = randomUUID();
  const uploads = photos.map((photo, index) => ({
    key: storageKeys.newPlaceImage(id, index, photo.fileName),
    data: photo.data,
  }));
  await withStoredImages(
    storage,
    uploads,
    { maxBytes: GUIDE_IMAGE_MAX_BYTES, field: "photo" },
    async (keys) => {
      const written = await insertSuggestion(db, {
        id,
        input,
        imageKeys: keys,
        userId: user.id,
        approved: user.role === "admin",
        perDay: SUGGESTION_LIMITS.perDay,
      });
      if (!written) throw limitReached();
      return { result: undefined };
    },
  );
  return getPlace(db, id, placeViewer(user));
}

type PageRequest = { limit?: number; cursor?: string };

/** The admin's queue (docs/product.md §4 Review), a page at a time, with how many wait in all. */
export async function suggestionQueue(db: Database, request: PageRequest): Promise<SuggestionQueue> {
  const limit = request.limit ?? SUGGESTION_QUEUE_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listPendingSuggestions(db, { cursor: decodeCursor(request.cursor), limit }),
    countPendingSuggestions(db),
  ]);
  const { items, nextCursor } = toPage(rows, limit);
  return { items: items.map(({ createdAt: _createdAt, ...suggestion }) => suggestion), total, nextCursor };
}

type Outcome = {
  kind: "suggestionApproved" | "suggestionMerged" | "suggestionRejected";
  /** The place the suggester is pointed to: theirs, or the one it was merged into. */
  placeId: string;
  reason?: string;
};

/**
 * Runs a review write; a suggestion that is gone or no longer pending is a 404 or a 409. Its suggester is told
 * the outcome once it is written, by no moderator's name.
 */
async function review<T>(
  db: Database,
  admin: SessionUser,
  id: string,
  outcome: Outcome,
  write: () => Promise<T>,
): Promise<T> {
  const facts = await findReviewFacts(db, id);
  if (!facts) throw new NotFoundError(API_ERRORS.placeNotFound);
  if (facts.reviewStatus !== "pending")
    throw new ConflictError("ALREADY_REVIEWED", SUGGESTION_MESSAGES.alreadyReviewed);
  const result = await write().catch((error: unknown) => {
    if (error instanceof ReviewConflictError)
      throw new ConflictError("ALREADY_REVIEWED", SUGGESTION_MESSAGES.alreadyReviewed);
    throw error;
  });
  if (facts.suggestedBy)
    await notifyMember(db, facts.suggestedBy, {
      kind: outcome.kind,
      groupKey: `suggestion:${id}`,
      key: outcome.kind,
      actorId: admin.id,
      anonymous: true,
      payload: { placeId: outcome.placeId, placeName: facts.name, reason: outcome.reason },
    });
  return result;
}

export async function approve(
  db: Database,
  admin: SessionUser,
  id: string,
  changes: SuggestionApproval,
): Promise<PlaceDetail> {
  const facts = await findReviewFacts(db, id);
  if (facts && (changes.lat !== undefined || changes.lng !== undefined))
    await assertCityAndLocation(db, { cityId: facts.cityId, lat: changes.lat, lng: changes.lng });
  await review(db, admin, id, { kind: "suggestionApproved", placeId: id }, () =>
    approveSuggestion(db, id, changes, admin.id),
  );
  return getPlace(db, id, placeViewer(admin));
}

export async function reject(
  db: Database,
  admin: SessionUser,
  id: string,
  reason: string,
): Promise<PlaceDetail> {
  await review(db, admin, id, { kind: "suggestionRejected", placeId: id, reason }, () =>
    rejectSuggestion(db, id, reason, admin.id),
  );
  return getPlace(db, id, placeViewer(admin));
}

/** Merges a suggestion into an approved place of its city and category; its photos go with it. */
export async function merge(
  { db, storage }: SuggestionStore,
  admin: SessionUser,
  id: string,
  targetId: string,
): Promise<MergeResult> {
  const [suggestion, target] = await Promise.all([findReviewFacts(db, id), findReviewFacts(db, targetId)]);
  const fits =
    target &&
    suggestion &&
    target.id !== suggestion.id &&
    target.reviewStatus === "approved" &&
    target.cityId === suggestion.cityId &&
    target.category === suggestion.category;
  if (suggestion && suggestion.reviewStatus === "pending" && !fits)
    throw new InvalidInputError(SUGGESTION_MESSAGES.mergeTargetInvalid, {
      targetId: [SUGGESTION_MESSAGES.mergeTargetInvalid],
    });
  const { guidesUpdated } = await review(db, admin, id, { kind: "suggestionMerged", placeId: targetId }, () =>
    mergeSuggestion(db, id, targetId, admin.id),
  );
  await deleteImage(storage, storageKeys.placeFiles(id));
  return { targetId, guidesUpdated };
}
