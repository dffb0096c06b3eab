/**
 * The router state a guide page is opened with right after its guide was published (from the form or the
 * Drafts list): the page then offers to share it (issue 46 item 4). Router state, not the address: a reload or a
 * shared link does not show the prompt again.
 */
export const JUST_PUBLISHED = { justPublished: true } as const;

export const wasJustPublished = (state: unknown): boolean =>
  typeof state === "object" &&
  state !== null &&
  (state as { justPublished?: unknown }).justPublished === true;
