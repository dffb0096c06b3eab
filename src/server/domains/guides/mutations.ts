import { and, eq, isNotNull, sql } from "drizzle-orm";
import { CATEGORY_KEYS, type CategoryKey } from "../../../shared/categories";
import { GUIDE_MESSAGES } from "../../../shared/messages";
import type { GuideStatus } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import {
  goneGuideSaves,
  goneGuides,
  guideImages,
  guideModerationEvents,
  guidePlaces,
  guides,
  savedGuides,
  users,
} from "../../infrastructure/db/schema";
import { ConflictError } from "../../infrastructure/errors";

export type NewGuide = {
  /** Chosen up front when files must be stored under the guide id before the row exists. */
  id?: string;
  name: string;
  cityId: string;
  createdBy: string;
  isDemo?: boolean;
  coverKey?: string;
} & GuideContent;

/** What the guide form writes besides name and city: places in order, the creator's words, draft or not. */
type GuideContent = {
  places: Record<CategoryKey, string[]>;
  /** Note per place id; a missing or empty note is stored as none. */
  notes?: Record<string, string>;
  introduction?: string;
  status?: GuideStatus;
};

/** Who put each place in the guide, and when: kept when a change leaves the place in (docs/decisions/057). */
type Additions = Map<string, { addedBy: string | null; addedAt: Date }>;

/** Rows of guide_places: each category's places in order, with their notes, and who added each (`actorId` if new). */
function placeRows(guideId: string, { places, notes = {} }: GuideContent, actorId: string, kept?: Additions) {
  return CATEGORY_KEYS.flatMap((categoryKey) =>
    places[categoryKey].map((placeId, position) => ({
      guideId,
      placeId,
      categoryKey,
      position,
      note: notes[placeId] || null,
      ...(kept?.get(placeId) ?? { addedBy: actorId }),
    })),
  );
}

/**
 * Writes a guide, its cover record and its places in one transaction: all of it or none of it. A draft past the
 * creator's `draftsAtMost` is refused: their row is locked first, so two drafts started at once cannot both take
 * the last place.
 */
export async function insertGuide(
  db: Database,
  guide: NewGuide,
  {
    draftsAtMost,
    alsoInTransaction,
  }: { draftsAtMost?: number; alsoInTransaction?: (tx: Database) => Promise<void> } = {},
): Promise<string> {
  return db.transaction(async (tx) => {
    if (guide.status === "draft" && draftsAtMost !== undefined) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, guide.createdBy)).for("update");
      const drafts = await tx.$count(
        guides,
        and(eq(guides.createdBy, guide.createdBy), eq(guides.status, "draft")),
      );
      if (drafts >= draftsAtMost) throw new ConflictError("TOO_MANY_DRAFTS", GUIDE_MESSAGES.tooManyDrafts);
    }
    const [row] = await tx
      .insert(guides)
      .values({
        id: guide.id,
        name: guide.name,
        cityId: guide.cityId,
        createdBy: guide.createdBy,
        isDemo: guide.isDemo ?? false,
        status: guide.status ?? "published",
        publishedAt: (guide.status ?? "published") === "published" ? sql`now()` : null,
        introduction: guide.introduction || null,
      })
      .returning({ id: guides.id });
    if (!row) throw new Error("Guide insert returned no row");
    const rows = placeRows(row.id, guide, guide.createdBy);
    if (rows.length > 0) await tx.insert(guidePlaces).values(rows);
    if (guide.coverKey) await tx.insert(guideImages).values({ guideId: row.id, storageKey: guide.coverKey });
    await alsoInTransaction?.(tx as unknown as Database);
    return row.id;
  });
}

/**
 * Deletes a guide; its places, saves and cover record go with it by cascade. A guide anyone but its creator could
 * have seen (published, or gone before) is recorded as gone, with who had saved it (decision 049); a draft that
 * was never published leaves nothing behind.
 */
export async function deleteGuide(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into ${goneGuides} (guide_id, city_id, why)
      select ${guides.id}, ${guides.cityId}, 'deleted' from ${guides}
      where ${guides.id} = ${id} and (${guides.status} = 'published'
        or exists (select 1 from ${goneGuides} where ${goneGuides.guideId} = ${id}))
      on conflict (guide_id) do update set why = 'deleted', gone_at = now()`);
    await tx.execute(sql`insert into ${goneGuideSaves} (guide_id, user_id, saved_at)
      select ${savedGuides.guideId}, ${savedGuides.userId}, ${savedGuides.createdAt} from ${savedGuides}
      where ${savedGuides.guideId} = ${id}
        and exists (select 1 from ${goneGuides} where ${goneGuides.guideId} = ${id})
      on conflict do nothing`);
    await tx.delete(guides).where(eq(guides.id, id));
  });
}

/** A published guide going back to drafts is gone for everyone but its creator until it is published again. */
async function recordUnpublished(tx: Transaction, id: string): Promise<void> {
  await tx.execute(sql`insert into ${goneGuides} (guide_id, city_id, why)
    select ${guides.id}, ${guides.cityId}, 'unpublished' from ${guides}
    where ${guides.id} = ${id} and ${guides.status} = 'published'
    on conflict (guide_id) do nothing`);
}

/**
 * A guide keeps the time it was first published: taking it to drafts and back does not put it at the top of its
 * followers' feeds again (docs/decisions/064).
 */
const firstPublication = sql`coalesce(${guides.publishedAt}, now())`;

export type GuideDetailsChanges = {
  name: string;
  cityId: string;
  /** The new cover's storage key, when the cover changes. */
  coverKey?: string;
};

export type GuideChanges = GuideDetailsChanges &
  GuideContent & {
    /** Who makes the change: the places it adds are recorded as theirs. */
    actorId: string;
  };

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Points the guide at its new cover and answers the replaced cover's key, for removal after the commit. */
async function replaceCover(tx: Transaction, id: string, coverKey: string): Promise<string | null> {
  const [previous] = await tx
    .select({ key: guideImages.storageKey })
    .from(guideImages)
    .where(eq(guideImages.guideId, id));
  await tx
    .insert(guideImages)
    .values({ guideId: id, storageKey: coverKey })
    .onConflictDoUpdate({
      target: guideImages.guideId,
      set: { storageKey: coverKey, createdAt: sql`now()` },
    });
  return previous?.key ?? null;
}

/**
 * Runs `work` in one transaction with the guide's row locked until it commits: a change built from what `work`
 * reads of the guide waits for one made meanwhile and then reads it. `work` reads and writes through the
 * transaction it is handed; a guide that does not exist locks nothing.
 */
export async function withGuideLocked<T>(
  db: Database,
  id: string,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: guides.id }).from(guides).where(eq(guides.id, id)).for("update");
    return work(tx as unknown as Database);
  });
}

/** The guide is gone, or no longer in the city the change was made for. */
export class GuideChangedMeanwhileError extends Error {}

/**
 * Renames a guide and, if given, replaces its cover record, in one transaction; its city and places stay, and the
 * write happens only if the guide is still in `cityId` (a move by another tab meanwhile wins). Answers the
 * replaced cover's key so the caller can remove its files once the change is committed.
 */
export async function updateGuideDetails(
  db: Database,
  id: string,
  changes: GuideDetailsChanges,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(guides)
      .set({ name: changes.name, updatedAt: sql`now()` })
      .where(and(eq(guides.id, id), eq(guides.cityId, changes.cityId)))
      .returning({ id: guides.id });
    if (updated.length === 0) throw new GuideChangedMeanwhileError();
    return changes.coverKey ? replaceCover(tx, id, changes.coverKey) : null;
  });
}

/** Rewrites a guide's fields, its cover if given and its places (replaced wholesale, docs/product.md §4), in one transaction. */
export async function updateGuide(db: Database, id: string, changes: GuideChanges): Promise<string | null> {
  return db.transaction(async (tx) => {
    const status = changes.status ?? "published";
    const publishing = status === "published";
    // A guide an admin unpublished, published again by its creator: recorded, and the reason goes.
    if (publishing) await recordRepublished(tx, id);
    if (publishing) await tx.delete(goneGuides).where(eq(goneGuides.guideId, id));
    else await recordUnpublished(tx, id);
    await tx
      .update(guides)
      .set({
        name: changes.name,
        cityId: changes.cityId,
        status,
        introduction: changes.introduction || null,
        ...(publishing ? { moderationReason: null, publishedAt: firstPublication } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(guides.id, id));
    const removed = await tx.delete(guidePlaces).where(eq(guidePlaces.guideId, id)).returning({
      placeId: guidePlaces.placeId,
      addedBy: guidePlaces.addedBy,
      addedAt: guidePlaces.addedAt,
    });
    const kept: Additions = new Map(removed.map(({ placeId, ...addition }) => [placeId, addition]));
    // A draft may have no places at all, and an empty insert is an error.
    const rows = placeRows(id, changes, changes.actorId, kept);
    if (rows.length > 0) await tx.insert(guidePlaces).values(rows);
    return changes.coverKey ? replaceCover(tx, id, changes.coverKey) : null;
  });
}

/**
 * Takes a published guide back to its creator's drafts with the admin's reason, and records who and when; answers
 * the guide's creator and the record's id, or nothing when there is no such published guide (a draft, or none).
 */
export async function unpublishGuideRow(
  db: Database,
  id: string,
  adminId: string,
  reason: string,
): Promise<{ creatorId: string; eventId: string } | undefined> {
  return db.transaction(async (tx) => {
    await recordUnpublished(tx, id);
    const [guide] = await tx
      .update(guides)
      .set({ status: "draft", moderationReason: reason, updatedAt: sql`now()` })
      .where(and(eq(guides.id, id), eq(guides.status, "published")))
      .returning({ name: guides.name, creatorId: guides.createdBy });
    if (!guide) return undefined;
    const [event] = await tx
      .insert(guideModerationEvents)
      .values({ guideId: id, guideName: guide.name, action: "unpublished", actorId: adminId, reason })
      .returning({ id: guideModerationEvents.id });
    return event && { creatorId: guide.creatorId, eventId: event.id };
  });
}

/** Records a guide an admin had unpublished being published again, by its creator; nothing for any other guide. */
export async function recordRepublished(tx: Transaction, id: string): Promise<void> {
  await tx.execute(sql`insert into ${guideModerationEvents} (guide_id, guide_name, action, actor_id)
    select ${guides.id}, ${guides.name}, 'republished', ${guides.createdBy} from ${guides}
    where ${guides.id} = ${id} and ${guides.moderationReason} is not null`);
}

/**
 * An admin publishes again a guide an admin had unpublished: the reason goes, and who did it is recorded. The
 * caller has checked the guide against the rules of publishing inside the same locked transaction.
 */
export async function republishGuideRow(tx: Database, id: string, adminId: string): Promise<void> {
  const [guide] = await tx
    .update(guides)
    .set({
      status: "published",
      moderationReason: null,
      publishedAt: firstPublication,
      updatedAt: sql`now()`,
    })
    .where(and(eq(guides.id, id), eq(guides.status, "draft"), isNotNull(guides.moderationReason)))
    .returning({ name: guides.name });
  if (!guide) return;
  await tx
    .insert(guideModerationEvents)
    .values({ guideId: id, guideName: guide.name, action: "republished", actorId: adminId });
  // Published again, its address is the guide's again (decision 049).
  await tx.delete(goneGuides).where(eq(goneGuides.guideId, id));
}
