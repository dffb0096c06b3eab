/**
 * The Following feed (docs/decisions/064): the bounds and texts shared by the web app, the server and the tests.
 */
export const FEED_LIMITS = {
  /** Groups of activity on a page, unless the request asks for fewer (at most MAX_PAGE_SIZE). */
  pageSize: 20,
  /** Single activities (a guide published, a place added) read for one page, before grouping. */
  eventsPerPage: 200,
  /** Names of added places a group shows; the rest are counted. */
  placeNamesShown: 3,
  /** Creators and cities suggested to a member who follows nothing new yet. */
  suggestions: 6,
} as const;
