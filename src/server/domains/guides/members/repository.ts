import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { GuideMemberRole } from "../../../../shared/guide-members";
import { GUIDE_MEMBERS, MAX_PAGE_SIZE } from "../../../../shared/limits";
import type { GuideCard, GuideInvite, Invitation, InvitePreview } from "../../../../shared/schemas";
import type { Database } from "../../../infrastructure/db/client";
import { selectGuideCardsWith, toGuideCard } from "../../../infrastructure/db/guide-cards";
import { isoTimestamp } from "../../../infrastructure/db/iso-timestamp";
import type { Cursor } from "../../../infrastructure/db/keyset-pages";
import { cities, guideInvites, guideMembers, guides, users } from "../../../infrastructure/db/schema";

const invitee = alias(users, "invitee");
const inviter = alias(users, "inviter");
type People = typeof users | typeof invitee | typeof inviter;
const person = (user: People) => ({
  id: user.id,
  username: user.username,
  name: user.firstName,
  avatar: user.image,
});
type PersonRow = { id: string; username: string | null; name: string | null; avatar: string | null };
const toCreator = (row: PersonRow) => ({
  id: row.id,
  username: `@${row.username ?? "unknown"}`,
  name: row.name || "Unknown",
  avatar: row.avatar,
});

/** A member of the site by username, unless banned: whom an owner may invite by name. */
export async function findInvitableUser(db: Database, username: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username.toLowerCase()), or(isNull(users.banned), eq(users.banned, false))))
    .limit(1);
  return row;
}

/** Not revoked, not expired and, for a single-use link, not used yet. */
const live = () =>
  and(
    isNull(guideInvites.revokedAt),
    gt(guideInvites.expiresAt, sql`now()`),
    or(eq(guideInvites.singleUse, false), eq(guideInvites.uses, 0)),
  );

/** A guide's live invitations, newest first: its links and the named users who have not answered yet. */
export async function listGuideInvites(db: Database, guideId: string): Promise<GuideInvite[]> {
  const rows = await db
    .select({
      id: guideInvites.id,
      role: guideInvites.role,
      singleUse: guideInvites.singleUse,
      uses: guideInvites.uses,
      expiresAt: isoTimestamp(guideInvites.expiresAt),
      createdAt: isoTimestamp(guideInvites.createdAt),
      invitee: person(invitee),
    })
    .from(guideInvites)
    .leftJoin(invitee, eq(invitee.id, guideInvites.inviteeId))
    .where(and(eq(guideInvites.guideId, guideId), live()))
    .orderBy(desc(guideInvites.createdAt), desc(guideInvites.id))
    .limit(GUIDE_MEMBERS.liveLinksMax + GUIDE_MEMBERS.max);
  return rows.map(({ invitee: named, role, ...row }) => ({
    ...row,
    role: role as GuideMemberRole,
    invitee: named?.id ? toCreator(named as PersonRow) : null,
  }));
}

/** What a live link leads to; undefined for a link that is unknown, revoked, expired or used up. */
export async function findInvitePreview(db: Database, tokenHash: string): Promise<InvitePreview | undefined> {
  const [row] = await db
    .select({
      guideId: guides.id,
      guideName: guides.name,
      location: cities.name,
      role: guideInvites.role,
      owner: person(users),
    })
    .from(guideInvites)
    .innerJoin(guides, eq(guides.id, guideInvites.guideId))
    .innerJoin(cities, eq(cities.id, guides.cityId))
    .innerJoin(users, eq(users.id, guides.createdBy))
    .where(and(eq(guideInvites.tokenHash, tokenHash), live()))
    .limit(1);
  if (!row) return undefined;
  return {
    guide: { id: row.guideId, name: row.guideName, location: row.location },
    owner: toCreator(row.owner),
    role: row.role as GuideMemberRole,
  };
}

/** A user's invitations not yet answered, newest first. */
export async function listInvitationsFor(db: Database, userId: string): Promise<Invitation[]> {
  const rows = await db
    .select({
      id: guideInvites.id,
      role: guideInvites.role,
      expiresAt: isoTimestamp(guideInvites.expiresAt),
      guideId: guides.id,
      guideName: guides.name,
      location: cities.name,
      invitedBy: person(inviter),
    })
    .from(guideInvites)
    .innerJoin(guides, eq(guides.id, guideInvites.guideId))
    .innerJoin(cities, eq(cities.id, guides.cityId))
    .innerJoin(inviter, eq(inviter.id, guideInvites.invitedBy))
    .where(and(eq(guideInvites.inviteeId, userId), live()))
    .orderBy(desc(guideInvites.createdAt), desc(guideInvites.id))
    .limit(MAX_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    role: row.role as GuideMemberRole,
    expiresAt: row.expiresAt,
    guide: { id: row.guideId, name: row.guideName, location: row.location },
    invitedBy: toCreator(row.invitedBy),
  }));
}

/**
 * The guides a user is an editor or viewer of, drafts too, newest first from `cursor`: `limit` of them and one
 * more when more follow (keyset-pages' toPage). Their own guides are not among them: an owner is no member row.
 */
export async function listSharedGuideCards(
  db: Database,
  userId: string,
  { cursor, limit }: { cursor?: Cursor; limit: number },
): Promise<GuideCard[]> {
  const rows = await selectGuideCardsWith(db, userId, {})
    .innerJoin(guideMembers, and(eq(guideMembers.guideId, guides.id), eq(guideMembers.userId, userId)))
    .where(
      cursor
        ? sql`(${guides.createdAt}, ${guides.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(guides.createdAt), desc(guides.id))
    .limit(limit + 1);
  return rows.map(toGuideCard);
}
