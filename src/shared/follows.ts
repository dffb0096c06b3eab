/**
 * Following people and cities, and blocking people (docs/decisions/063): the bounds and texts shared by the web
 * app, the server and the tests.
 */
export const FOLLOW_LIMITS = {
  /** People one member may follow at once: past it, following looks like a harvest, not a reader. */
  peopleMax: 2_000,
  /** Cities one member may follow: every city there is today, and room for many more. */
  citiesMax: 200,
  /** People one member may block. */
  blocksMax: 1_000,
  /** Follows (of people and cities) one member may start an hour, on every node together. */
  followsPerHour: 120,
  /** A page of followers, following or blocked people. */
  pageSize: 24,
} as const;

export const FOLLOW_MESSAGES = {
  follow: "Follow",
  following: "Following",
  unfollow: "Unfollow",
  followers: (count: number) => `${count} ${count === 1 ? "follower" : "followers"}`,
  followingCount: (count: number) => `${count} following`,
  followersTitle: "Followers",
  followingTitle: "Following",
  noFollowers: "No followers yet.",
  noFollowing: "Not following anyone yet.",
  removeFollower: "Remove",
  followerRemoved: (name: string) => `@${name} no longer follows you`,
  block: "Block",
  unblock: "Unblock",
  blockTitle: (name: string) => `Block @${name}?`,
  blockText:
    "They will stop following you and you them. They can't follow you, invite you, be invited to your guides or comment on them, and see your pages as a visitor does.",
  blocked: (name: string) => `@${name} is blocked`,
  unblocked: (name: string) => `@${name} is no longer blocked`,
  notSelf: "You can't follow or block yourself",
  blockedByThem: "You can't follow this person",
  blockedByYou: "Unblock this person first",
  tooManyPeople: `You can follow at most ${FOLLOW_LIMITS.peopleMax} people`,
  tooManyCities: `You can follow at most ${FOLLOW_LIMITS.citiesMax} cities`,
  tooManyBlocks: `You can block at most ${FOLLOW_LIMITS.blocksMax} people`,
  tooFast: "You are following too quickly. Please wait a while and try again.",
  cannotJoin: "You can't join this guide",
  cannotInvite: "You can't invite this person",
  failed: "That did not work. Please try again.",
} as const;
