import { GUIDE_MEMBER_MESSAGES, type GuideRole } from "../../../shared/guide-members";
import { API_ERRORS, GUIDE_MESSAGES } from "../../../shared/messages";
import type { Database } from "../../infrastructure/db/client";
import { ForbiddenError, NotFoundError } from "../../infrastructure/errors";
import type { SessionUser } from "../auth/session";
import { findGuideOwnership } from "./repository";

/** What a guide's change needs (docs/decisions/057): its content (owner or editor), or the guide itself (owner). */
type Need = "see" | "edit" | "own";

/** A guide's facts that decide who may change it, and the role of the user asking. */
export type GuideAccess = NonNullable<Awaited<ReturnType<typeof findGuideOwnership>>> & {
  role: GuideRole | null;
};

/** What the user is to the guide; a draft they have no part in does not exist for them (docs/product.md §4). */
export async function guideAccess(db: Database, guideId: string, user: SessionUser): Promise<GuideAccess> {
  const guide = await findGuideOwnership(db, guideId, user.id);
  if (!guide) throw new NotFoundError(API_ERRORS.guideNotFound);
  const role: GuideRole | null =
    guide.createdBy === user.id ? "owner" : ((guide.memberRole as GuideRole | null) ?? null);
  if (guide.status === "draft" && !role) throw new NotFoundError(API_ERRORS.guideNotFound);
  return { ...guide, role };
}

/**
 * Who changes a guide (docs/product.md §6, docs/decisions/057): its owner, and its editors for its content;
 * viewers and everyone else are refused, and nobody changes a demo guide. Answers the guide's access row.
 */
export async function assertCanChangeGuide(
  db: Database,
  guideId: string,
  user: SessionUser,
  need: Exclude<Need, "see"> = "own",
): Promise<GuideAccess> {
  const guide = await guideAccess(db, guideId, user);
  if (guide.isDemo) throw new ForbiddenError(GUIDE_MESSAGES.demoGuideReadOnly, "DEMO_GUIDE");
  if (guide.role === "owner") return guide;
  if (need === "edit" && guide.role === "editor") return guide;
  if (guide.role === "viewer" && need === "edit")
    throw new ForbiddenError(GUIDE_MEMBER_MESSAGES.viewerCannotEdit, "NOT_EDITOR");
  if (guide.role) throw new ForbiddenError(GUIDE_MEMBER_MESSAGES.onlyOwner, "NOT_OWNER");
  throw new ForbiddenError(GUIDE_MESSAGES.notOwner, "NOT_OWNER");
}

/** Reactions and comments are the members' (and the owner's): anyone else is refused. */
export async function assertGuideMember(
  db: Database,
  guideId: string,
  user: SessionUser,
): Promise<GuideAccess> {
  const guide = await guideAccess(db, guideId, user);
  if (!guide.role) throw new ForbiddenError(GUIDE_MEMBER_MESSAGES.membersOnly, "NOT_MEMBER");
  return guide;
}

/**
 * What a user may hear of a guide's changes on its page's event stream (docs/decisions/057): all of them as its
 * owner or a member, what a reader sees of a published guide, nothing of a draft that is not theirs.
 */
export async function guideStreamAccess(
  db: Database,
  guideId: string,
  userId: string | undefined,
): Promise<"member" | "reader" | null> {
  const guide = await findGuideOwnership(db, guideId, userId ?? "");
  if (!guide) return null;
  if (userId && (guide.createdBy === userId || guide.memberRole)) return "member";
  return guide.status === "published" ? "reader" : null;
}
