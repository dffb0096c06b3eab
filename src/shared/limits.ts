export const PLACES_PER_CATEGORY = { min: 3, max: 12 } as const;
export const MAX_PLACE_IMAGES = 3;
/** The creator's words (docs/product.md §3 Guide): an introduction and a note per place, in characters. */
export const GUIDE_INTRODUCTION_MAX_LENGTH = 1000;
export const GUIDE_PLACE_NOTE_MAX_LENGTH = 500;
/** Drafts one member may hold at once: a draft is cheap to start (an assistant starts one in a call). */
export const DRAFTS_PER_USER_MAX = 100;
/**
 * A place's practical details (docs/product.md §3 Place), in characters: opening hours as OpenStreetMap caps a tag
 * value, a website as a long but real address, a phone number as the longest international ones with spacing.
 */
export const PLACE_DETAILS_MAX_LENGTH = { website: 500, phone: 30, openingHours: 255 } as const;
/** 1 inexpensive to 4 very expensive. */
export const PRICE_LEVEL = { min: 1, max: 4 } as const;
/** Places shown per category on guide detail before 'See all'. */
export const PREVIEW_PLACES_PER_CATEGORY = 3;

/**
 * Making a guide together (docs/decisions/057): members at most, live invite links at most, how long a link
 * lives unless its owner chooses, the longest it may live, and a comment's length.
 */
export const GUIDE_MEMBERS = {
  max: 50,
  liveLinksMax: 10,
  linkDays: 7,
  linkDaysMax: 30,
  commentsPageSize: 20,
} as const;
export const GUIDE_COMMENT_MAX_LENGTH = 500;
/** Operations in one change of a guide: enough to turn any guide into any other (4 × 12 places removed, added, moved, noted). */
export const GUIDE_OPERATIONS_MAX = 200;

/** An admin's reason for unpublishing a guide (the database keeps the same maximum: drizzle/0013). */
export const GUIDE_MODERATION = { reasonMin: 3, reasonMax: 500 } as const;

/** A city's other names for search ("NYC"): how many, and how long each. */
export const CITY_ALIASES = { max: 8, minLength: 2, maxLength: 30 } as const;

export const MIN_LENGTH = {
  guideName: 3,
  location: 2,
  username: 3,
  placeName: 2,
  tag: 2,
  address: 5,
  cityName: 2,
  cityValue: 2,
  color: 4,
} as const;

/** The largest files accepted, in bytes; an avatar must be less than 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024 - 1;
export const GUIDE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

/**
 * The catalogue's cities: curated by the admin and shown whole (the city picker, the Cities page), so bounded by
 * a maximum rather than paged (docs/decisions/038).
 */
export const MAX_CITIES = 200;

export const FEED_PAGE_SIZE = 12;
/** Saved guides and bookmarked places come this many at a time (docs/product.md §2 Saved). */
export const SAVED_PAGE_SIZE = 24;
/** Saved guides that are gone, marked on the Saved page: the most recently saved, at most (decision 038). */
export const GONE_SAVES_MAX = 50;
export const MAX_PAGE_SIZE = 50;
/** A place page's In guides: the newest few, the rest a page at a time (docs/product.md §2). */
export const PLACE_GUIDES_PAGE_SIZE = 8;
/** A profile's guides and drafts: the newest page with the profile, the rest a page at a time (docs/product.md §2). */
export const PROFILE_GUIDES_PAGE_SIZE = 12;
/** The admin's Suggestions tab: the oldest pending suggestions, the rest a page at a time (docs/product.md §4). */
export const SUGGESTION_QUEUE_PAGE_SIZE = 20;

/**
 * What is popular (docs/product.md §2): a city's Popular sort counts the saves of the last 30 days, Home's
 * 'Popular this week' those of the last 7, and shows at most `homeLimit` guides.
 */
export const POPULAR = { cityWindowDays: 30, homeWindowDays: 7, homeLimit: 6 } as const;

/** A place must lie within this distance of its city's centre (docs/product.md §5). */
export const MAX_PLACE_DISTANCE_FROM_CITY_KM = 50;

export const CATEGORY_REDIRECT_DELAY_MS = 500;

/** Client freshness settings of docs/product.md §9, in milliseconds. */
export const STALE_TIME = {
  guides: 5 * 60_000,
  places: 10 * 60_000,
  profiles: 15 * 60_000,
  cities: 24 * 60 * 60_000,
  search: 60_000,
} as const;

/** Search (docs/product.md §9): query length, and results per group in the suggestions and on the page. */
export const SEARCH = {
  queryMaxLength: 100,
  queryMinLength: 2,
  suggestionsPerGroup: 5,
  pagePerGroup: 20,
  /** The best few of each group the results page shows before its "more" (cities show whole). */
  pageFirstFew: { guides: 4, places: 6, profiles: 6 },
  /** Names offered when nothing was found. */
  didYouMean: 3,
  debounceMs: 150,
} as const;

/** A city's guide lists: newest first, or popular (most saves in the last 30 days). */
export const GUIDE_SORTS = ["newest", "popular"] as const;
/** The most places one read of the catalogue returns (a city's places for the guide form's pickers). */
export const PLACE_LIST_MAX_LIMIT = 200;
