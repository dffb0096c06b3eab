import { and, eq, inArray, sql } from "drizzle-orm";
import { GUIDE_PLACE_NOTE_MAX_LENGTH } from "../../../shared/limits";
import type { SuggestionApproval, SuggestionInput } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import {
  guidePlaces,
  guides,
  placeBookmarks,
  placeImages,
  placeReviewEvents,
  places,
  users,
} from "../../infrastructure/db/schema";
import { imageRows, placeColumns } from "../places/mutations";
import { countRecentSuggestions } from "./repository";

/** The review changed meanwhile: the place is no longer a pending suggestion (or the target no longer fits). */
export class ReviewConflictError extends Error {}

/** A suggested place's row, its suggester's; an admin's joins the catalogue at once. */
export const suggestedPlaceRow = (id: string, input: SuggestionInput, userId: string, approved: boolean) => ({
  id,
  ...placeColumns(input),
  createdBy: userId,
  suggestedBy: userId,
  reviewStatus: approved ? ("approved" as const) : ("pending" as const),
});

type NewSuggestion = {
  id: string;
  input: SuggestionInput;
  imageKeys: string[];
  userId: string;
  /** Admins' suggestions join the catalogue at once. */
  approved: boolean;
  perDay: number;
};

/**
 * A suggested place, its photo and its 'suggested' audit row in one transaction, unless the user already made
 * `perDay` suggestions in the last 24 hours: then nothing is written and the answer is false. Locking the
 * user's row queues one person's concurrent suggestions, so two at once cannot both take the last one.
 */
export async function insertSuggestion(db: Database, suggestion: NewSuggestion): Promise<boolean> {
  const { id, input, imageKeys, userId } = suggestion;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if ((await countRecentSuggestions(tx as unknown as Database, userId)) >= suggestion.perDay) return false;
    await tx.insert(places).values(suggestedPlaceRow(id, input, userId, suggestion.approved));
    if (imageKeys.length > 0) await tx.insert(placeImages).values(imageRows(id, imageKeys));
    await tx
      .insert(placeReviewEvents)
      .values({ placeId: id, placeName: input.name, action: "suggested", actorId: userId });
    return true;
  });
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Locks a pending suggestion for its review; anything else is a conflict. */
async function lockPending(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      name: places.name,
      cityId: places.cityId,
      category: places.category,
      reviewStatus: places.reviewStatus,
    })
    .from(places)
    .where(eq(places.id, id))
    .for("update");
  if (row?.reviewStatus !== "pending") throw new ReviewConflictError();
  return row;
}

/**
 * Locks the guides that list the place, before the place itself: a guide's save locks its row and then, through
 * the keys of its rows, its places, so taking them in the same order makes a merge and a save of the same guide
 * wait for each other instead of interleaving their rewrites of its places (or deadlocking).
 */
async function lockGuidesUsing(tx: Tx, placeId: string) {
  const using = tx
    .select({ id: guidePlaces.guideId })
    .from(guidePlaces)
    .where(eq(guidePlaces.placeId, placeId));
  await tx
    .select({ id: guides.id })
    .from(guides)
    .where(inArray(guides.id, using))
    .orderBy(guides.id)
    .for("update");
}

/** Approves a pending suggestion with the admin's corrections, and records the fields as they were. */
export async function approveSuggestion(
  db: Database,
  id: string,
  changes: SuggestionApproval,
  adminId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPending(tx, id);
    const [before] = await tx.select().from(places).where(eq(places.id, id));
    const set = Object.fromEntries(
      Object.entries({
        ...changes,
        googleMapsLink: changes.googleMapsLink === "" ? null : changes.googleMapsLink,
      }).filter(([, value]) => value !== undefined),
    );
    const changed = Object.fromEntries(
      Object.keys(set)
        .filter((key) => before?.[key as keyof typeof before] !== set[key])
        .map((key) => [key, before?.[key as keyof typeof before] ?? null]),
    );
    await tx
      .update(places)
      .set({ ...set, reviewStatus: "approved", rejectionReason: null, updatedAt: sql`now()` })
      .where(eq(places.id, id));
    await tx.insert(placeReviewEvents).values({
      placeId: id,
      placeName: (set.name as string | undefined) ?? before?.name ?? "",
      action: "approved",
      actorId: adminId,
      changes: Object.keys(changed).length > 0 ? changed : null,
    });
  });
}

/** Rejects a pending suggestion: it stays where its suggester put it, with the reason they are shown. */
export async function rejectSuggestion(
  db: Database,
  id: string,
  reason: string,
  adminId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const place = await lockPending(tx, id);
    await tx
      .update(places)
      .set({ reviewStatus: "rejected", rejectionReason: reason, updatedAt: sql`now()` })
      .where(eq(places.id, id));
    await tx
      .insert(placeReviewEvents)
      .values({ placeId: id, placeName: place.name, action: "rejected", actorId: adminId, reason });
  });
}

/** A guide already holding the target keeps its row; the suggestion's note joins it when both fit in a note. */
export function joinNotes(existing: string | null, suggested: string | null): string | null {
  if (!suggested) return existing;
  if (!existing) return suggested;
  if (existing === suggested) return existing;
  const joined = `${existing}\n\n${suggested}`;
  return joined.length <= GUIDE_PLACE_NOTE_MAX_LENGTH ? joined : existing;
}

/**
 * Merges a pending suggestion into an approved place of the same city and category, in ONE transaction
 * (docs/decisions/019): every guide that used the suggestion uses the target instead, at the suggestion's
 * position with its note; a guide that already had the target keeps its own row, the notes joined (or its own
 * note when the two do not fit in one), and its remaining places close up. Bookmarks move too; then the
 * suggestion goes, and the audit row records it. Answers how many guides changed, and the suggestion's pictures.
 */
export async function mergeSuggestion(
  db: Database,
  id: string,
  targetId: string,
  adminId: string,
): Promise<{ guidesUpdated: number }> {
  return db.transaction(async (tx) => {
    await lockGuidesUsing(tx, id);
    const suggestion = await lockPending(tx, id);
    const [target] = await tx
      .select({ cityId: places.cityId, category: places.category, reviewStatus: places.reviewStatus })
      .from(places)
      .where(eq(places.id, targetId))
      .for("update");
    if (
      target?.reviewStatus !== "approved" ||
      target.cityId !== suggestion.cityId ||
      target.category !== suggestion.category
    )
      throw new ReviewConflictError();

    const uses = await tx.select().from(guidePlaces).where(eq(guidePlaces.placeId, id));
    const guideIds = uses.map((use) => use.guideId);
    const targetRows =
      guideIds.length === 0
        ? []
        : await tx
            .select()
            .from(guidePlaces)
            .where(and(eq(guidePlaces.placeId, targetId), inArray(guidePlaces.guideId, guideIds)));
    for (const use of uses) {
      const existing = targetRows.find((row) => row.guideId === use.guideId);
      if (!existing) {
        await tx
          .update(guidePlaces)
          .set({ placeId: targetId })
          .where(and(eq(guidePlaces.guideId, use.guideId), eq(guidePlaces.placeId, id)));
        continue;
      }
      await tx
        .update(guidePlaces)
        .set({ note: joinNotes(existing.note, use.note) })
        .where(and(eq(guidePlaces.guideId, use.guideId), eq(guidePlaces.placeId, targetId)));
      await tx
        .delete(guidePlaces)
        .where(and(eq(guidePlaces.guideId, use.guideId), eq(guidePlaces.placeId, id)));
      await closeUp(tx, use.guideId, use.categoryKey);
    }
    await tx.execute(sql`insert into ${placeBookmarks} (user_id, place_id, created_at)
      select user_id, ${targetId}, created_at from ${placeBookmarks} where place_id = ${id}
      on conflict do nothing`);
    await tx.delete(places).where(eq(places.id, id));
    await tx.insert(placeReviewEvents).values({
      placeId: id,
      placeName: suggestion.name,
      action: "merged",
      actorId: adminId,
      targetPlaceId: targetId,
    });
    return { guidesUpdated: uses.length };
  });
}

/**
 * Renumbers a guide category's places 0..n-1 in their order after one left. The slots are unique per
 * position and checked row by row, so the rows are written afresh rather than shifted in place.
 */
async function closeUp(tx: Tx, guideId: string, categoryKey: string) {
  const where = and(eq(guidePlaces.guideId, guideId), eq(guidePlaces.categoryKey, categoryKey));
  const rows = await tx.select().from(guidePlaces).where(where).orderBy(guidePlaces.position);
  if (rows.every((row, position) => row.position === position)) return;
  await tx.delete(guidePlaces).where(where);
  await tx.insert(guidePlaces).values(rows.map((row, position) => ({ ...row, position })));
}
