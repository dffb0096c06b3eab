import { GUIDE_MEMBER_MESSAGES } from "../../../../shared/guide-members";
import { GUIDE_MEMBERS } from "../../../../shared/limits";
import { API_ERRORS } from "../../../../shared/messages";
import type { GuideReactions, PlaceComment, PlaceCommentPage } from "../../../../shared/schemas";
import type { Database } from "../../../infrastructure/db/client";
import { decodeCursor, toPage } from "../../../infrastructure/db/keyset-pages";
import { ForbiddenError, NotFoundError } from "../../../infrastructure/errors";
import type { SessionUser } from "../../auth/session";
import { notifyGuideOwner } from "../../notifications/service";
import { assertCanChangeGuide, assertGuideMember, type GuideAccess } from "../permissions";
import { findGuideOwnership } from "../repository";
import {
  deleteComment,
  deleteReaction,
  insertComment,
  updateCommentBody,
  updateShowReactionCounts,
  upsertReaction,
} from "./mutations";
import { findComment, isPlaceInGuide, listGuideReactions, listPlaceComments } from "./repository";

/**
 * A guide's reactions (docs/decisions/057): its members see the counts, who gave them and how many comments;
 * anyone who may read a published guide sees the counts alone when its owner chose to show them.
 */
export async function guideReactions(
  db: Database,
  guideId: string,
  reader: SessionUser | null,
): Promise<GuideReactions> {
  const guide = await findGuideOwnership(db, guideId, reader?.id ?? "");
  const role = reader && guide ? (guide.createdBy === reader.id ? "owner" : guide.memberRole) : null;
  if (!guide || (guide.status === "draft" && !role)) throw new NotFoundError(API_ERRORS.guideNotFound);
  if (role) return { items: await listGuideReactions(db, guideId, reader?.id, true) };
  if (!guide.showReactionCounts) throw new ForbiddenError(GUIDE_MEMBER_MESSAGES.membersOnly, "NOT_MEMBER");
  const items = await listGuideReactions(db, guideId, undefined, false);
  return { items: items.map((item) => ({ ...item, comments: 0 })).filter((item) => item.up + item.down > 0) };
}

async function assertMemberOnPlace(db: Database, guideId: string, placeId: string, user: SessionUser) {
  const guide = await assertGuideMember(db, guideId, user);
  if (!(await isPlaceInGuide(db, guideId, placeId))) throw new NotFoundError(API_ERRORS.placeNotFound);
  return guide;
}

export async function react(
  db: Database,
  user: SessionUser,
  guideId: string,
  placeId: string,
  kind: "up" | "down" | null,
) {
  await assertMemberOnPlace(db, guideId, placeId, user);
  const reaction = { guideId, placeId, userId: user.id };
  if (!kind) return deleteReaction(db, reaction);
  await upsertReaction(db, { ...reaction, kind });
  // A member changing their mind about a place is one reaction to the owner, however often.
  await notifyGuideOwner(db, guideId, "reacted", user.id, [`${user.id}:${placeId}`]);
}

export async function placeComments(
  db: Database,
  user: SessionUser,
  guideId: string,
  placeId: string,
  request: { cursor?: string; limit?: number },
): Promise<PlaceCommentPage> {
  await assertMemberOnPlace(db, guideId, placeId, user);
  const limit = request.limit ?? GUIDE_MEMBERS.commentsPageSize;
  const rows = await listPlaceComments(db, guideId, placeId, { cursor: decodeCursor(request.cursor), limit });
  return toPage(rows, limit);
}

export async function addComment(
  db: Database,
  user: SessionUser,
  guideId: string,
  placeId: string,
  body: string,
): Promise<PlaceComment> {
  await assertMemberOnPlace(db, guideId, placeId, user);
  const id = await insertComment(db, { guideId, placeId, userId: user.id, body });
  return existingComment(db, guideId, id);
}

async function existingComment(db: Database, guideId: string, commentId: string): Promise<PlaceComment> {
  const comment = await findComment(db, guideId, commentId);
  if (!comment) throw new NotFoundError(GUIDE_MEMBER_MESSAGES.commentNotFound);
  return comment;
}

/** Only its author edits a comment; its author or the guide's owner deletes it. */
async function commentFor(
  db: Database,
  user: SessionUser,
  guideId: string,
  commentId: string,
  need: "edit" | "delete",
) {
  const guide: GuideAccess = await assertGuideMember(db, guideId, user);
  const comment = await existingComment(db, guideId, commentId);
  const mayDelete = need === "delete" && guide.role === "owner";
  if (comment.author.id !== user.id && !mayDelete)
    throw new ForbiddenError(GUIDE_MEMBER_MESSAGES.onlyAuthorEdits, "NOT_AUTHOR");
  return comment;
}

export async function editComment(
  db: Database,
  user: SessionUser,
  guideId: string,
  commentId: string,
  body: string,
) {
  await commentFor(db, user, guideId, commentId, "edit");
  await updateCommentBody(db, commentId, body);
  return existingComment(db, guideId, commentId);
}

export async function removeComment(db: Database, user: SessionUser, guideId: string, commentId: string) {
  await commentFor(db, user, guideId, commentId, "delete");
  await deleteComment(db, commentId);
}

export async function setShowReactionCounts(db: Database, user: SessionUser, guideId: string, show: boolean) {
  await assertCanChangeGuide(db, guideId, user, "own");
  await updateShowReactionCounts(db, guideId, show);
}
