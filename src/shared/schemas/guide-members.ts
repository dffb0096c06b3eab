import { z } from "zod";
import { GUIDE_MEMBER_ROLES } from "../guide-members";
import {
  GUIDE_COMMENT_MAX_LENGTH,
  GUIDE_MEMBERS,
  MAX_PAGE_SIZE,
  MIN_LENGTH,
  PLACES_PER_CATEGORY,
} from "../limits";
import { creatorSchema } from "./guides";

const roleSchema = z.enum(GUIDE_MEMBER_ROLES);

/** A new invite link: the role it gives, how many days it lives, and whether the first person to use it uses it up. */
export const inviteLinkInputSchema = z.object({
  role: roleSchema,
  expiresInDays: z.number().int().min(1).max(GUIDE_MEMBERS.linkDaysMax).default(GUIDE_MEMBERS.linkDays),
  singleUse: z.boolean().default(false),
});
export type InviteLinkInput = z.input<typeof inviteLinkInputSchema>;

/** An invitation to a member of the site by their username ('@' optional). */
export const userInviteInputSchema = z.object({
  username: z
    .string()
    .trim()
    .transform((name) => name.replace(/^@/, "").toLowerCase())
    .pipe(z.string().min(MIN_LENGTH.username).max(50)),
  role: roleSchema,
});

/** An invitation as the guide's owner sees it: never a link's token, which is shown once. */
export const guideInviteSchema = z.object({
  id: z.uuid(),
  role: roleSchema,
  /** Null for a link; the invited user for an invitation by username. */
  invitee: creatorSchema.nullable(),
  singleUse: z.boolean(),
  uses: z.number().int().min(0),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type GuideInvite = z.infer<typeof guideInviteSchema>;

export const guideInviteListSchema = z.object({
  items: z.array(guideInviteSchema).max(GUIDE_MEMBERS.liveLinksMax + GUIDE_MEMBERS.max),
});
export type GuideInviteList = z.infer<typeof guideInviteListSchema>;

/** The answer to making a link: the only time its token is shown. */
export const createdInviteLinkSchema = guideInviteSchema.extend({ token: z.string() });
export type CreatedInviteLink = z.infer<typeof createdInviteLinkSchema>;

const invitedGuideSchema = z.object({ id: z.uuid(), name: z.string(), location: z.string() });

/** What an invite link leads to, for the page that asks the person to join. */
export const invitePreviewSchema = z.object({
  guide: invitedGuideSchema,
  owner: creatorSchema,
  role: roleSchema,
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** An invitation to a named user, as they see it in their invitations. */
export const invitationSchema = z.object({
  id: z.uuid(),
  role: roleSchema,
  guide: invitedGuideSchema,
  invitedBy: creatorSchema,
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.object({ items: z.array(invitationSchema).max(MAX_PAGE_SIZE) });
export type InvitationList = z.infer<typeof invitationListSchema>;

export const joinedGuideSchema = z.object({ guideId: z.uuid() });

export const memberRoleInputSchema = z.object({ role: roleSchema });
export const newOwnerInputSchema = z.object({ userId: z.string().min(1).max(100) });

export const memberParamsSchema = z.object({ id: z.uuid(), userId: z.string().min(1).max(100) });
export const inviteParamsSchema = z.object({ id: z.uuid(), inviteId: z.uuid() });
export const inviteTokenParamsSchema = z.object({ token: z.string().min(10).max(100) });

/** A member's 👍 or 👎 on a place. */
export const reactionInputSchema = z.object({ kind: z.enum(["up", "down"]) });
export const commentInputSchema = z.object({
  body: z.string().trim().min(1).max(GUIDE_COMMENT_MAX_LENGTH),
});

const reactorSchema = creatorSchema.pick({ id: true, username: true, name: true });

/** The 👍 and 👎 on one place of a guide; who gave them only for members. */
export const placeReactionsSchema = z.object({
  placeId: z.uuid(),
  up: z.number().int().min(0),
  down: z.number().int().min(0),
  /** The reader's own reaction; null when none, or for a visitor. */
  mine: z.enum(["up", "down"]).nullable(),
  upBy: z.array(reactorSchema).max(GUIDE_MEMBERS.max + 1),
  downBy: z.array(reactorSchema).max(GUIDE_MEMBERS.max + 1),
  comments: z.number().int().min(0),
});
export type PlaceReactions = z.infer<typeof placeReactionsSchema>;

/** Every place's reactions and comment count; places nobody reacted to or commented on are left out. */
export const guideReactionsSchema = z.object({
  items: z.array(placeReactionsSchema).max(4 * PLACES_PER_CATEGORY.max),
});
export type GuideReactions = z.infer<typeof guideReactionsSchema>;

export const placeCommentSchema = z.object({
  id: z.uuid(),
  placeId: z.uuid(),
  author: creatorSchema,
  body: z.string(),
  createdAt: z.string(),
  edited: z.boolean(),
});
export type PlaceComment = z.infer<typeof placeCommentSchema>;

export const placeCommentPageSchema = z.object({
  items: z.array(placeCommentSchema).max(MAX_PAGE_SIZE),
  nextCursor: z.string().nullable(),
});
export type PlaceCommentPage = z.infer<typeof placeCommentPageSchema>;

export const guidePlaceParamsSchema = z.object({ id: z.uuid(), placeId: z.uuid() });
export const commentParamsSchema = z.object({ id: z.uuid(), commentId: z.uuid() });
export const reactionSettingsSchema = z.object({ showReactionCounts: z.boolean() });
