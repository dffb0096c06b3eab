import { createHash, randomBytes } from "node:crypto";
import { FOLLOW_MESSAGES } from "../../../../shared/follows";
import { GUIDE_MEMBER_MESSAGES, type GuideMemberRole } from "../../../../shared/guide-members";
import { GUIDE_MEMBERS, PROFILE_GUIDES_PAGE_SIZE } from "../../../../shared/limits";
import type {
  CreatedInviteLink,
  GuideInviteList,
  GuidePage,
  InvitationList,
  InviteLinkInput,
  InvitePreview,
} from "../../../../shared/schemas";
import { inviteLinkInputSchema } from "../../../../shared/schemas";
import type { Database } from "../../../infrastructure/db/client";
import { decodeCursor, toPage } from "../../../infrastructure/db/keyset-pages";
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
} from "../../../infrastructure/errors";
import type { SessionUser } from "../../auth/session";
import { blockedEitherWay } from "../../follows/repository";
import { notifyGuideOwner, notifyMember } from "../../notifications/service";
import { assertCanChangeGuide, guideAccess } from "../permissions";
import { findGuideOwnership } from "../repository";
import {
  deleteInvitation,
  deleteMember,
  handOwnership,
  insertInvite,
  joinByInvite,
  revokeInvite,
  updateMemberRole,
} from "./mutations";
import {
  findInvitableUser,
  findInvitePreview,
  listGuideInvites,
  listInvitationsFor,
  listMemberGuideCards,
} from "./repository";

const DAY_MS = 24 * 60 * 60 * 1000;
const INVITE_PREFIX = "cgi_";
/** Only a link's SHA-256 is kept, as for API tokens: a leaked database opens no guide. */
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export async function guideInvites(
  db: Database,
  user: SessionUser,
  guideId: string,
): Promise<GuideInviteList> {
  await assertCanChangeGuide(db, guideId, user, "own");
  return { items: await listGuideInvites(db, guideId) };
}

/** A new invite link, shown this once: 256 random bits (docs/decisions/057). */
export async function createInviteLink(
  db: Database,
  user: SessionUser,
  guideId: string,
  input: InviteLinkInput,
): Promise<CreatedInviteLink> {
  await assertCanChangeGuide(db, guideId, user, "own");
  const { role, expiresInDays, singleUse } = inviteLinkInputSchema.parse(input);
  const token = `${INVITE_PREFIX}${randomBytes(32).toString("base64url")}`;
  const expiresAt = new Date(Date.now() + expiresInDays * DAY_MS);
  const id = await insertInvite(db, {
    guideId,
    role,
    invitedBy: user.id,
    tokenHash: hashOf(token),
    expiresAt,
    singleUse,
  });
  const created = (await listGuideInvites(db, guideId)).find((invite) => invite.id === id);
  if (!created) throw new Error("A new invite link was not found");
  return { ...created, token };
}

/** Invites a member of the site by username: they answer from their invitations. */
export async function inviteUser(
  db: Database,
  user: SessionUser,
  guideId: string,
  input: { username: string; role: GuideMemberRole },
): Promise<GuideInviteList> {
  const guide = await assertCanChangeGuide(db, guideId, user, "own");
  const invited = await findInvitableUser(db, input.username);
  if (!invited)
    throw new InvalidInputError(GUIDE_MEMBER_MESSAGES.userNotFound, {
      username: [GUIDE_MEMBER_MESSAGES.userNotFound],
    });
  const already =
    invited.id === guide.createdBy || (await findGuideOwnership(db, guideId, invited.id))?.memberRole;
  if (already) throw new ConflictError("ALREADY_MEMBER", GUIDE_MEMBER_MESSAGES.alreadyMember);
  if (await blockedEitherWay(db, guide.createdBy, invited.id))
    throw new ForbiddenError(FOLLOW_MESSAGES.cannotInvite, "BLOCKED");
  const inviteId = await insertInvite(db, {
    guideId,
    role: input.role,
    invitedBy: user.id,
    inviteeId: invited.id,
    expiresAt: new Date(Date.now() + GUIDE_MEMBERS.linkDays * DAY_MS),
    singleUse: true,
  });
  await notifyMember(db, invited.id, {
    kind: "invited",
    groupKey: `invited:${guideId}`,
    key: inviteId,
    actorId: user.id,
    guideId,
    payload: { role: input.role },
  });
  return { items: await listGuideInvites(db, guideId) };
}

export async function revokeGuideInvite(db: Database, user: SessionUser, guideId: string, inviteId: string) {
  await assertCanChangeGuide(db, guideId, user, "own");
  if (!(await revokeInvite(db, guideId, inviteId)))
    throw new NotFoundError(GUIDE_MEMBER_MESSAGES.inviteNotFound);
}

export async function previewInvite(db: Database, token: string): Promise<InvitePreview> {
  const preview = await findInvitePreview(db, hashOf(token));
  if (!preview) throw new NotFoundError(GUIDE_MEMBER_MESSAGES.inviteGone);
  return preview;
}

/** A member who joined: the owner hears of it, batched per guide and day. */
async function joined(db: Database, user: SessionUser, join: { guideId: string; joined: boolean }) {
  if (join.joined) await notifyGuideOwner(db, join.guideId, "memberJoined", user.id, [user.id]);
  return { guideId: join.guideId };
}

export async function acceptInviteLink(db: Database, user: SessionUser, token: string) {
  return joined(db, user, await joinByInvite(db, { tokenHash: hashOf(token) }, user.id));
}

export async function myInvitations(db: Database, user: SessionUser): Promise<InvitationList> {
  return { items: await listInvitationsFor(db, user.id) };
}

/** The guides the user makes with others (editor or viewer), a page at a time: what their device keeps too. */
export async function mySharedGuides(
  db: Database,
  user: SessionUser,
  request: { limit?: number; cursor?: string },
): Promise<GuidePage> {
  const limit = request.limit ?? PROFILE_GUIDES_PAGE_SIZE;
  return toPage(
    // The member looking at their own list sees every guide they are a member of, drafts too.
    await listMemberGuideCards(db, user.id, user.id, { limit, cursor: decodeCursor(request.cursor) }),
    limit,
  );
}

export async function answerInvitation(db: Database, user: SessionUser, inviteId: string, accept: boolean) {
  if (accept) return joined(db, user, await joinByInvite(db, { inviteId, inviteeId: user.id }, user.id));
  if (!(await deleteInvitation(db, inviteId, user.id)))
    throw new NotFoundError(GUIDE_MEMBER_MESSAGES.inviteGone);
  return null;
}

/** The owner removes a member, or a member leaves; the owner leaves only by handing the guide on. */
export async function removeMember(db: Database, user: SessionUser, guideId: string, memberId: string) {
  if (memberId === user.id) {
    const guide = await guideAccess(db, guideId, user);
    if (guide.role === "owner")
      throw new ConflictError("OWNER_CANNOT_LEAVE", GUIDE_MEMBER_MESSAGES.ownerCannotLeave);
  } else await assertCanChangeGuide(db, guideId, user, "own");
  if (!(await deleteMember(db, guideId, memberId)))
    throw new NotFoundError(GUIDE_MEMBER_MESSAGES.memberNotFound);
}

export async function changeMemberRole(
  db: Database,
  user: SessionUser,
  guideId: string,
  memberId: string,
  role: GuideMemberRole,
) {
  await assertCanChangeGuide(db, guideId, user, "own");
  if (!(await updateMemberRole(db, guideId, memberId, role)))
    throw new NotFoundError(GUIDE_MEMBER_MESSAGES.memberNotFound);
}

export async function handGuideTo(db: Database, user: SessionUser, guideId: string, editorId: string) {
  await assertCanChangeGuide(db, guideId, user, "own");
  if (!(await handOwnership(db, guideId, user.id, editorId)))
    throw new ForbiddenError(GUIDE_MEMBER_MESSAGES.newOwnerMustBeEditor, "NOT_EDITOR");
}
