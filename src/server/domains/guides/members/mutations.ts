import { and, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import { FOLLOW_MESSAGES } from "../../../../shared/follows";
import { GUIDE_MEMBER_MESSAGES, type GuideMemberRole } from "../../../../shared/guide-members";
import { GUIDE_MEMBERS } from "../../../../shared/limits";
import type { Database } from "../../../infrastructure/db/client";
import { guideInvites, guideMembers, guides, userBlocks } from "../../../infrastructure/db/schema";
import { ConflictError, ForbiddenError, NotFoundError } from "../../../infrastructure/errors";

type NewInvite = {
  guideId: string;
  role: GuideMemberRole;
  invitedBy: string;
  expiresAt: Date;
  singleUse: boolean;
} & ({ tokenHash: string; inviteeId?: undefined } | { inviteeId: string; tokenHash?: undefined });

/** A link still opens when it is neither revoked, expired nor used up. */
const liveInvite = () =>
  and(
    isNull(guideInvites.revokedAt),
    gt(guideInvites.expiresAt, sql`now()`),
    or(eq(guideInvites.singleUse, false), eq(guideInvites.uses, 0)),
  );

async function lockGuide(tx: Database, guideId: string): Promise<void> {
  await tx.select({ id: guides.id }).from(guides).where(eq(guides.id, guideId)).for("update");
}

/**
 * Stores an invitation; a link past the guide's live links at most is refused. The guide's row is locked first,
 * so two links made at once cannot both take the last place.
 */
export async function insertInvite(db: Database, invite: NewInvite): Promise<string> {
  return db.transaction(async (tx) => {
    await lockGuide(tx, invite.guideId);
    if (invite.tokenHash) {
      const [live] = await tx
        .select({ n: count() })
        .from(guideInvites)
        .where(
          and(
            eq(guideInvites.guideId, invite.guideId),
            sql`${guideInvites.tokenHash} is not null`,
            liveInvite(),
          ),
        );
      if ((live?.n ?? 0) >= GUIDE_MEMBERS.liveLinksMax)
        throw new ConflictError(
          "TOO_MANY_INVITES",
          GUIDE_MEMBER_MESSAGES.tooManyLinks(GUIDE_MEMBERS.liveLinksMax),
        );
    }
    // Inviting a named user again renews their invitation rather than adding a second one.
    const [row] = await tx
      .insert(guideInvites)
      .values(invite)
      .onConflictDoUpdate({
        target: [guideInvites.guideId, guideInvites.inviteeId],
        set: { role: invite.role, invitedBy: invite.invitedBy, expiresAt: invite.expiresAt, revokedAt: null },
      })
      .returning({ id: guideInvites.id });
    if (!row) throw new Error("Invite insert returned no row");
    return row.id;
  });
}

/** Revokes one of a guide's invitations; false when it has none of that id. */
export async function revokeInvite(db: Database, guideId: string, inviteId: string): Promise<boolean> {
  const revoked = await db
    .update(guideInvites)
    .set({ revokedAt: sql`coalesce(${guideInvites.revokedAt}, now())` })
    .where(and(eq(guideInvites.id, inviteId), eq(guideInvites.guideId, guideId)))
    .returning({ id: guideInvites.id });
  return revoked.length > 0;
}

/**
 * Joins `userId` to the guide an invitation is for, in one transaction: the invitation must still be live (a
 * single-use link is used up by the first), and the guide must have room. A member already joined keeps their
 * role. Answers the guide's id, and whether the user joined it now.
 */
export async function joinByInvite(
  db: Database,
  where: { tokenHash: string } | { inviteId: string; inviteeId: string },
  userId: string,
): Promise<{ guideId: string; joined: boolean }> {
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(guideInvites)
      .where(
        and(
          "tokenHash" in where
            ? eq(guideInvites.tokenHash, where.tokenHash)
            : and(eq(guideInvites.id, where.inviteId), eq(guideInvites.inviteeId, where.inviteeId)),
          liveInvite(),
        ),
      )
      .for("update");
    if (!invite) throw new NotFoundError(GUIDE_MEMBER_MESSAGES.inviteGone);
    await lockGuide(tx, invite.guideId);
    const [guide] = await tx
      .select({ createdBy: guides.createdBy })
      .from(guides)
      .where(eq(guides.id, invite.guideId));
    if (guide?.createdBy === userId) return { guideId: invite.guideId, joined: false };
    // Someone the owner blocked cannot join by a link they were given (docs/decisions/063).
    const [blocked] = await tx
      .select({ id: userBlocks.id })
      .from(userBlocks)
      .where(and(eq(userBlocks.blockerId, guide?.createdBy ?? ""), eq(userBlocks.blockedId, userId)));
    if (blocked) throw new ForbiddenError(FOLLOW_MESSAGES.cannotJoin, "BLOCKED");
    const [members] = await tx
      .select({ n: count() })
      .from(guideMembers)
      .where(eq(guideMembers.guideId, invite.guideId));
    const joined = await tx
      .insert(guideMembers)
      .values({ guideId: invite.guideId, userId, role: invite.role })
      .onConflictDoNothing()
      .returning({ userId: guideMembers.userId });
    if (joined.length > 0 && (members?.n ?? 0) >= GUIDE_MEMBERS.max)
      throw new ConflictError("TOO_MANY_MEMBERS", GUIDE_MEMBER_MESSAGES.tooManyMembers(GUIDE_MEMBERS.max));
    if (invite.inviteeId) await tx.delete(guideInvites).where(eq(guideInvites.id, invite.id));
    else if (joined.length > 0)
      await tx
        .update(guideInvites)
        .set({ uses: sql`${guideInvites.uses} + 1` })
        .where(eq(guideInvites.id, invite.id));
    return { guideId: invite.guideId, joined: joined.length > 0 };
  });
}

/** Declines an invitation to a named user; false when there is none. */
export async function deleteInvitation(db: Database, inviteId: string, inviteeId: string): Promise<boolean> {
  const gone = await db
    .delete(guideInvites)
    .where(and(eq(guideInvites.id, inviteId), eq(guideInvites.inviteeId, inviteeId)))
    .returning({ id: guideInvites.id });
  return gone.length > 0;
}

export async function deleteMember(db: Database, guideId: string, userId: string): Promise<boolean> {
  const gone = await db
    .delete(guideMembers)
    .where(and(eq(guideMembers.guideId, guideId), eq(guideMembers.userId, userId)))
    .returning({ userId: guideMembers.userId });
  return gone.length > 0;
}

export async function updateMemberRole(
  db: Database,
  guideId: string,
  userId: string,
  role: GuideMemberRole,
): Promise<boolean> {
  const changed = await db
    .update(guideMembers)
    .set({ role })
    .where(and(eq(guideMembers.guideId, guideId), eq(guideMembers.userId, userId)))
    .returning({ userId: guideMembers.userId });
  return changed.length > 0;
}

/**
 * Hands the guide to one of its editors in one transaction: they become its creator and leave the members, and
 * the former owner stays on as an editor. False when `editorId` is not an editor of the guide owned by `ownerId`.
 */
export async function handOwnership(
  db: Database,
  guideId: string,
  ownerId: string,
  editorId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockGuide(tx, guideId);
    const left = await tx
      .delete(guideMembers)
      .where(
        and(
          eq(guideMembers.guideId, guideId),
          eq(guideMembers.userId, editorId),
          eq(guideMembers.role, "editor"),
        ),
      )
      .returning({ userId: guideMembers.userId });
    if (left.length === 0) return false;
    const moved = await tx
      .update(guides)
      .set({ createdBy: editorId, updatedAt: sql`now()` })
      .where(and(eq(guides.id, guideId), eq(guides.createdBy, ownerId)))
      .returning({ id: guides.id });
    if (moved.length === 0) throw new ConflictError("NOT_OWNER", GUIDE_MEMBER_MESSAGES.onlyOwner);
    await tx.insert(guideMembers).values({ guideId, userId: ownerId, role: "editor" });
    return true;
  });
}
