import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import {
  guideInvites,
  guideMembers,
  guidePlaces,
  placeComments,
  placeReactions,
} from "../infrastructure/db/schema";
import type { TestAccount } from "./accounts";
import type { TestApp } from "./app";
import { cityByValue, createGuide, createUser } from "./fixtures";

/** What of an access-matrix scene the members' resources need (access-scene.ts's AccessScene). */
type Scene = { t: TestApp; owner: TestAccount; n: number; resource(name: string): Promise<string> };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const tokenOf = (n: number) => `cgi_matrix-invite-${n}-${"x".repeat(20)}`;

async function firstPlace(scene: Scene): Promise<string> {
  const guideId = await scene.resource("ownGuide");
  const [row] = await scene.t.db
    .select({ placeId: guidePlaces.placeId })
    .from(guidePlaces)
    .where(eq(guidePlaces.guideId, guideId))
    .orderBy(asc(guidePlaces.categoryKey), asc(guidePlaces.position))
    .limit(1);
  return row?.placeId ?? "";
}

async function inviteLink(scene: Scene): Promise<{ id: string; token: string }> {
  const token = tokenOf(scene.n);
  const [row] = await scene.t.db
    .insert(guideInvites)
    .values({
      guideId: await scene.resource("ownGuide"),
      role: "viewer",
      invitedBy: scene.owner.id,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(Date.now() + WEEK_MS),
    })
    .returning({ id: guideInvites.id });
  return { id: row?.id ?? "", token };
}

/** A guide's members, invitations, reactions and comments (docs/decisions/057), for the access matrix. */
export const MEMBER_RESOURCES = {
  ownGuidePlace: firstPlace,
  ownGuideInvite: async (scene: Scene) => (await inviteLink(scene)).id,
  ownGuideInviteToken: async (scene: Scene) => (await inviteLink(scene)).token,
  /** An editor of the owner's guide, who may be given the guide. */
  ownGuideMember: async (scene: Scene) => {
    const userId = await createUser(scene.t.db);
    await scene.t.db
      .insert(guideMembers)
      .values({ guideId: await scene.resource("ownGuide"), userId, role: "editor" });
    return userId;
  },
  /** The place of the owner's guide the owner reacted to. */
  ownGuideReaction: async (scene: Scene) => {
    const placeId = await firstPlace(scene);
    const guideId = await scene.resource("ownGuide");
    await scene.t.db.insert(placeReactions).values({ guideId, placeId, userId: scene.owner.id, kind: "up" });
    return placeId;
  },
  ownGuideComment: async (scene: Scene) => {
    const [row] = await scene.t.db
      .insert(placeComments)
      .values({
        guideId: await scene.resource("ownGuide"),
        placeId: await firstPlace(scene),
        userId: scene.owner.id,
        body: `Matrix comment ${scene.n}`,
      })
      .returning({ id: placeComments.id });
    return row?.id ?? "";
  },
  /** Someone else's guide's invitation to the owner, by username. */
  ownerInvitation: async (scene: Scene) => {
    const inviter = await createUser(scene.t.db);
    const guideId = await createGuide(scene.t.db, {
      createdBy: inviter,
      city: await cityByValue(scene.t.db, "paris"),
    });
    const [row] = await scene.t.db
      .insert(guideInvites)
      .values({
        guideId,
        role: "viewer",
        invitedBy: inviter,
        inviteeId: scene.owner.id,
        expiresAt: new Date(Date.now() + WEEK_MS),
      })
      .returning({ id: guideInvites.id });
    return row?.id ?? "";
  },
  /** Someone else's draft the owner is an editor of: in the owner's "With others" for the owner alone. */
  ownerMemberDraft: async (scene: Scene) => {
    const guideId = await createGuide(scene.t.db, {
      createdBy: await createUser(scene.t.db),
      city: await cityByValue(scene.t.db, "paris"),
      status: "draft",
    });
    await scene.t.db.insert(guideMembers).values({ guideId, userId: scene.owner.id, role: "editor" });
    return guideId;
  },
  /** Someone else's draft the owner is a viewer of. */
  ownerSharedGuide: async (scene: Scene) => {
    const creator = await createUser(scene.t.db);
    const guideId = await createGuide(scene.t.db, {
      createdBy: creator,
      city: await cityByValue(scene.t.db, "paris"),
      status: "draft",
    });
    await scene.t.db.insert(guideMembers).values({ guideId, userId: scene.owner.id, role: "viewer" });
    return guideId;
  },
  /** A member of the site who is no one to the owner's guide, by username. */
  strangerUsername: async (scene: Scene) => {
    const username = `stranger_${scene.n}`;
    await createUser(scene.t.db, { username });
    return username;
  },
};

/** What the members' writes may change: the owner's guide's people and voices, and the owner's memberships. */
export const MEMBER_PROBES = {
  ownGuidePeople: async (scene: Scene) => {
    const guideId = await scene.resource("ownGuide");
    const { db } = scene.t;
    return {
      members: await db
        .select()
        .from(guideMembers)
        .where(eq(guideMembers.guideId, guideId))
        .orderBy(asc(guideMembers.userId)),
      invites: await db
        .select()
        .from(guideInvites)
        .where(eq(guideInvites.guideId, guideId))
        .orderBy(asc(guideInvites.id)),
      reactions: await db
        .select()
        .from(placeReactions)
        .where(eq(placeReactions.guideId, guideId))
        .orderBy(asc(placeReactions.userId)),
      comments: await db
        .select()
        .from(placeComments)
        .where(eq(placeComments.guideId, guideId))
        .orderBy(asc(placeComments.id)),
    };
  },
  ownerMemberships: async (scene: Scene) => ({
    members: await scene.t.db
      .select()
      .from(guideMembers)
      .where(eq(guideMembers.userId, scene.owner.id))
      .orderBy(asc(guideMembers.guideId)),
    invitations: await scene.t.db
      .select()
      .from(guideInvites)
      .where(eq(guideInvites.inviteeId, scene.owner.id))
      .orderBy(asc(guideInvites.id)),
  }),
};

/** Valid bodies of the members' writes: only the caller decides the answer. */
export const MEMBER_BODIES = {
  newInviteLink: { role: "viewer" },
  reaction: { kind: "up" },
  comment: { body: "Matrix comment" },
  memberRole: { role: "viewer" },
  reactionSettings: { showReactionCounts: true },
};
