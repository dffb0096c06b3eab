import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { deleteMember, insertInvite } from "../domains/guides/members/mutations";
import { unpublishGuideRow } from "../domains/guides/mutations";
import {
  insertComment,
  updateShowReactionCounts,
  upsertReaction,
} from "../domains/guides/reactions/mutations";
import { saveGuide } from "../domains/saves/mutations";
import {
  guideInvites,
  guideMembers,
  guidePlaces,
  placeComments,
  placeReactions,
  savedGuides,
} from "../infrastructure/db/schema";
import { signUp, type TestAccount } from "./accounts";
import type { TestApp } from "./app";
import { adminAndUser } from "./catalogue";
import { cityByValue, createGuide, createUser, pickPlaces } from "./fixtures";
import { type GuideState, SIGNED_IN_ROLES, type SignedInRole } from "./guide-roles-callers";
import { guideRecord } from "./guides";

export type RoleAccounts = Record<SignedInRole, TestAccount>;

export async function signUpRoleAccounts(t: TestApp): Promise<RoleAccounts> {
  const { admin, user: owner } = await adminAndUser(t);
  const accounts: Partial<RoleAccounts> = { admin, owner };
  for (const role of SIGNED_IN_ROLES)
    accounts[role] ??= await signUp(t.app, { username: `${role}_of_guides` });
  return accounts as RoleAccounts;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** What a case's `given` adds to its world. */
export type WorldGiven = "savedByAll" | "countsShown";

/**
 * One call's guide and everything around it, made afresh for each call so that no call sees another's: the
 * owner's guide in Paris with an editor and a viewer; 👍 on its first place from the owner, the editor, the
 * viewer and the member removed since; a comment of the viewer's and one of the removed member's; a live
 * invite link; an invitation by username to `invited`, not yet answered.
 */
export async function makeWorld(
  t: TestApp,
  accounts: RoleAccounts,
  { state, n, given = [] }: { state: GuideState; n: number; given?: WorldGiven[] },
) {
  const { db } = t;
  const paris = await cityByValue(db, "paris");
  // A word of its own, so that a search finds this guide first among the hundreds the matrix makes.
  const guideWord = [...hashOf(`guide ${n}`).slice(0, 10)]
    .map((digit) => "abcdefghijklmnop"[parseInt(digit, 16)])
    .join("");
  const guideName = `Guide ${guideWord}`;
  const guide = await createGuide(db, {
    createdBy: accounts.owner.id,
    city: paris,
    name: guideName,
    status: state === "draft" ? "draft" : "published",
  });
  const [first] = await db
    .select({ placeId: guidePlaces.placeId })
    .from(guidePlaces)
    .where(eq(guidePlaces.guideId, guide))
    .orderBy(asc(guidePlaces.categoryKey), asc(guidePlaces.position))
    .limit(1);
  const place = first?.placeId ?? "";
  // The guide has the first three of each category: the fourth café is in the city but not in the guide.
  const otherPlace = (await pickPlaces(db, paris.id, 4)).cafesBrunch[3] ?? "";
  const { editor, viewer, removed, invited, owner } = accounts;
  await db.insert(guideMembers).values([
    { guideId: guide, userId: editor.id, role: "editor" },
    { guideId: guide, userId: viewer.id, role: "viewer" },
    { guideId: guide, userId: removed.id, role: "editor" },
  ]);
  for (const account of [owner, editor, viewer, removed])
    await upsertReaction(db, { guideId: guide, placeId: place, userId: account.id, kind: "up" });
  const comment = (account: TestAccount, body: string) =>
    insertComment(db, { guideId: guide, placeId: place, userId: account.id, body });
  const viewerComment = await comment(viewer, `The viewer's word ${n}`);
  const removedComment = await comment(removed, `The removed member's word ${n}`);
  await deleteMember(db, guide, removed.id);
  const inviteToken = `cgi_roles-invite-${n}-${"x".repeat(24)}`;
  const expiresAt = new Date(Date.now() + WEEK_MS);
  const invite = await insertInvite(db, {
    guideId: guide,
    role: "editor",
    invitedBy: owner.id,
    tokenHash: hashOf(inviteToken),
    expiresAt,
    singleUse: false,
  });
  const invitation = await insertInvite(db, {
    guideId: guide,
    role: "editor",
    invitedBy: owner.id,
    inviteeId: invited.id,
    expiresAt,
    singleUse: false,
  });
  if (state === "moderated") await unpublishGuideRow(db, guide, accounts.admin.id, "Copied from a book");
  if (given.includes("countsShown")) await updateShowReactionCounts(db, guide, true);
  if (given.includes("savedByAll"))
    for (const role of SIGNED_IN_ROLES) await saveGuide(db, accounts[role].id, guide);
  return {
    guide,
    status: state === "published" ? "published" : "draft",
    guideName,
    guideWord,
    citySlug: paris.slug,
    cityId: paris.id,
    place,
    otherPlace,
    invite,
    inviteToken,
    invitation,
    viewerComment,
    viewerCommentText: `The viewer's word ${n}`,
    viewerUsername: viewer.username,
    editorUsername: editor.username,
    ownerUsername: owner.username,
    removedComment,
    editorId: editor.id,
    viewerId: viewer.id,
    /** A member of the site who is no one to the guide, for invitations by username. */
    strangerUsername: async () => {
      const username = `stranger_of_roles_${n}`;
      await createUser(db, { username });
      return username;
    },
  };
}

export type World = Awaited<ReturnType<typeof makeWorld>>;
/** What a case's URL, body or `private` may name: the world's texts and `callerId`, the caller's own id. */
export type WorldKey =
  | { [Key in keyof World]: World[Key] extends string ? Key : never }[keyof World]
  | "callerId";

/** A URL with its `{name}` placeholders filled; a visitor's `callerId` is nobody's. */
export function fillIn(text: string, world: World, caller: TestAccount | undefined): string {
  return text.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = worldText(world, name as WorldKey, caller);
    return encodeURI(value);
  });
}

export function worldText(world: World, key: WorldKey, caller: TestAccount | undefined): string {
  if (key === "callerId") return caller?.id ?? "nobody-at-all";
  const value = world[key];
  if (typeof value !== "string") throw new Error(`No world text '${key}'`);
  return value;
}

/** Valid bodies for the guide writes: only the caller decides the answer. */
export const ROLE_BODIES = {
  guideEdit: async (world: World, t: TestApp) => ({
    name: `Edited ${world.guideName}`,
    cityId: world.cityId,
    places: await pickPlaces(t.db, world.cityId, 4),
    // A whole guide says its status: a draft stays one (publishing is the owner's).
    status: world.status,
  }),
  guideRename: async (world: World) => ({ name: `Renamed ${world.guideName}`, cityId: world.cityId }),
  guideOperations: async (world: World) => ({
    operations: [{ type: "setIntroduction", introduction: `Words for ${world.guideName}`, base: "" }],
  }),
  unpublishing: async () => ({ reason: "Copied from another site" }),
  newInviteLink: async () => ({ role: "viewer" }),
  userInvite: async (world: World) => ({ username: await world.strangerUsername(), role: "viewer" }),
  toEditor: async () => ({ role: "editor" }),
  thumbDown: async () => ({ kind: "down" }),
  comment: async () => ({ body: "A word from the matrix" }),
  countsShown: async () => ({ showReactionCounts: true }),
  toTheEditor: async (world: World) => ({ userId: world.editorId }),
} satisfies Record<string, (world: World, t: TestApp) => Promise<object>>;

export type RoleBodyName = keyof typeof ROLE_BODIES;

/** Everything of the guide a write may change: its record, people, voices and who saved it. */
export async function guideWorldOf(t: TestApp, guide: string) {
  const { db } = t;
  return {
    guide: await guideRecord(t, guide),
    members: await db
      .select()
      .from(guideMembers)
      .where(eq(guideMembers.guideId, guide))
      .orderBy(asc(guideMembers.userId)),
    invites: await db
      .select()
      .from(guideInvites)
      .where(eq(guideInvites.guideId, guide))
      .orderBy(asc(guideInvites.id)),
    reactions: await db
      .select()
      .from(placeReactions)
      .where(eq(placeReactions.guideId, guide))
      .orderBy(asc(placeReactions.userId)),
    comments: await db
      .select()
      .from(placeComments)
      .where(eq(placeComments.guideId, guide))
      .orderBy(asc(placeComments.id)),
    saves: await db
      .select()
      .from(savedGuides)
      .where(eq(savedGuides.guideId, guide))
      .orderBy(asc(savedGuides.userId)),
  };
}
