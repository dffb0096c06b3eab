/**
 * Notifications (docs/decisions/065): what a member is told of, the bounds, and the texts shared by the web app,
 * the server and the tests.
 */
export const NOTIFICATION_KINDS = [
  "followed",
  "guideSaved",
  "memberJoined",
  "placesAdded",
  "reacted",
  "invited",
  "suggestionApproved",
  "suggestionMerged",
  "suggestionRejected",
  "guideUnpublished",
  "guidePublished",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LIMITS = {
  /** A page of notifications, unless the request asks for fewer (at most MAX_PAGE_SIZE). */
  pageSize: 20,
  /** Notifications kept per member: recording one past this drops their oldest. */
  keptPerUser: 500,
  /** Distinct actors a batch names (the newest); the count goes on past them. */
  actorsKept: 10,
  /** Distinct events (a saver, a place added) a batch remembers to count each once, the newest. */
  keysKept: 200,
  /** Followers told of one publication per statement, so that a creator's many followers make many small writes. */
  fanOutBatch: 1_000,
} as const;

/** What a notification's sentence and link need beyond its guide and actors. */
export type NotificationPayload = {
  reason?: string;
  placeName?: string;
  placeId?: string;
  role?: string;
};

export const NOTIFICATION_MESSAGES = {
  title: "Notifications",
  bell: (unread: number) => (unread === 0 ? "Notifications" : `Notifications, ${unread} unread`),
  markAllRead: "Mark all as read",
  loadMore: "Load more",
  empty: "You're all caught up.",
  emptyHint: "When someone follows you, saves your guides or joins them, you'll hear it here.",
  loading: "Loading your notifications",
  failed: "Your notifications could not be loaded.",
  retry: "Try again",
  unread: "Unread",
  markFailed: "Could not mark as read. Please try again.",
  notFound: "Notification not found",
  /** Who did it: "Maya", "Maya and Jordi", "Maya and 3 others". */
  people: (names: string[], count: number) => {
    const [first = "Someone", second] = names;
    if (count <= 1) return first;
    if (count === 2 && second) return `${first} and ${second}`;
    return `${first} and ${count - 1} others`;
  },
  followed: (who: string) => `${who} started following you`,
  guideSaved: (who: string, count: number, guide: string, today: boolean) =>
    `${count > 1 ? `${count} people` : who} saved ${guide}${today ? " today" : ""}`,
  memberJoined: (who: string, guide: string) => `${who} joined ${guide}`,
  placesAdded: (who: string, count: number, guide: string) =>
    `${who} added ${count === 1 ? "a place" : `${count} places`} to ${guide}`,
  reacted: (who: string, count: number, guide: string) =>
    `${who} reacted to ${count === 1 ? "a place" : `${count} places`} in ${guide}`,
  invited: (who: string, guide: string, role: string | undefined) =>
    `${who} invited you to ${role === "editor" ? "edit" : "view"} ${guide}`,
  suggestionApproved: (place: string) => `Your suggested place ${place} was approved`,
  suggestionMerged: (place: string) => `Your suggested place ${place} was merged into a place already listed`,
  suggestionRejected: (place: string, reason: string | undefined) =>
    `Your suggested place ${place} was not accepted${reason ? `: ${reason}` : ""}`,
  guideUnpublished: (guide: string, reason: string | undefined) =>
    `A moderator unpublished ${guide}${reason ? `: ${reason}` : ""}`,
  guidePublished: (who: string, guide: string) => `${who} published ${guide}`,
  aGuide: "a guide",
} as const;
