/**
 * What a member is told of a guide they keep or edit offline (docs/decisions/059). Apart from messages.ts: only the
 * pages that show a guide to its members need them, never Home's first script.
 */
export const OFFLINE_EDIT_MESSAGES = {
  sharedWithYou: "Shared with you",
  editWaiting: "Your changes to this guide were made offline and are waiting to be sent.",
  editConflict: (name: string) =>
    `Your offline changes to “${name}” were not sent: another member changed the same text meanwhile`,
  editConflictNotice:
    "Your changes made offline were not sent: another member changed the same text meanwhile. Nothing you wrote is lost.",
  review: "Review my changes",
  discard: "Discard my changes",
  discarded: "Your offline changes were discarded",
} as const;
