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

/** Home's two views: kept apart from FEED_MESSAGES so that Home's first load carries only these words. */
export const FEED_VIEWS = {
  label: "Which guides Home shows",
  everyone: "Everyone",
  following: "Following",
} as const;

export const FEED_MESSAGES = {
  /** Between the person's name and the guide's: "Maya published New York". */
  published: "published",
  /** "Maya added 3 places to New York". */
  addedPlaces: (count: number) => `added ${count === 1 ? "a place" : `${count} places`} to`,
  andMore: (count: number) => `and ${count} more`,
  empty: "Nothing new from the people and cities you follow yet.",
  suggestionsTitle: "Follow creators and cities to see their new guides here",
  suggestedCreators: "Popular creators",
  suggestedCities: "Cities with the most guides",
  guideCount: (count: number) => `${count} ${count === 1 ? "guide" : "guides"}`,
  saveCount: (count: number) => `${count} ${count === 1 ? "save" : "saves"}`,
  loading: "Loading the Following feed",
  loadingMore: "Loading more of the Following feed",
  failed: "The Following feed could not be loaded.",
} as const;
