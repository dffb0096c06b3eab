/** A guide's members besides its owner (docs/decisions/057): editors change its content, viewers see and react. */
export const GUIDE_MEMBER_ROLES = ["editor", "viewer"] as const;
export type GuideMemberRole = (typeof GUIDE_MEMBER_ROLES)[number];
/** What someone is to a guide: its owner (creator), one of its members, or nothing. */
export type GuideRole = "owner" | GuideMemberRole;

/** What a signed-in reader is to a guide, from what the guide detail carries; null for everyone else. */
export function roleIn(
  guide: { creator: { id: string }; members: { id: string; role: GuideMemberRole }[] },
  userId: string | null | undefined,
): GuideRole | null {
  if (!userId) return null;
  if (guide.creator.id === userId) return "owner";
  return guide.members.find((member) => member.id === userId)?.role ?? null;
}

export const GUIDE_MEMBER_MESSAGES = {
  onlyOwner: "Only the guide's owner can do that",
  viewerCannotEdit: "Viewers can't change this guide",
  ownerPublishes: "Only the guide's owner can publish or unpublish it",
  ownerMovesCity: "Only the guide's owner can move it to another city",
  membersOnly: "Only the guide's members can do that",
  tooManyMembers: (max: number) => `A guide has at most ${max} members`,
  tooManyLinks: (max: number) => `A guide has at most ${max} live invite links: revoke one first`,
  inviteGone: "This invite has expired or was revoked",
  inviteNotFound: "Invite not found",
  userNotFound: "No member has that username",
  alreadyMember: "Already a member of this guide",
  alreadyInvited: "Already invited to this guide",
  ownerCannotLeave: "Hand the guide to an editor before you leave it",
  newOwnerMustBeEditor: "Only an editor can become the owner",
  memberNotFound: "Not a member of this guide",
  joined: "You joined the guide",
  commentNotFound: "Comment not found",
  onlyAuthorEdits: "Only its author can change a comment",
  editConflict:
    "Someone else changed this meanwhile: their text is shown, yours is kept to merge or send again",
  conflictTheirs: "Their text",
  conflictPlaceGone: "This place was removed from the guide meanwhile",
} as const;

/**
 * The members' 👍 and 👎 put to use (docs/product.md §4 Guides made together): counts shown to everyone, a
 * category sorted by them, and the places voted down removed in one step.
 */
export const GUIDE_VOTE_MESSAGES = {
  reactionsHeading: "Reactions",
  showCounts: "Show reaction counts to everyone",
  showCountsHint:
    "Once the guide is published, anyone who opens it sees how many thumbs up and down each place has; who reacted and the comments stay the members'.",
  countsShown: "Reaction counts are shown to everyone",
  countsHidden: "Reaction counts are shown to members only",
  countsFailed: "Could not change who sees the reaction counts",
  mostLiked: "Most liked",
  sortByLikes: (category: string) => `Sort ${category} by most liked`,
  removeVotedDown: "Remove voted-down places",
  votedDownNote: (count: number) =>
    count === 1
      ? "1 place has more thumbs down than thumbs up."
      : `${count} places have more thumbs down than thumbs up.`,
  removeTitle: (count: number) =>
    count === 1 ? "Remove 1 voted-down place?" : `Remove ${count} voted-down places?`,
  removeText: "These places leave the guide:",
  removeConfirm: "Remove",
  removed: (count: number) => (count === 1 ? "Removed 1 place" : `Removed ${count} places`),
  removeFailed: "Could not remove the places",
} as const;

/** A profile's "With others": the guides the person is an editor or viewer of (docs/decisions/057). */
export const PROFILE_WITH_OTHERS_MESSAGES = {
  heading: "With others",
  text: (own: boolean, name: string) =>
    own ? "Guides you make with others." : `Guides ${name} makes with others.`,
  listName: "guides with others",
  draftMark: "Draft",
} as const;

/** What a member's open guide page says of the others (docs/decisions/057). */
export const GUIDE_LIVE_MESSAGES = {
  viewingNow: (names: string[]) => `Viewing now: ${names.join(", ")}`,
  accessLost: "You are no longer a member of this guide",
  accessLostText: "Its owner removed you, or it is no longer shared with you.",
} as const;
