import { FEED_PAGE_SIZE } from "../../../shared/limits";
import { API_ERRORS } from "../../../shared/messages";
import type { GuideListQuery } from "../../../shared/schemas";
import type { Database } from "../../infrastructure/db/client";
import { decodeCursor, toPage } from "../../infrastructure/db/keyset-pages";
import { NotFoundError } from "../../infrastructure/errors";
import type { JobQueue } from "../../infrastructure/jobs/queue";
import type { SessionUser } from "../auth/session";
import { notifyFollowersOfPublication, notifyMember } from "../notifications/service";
import { republishGuideRow, unpublishGuideRow, withGuideLocked } from "./mutations";
import { assertGuidePlacesFit } from "./place-rules";
import { findModeratedGuideCreator, listGuideCards } from "./repository";
import { checkedGuideInput, getGuide, guideInputOf } from "./service";

/**
 * An admin takes any published guide back to its creator's drafts, with a reason the creator reads on it
 * (docs/product.md §4 Moderation); recorded with who and when. A draft, or no guide, is not found: drafts
 * are their creators' alone.
 */
export async function unpublishGuide(db: Database, admin: SessionUser, id: string, reason: string) {
  const unpublished = await unpublishGuideRow(db, id, admin.id, reason);
  if (!unpublished) throw new NotFoundError(API_ERRORS.guideNotFound);
  // Each unpublishing is a notification of its own; the creator never learns which moderator it was.
  await notifyMember(db, unpublished.creatorId, {
    kind: "guideUnpublished",
    groupKey: `guideUnpublished:${unpublished.eventId}`,
    key: unpublished.eventId,
    actorId: admin.id,
    anonymous: true,
    guideId: id,
    payload: { reason },
  });
}

/**
 * An admin publishes back a guide an admin unpublished, as it is stored and under every rule of publishing (its
 * creator may have changed it meanwhile). Any other guide, a creator's own draft included, is not found.
 */
export async function republishGuide(
  { db, jobs }: { db: Database; jobs: JobQueue },
  admin: SessionUser,
  id: string,
) {
  await withGuideLocked(db, id, async (tx) => {
    const creatorId = await findModeratedGuideCreator(tx, id);
    if (!creatorId) throw new NotFoundError(API_ERRORS.guideNotFound);
    const input = checkedGuideInput(guideInputOf(await getGuide(tx, id, creatorId), "published"));
    await assertGuidePlacesFit(tx, input, creatorId);
    await republishGuideRow(tx, id, admin.id);
    await notifyFollowersOfPublication(jobs, tx, id);
  });
}

/** The guides admins unpublished, newest first, by city and name as the admin's Guides List filters them. */
export async function unpublishedGuidesPage(db: Database, admin: SessionUser, request: GuideListQuery) {
  const limit = request.limit ?? FEED_PAGE_SIZE;
  const rows = await listGuideCards(db, {
    limit,
    cursor: decodeCursor(request.cursor),
    cityId: request.cityId,
    nameContains: request.q || undefined,
    viewerId: admin.id,
    moderated: true,
  });
  return toPage(rows, limit);
}
