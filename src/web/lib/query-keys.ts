import type { CategoryKey } from "../../shared/categories";
import type { GuideSort } from "../../shared/schemas";

/**
 * Every cache key of the app, one factory per feature. They live here, below the features, because features
 * refresh each other's data (a saved guide changes profiles, a renamed city changes guides): were each factory in
 * its own feature, those features would import each other in a circle. A factory's `all` is the prefix that
 * refreshes everything of that kind at once.
 */
/** `unpublished`: the guides admins took back to drafts; other drafts never reach the admin's list. */
export type AdminGuideFilters = { cityId: string; q: string; status: "published" | "unpublished" };
export type AdminPlaceFilters = {
  cityId: string;
  category: CategoryKey | "";
  q: string;
  /** "missing": only places without coordinates. */
  location: "" | "missing";
};

export const guideKeys = {
  all: ["guides"] as const,
  feed: () => [...guideKeys.all, "feed"] as const,
  city: (slug: string, sort: GuideSort) => [...guideKeys.all, "city", slug, sort] as const,
  /** Home's 'Popular this week'. */
  popular: () => [...guideKeys.all, "popular"] as const,
  /** Published guides per city, for the city tiles: under guides, so every guide change refreshes them. */
  countsByCity: () => [...guideKeys.all, "counts-by-city"] as const,
  detail: (id: string) => [...guideKeys.all, "detail", id] as const,
  /** Under the guide's own key: whatever refreshes the guide (a live change) refreshes these too. */
  reactions: (id: string) => [...guideKeys.detail(id), "reactions"] as const,
  invites: (id: string) => [...guideKeys.detail(id), "invites"] as const,
  comments: (id: string, placeId: string) => [...guideKeys.detail(id), "comments", placeId] as const,
  /** An invite link's preview, by its token. */
  invite: (token: string) => [...guideKeys.all, "invite", token] as const,
  /** The guides the signed-in user edits or views with others (docs/decisions/057). */
  shared: () => [...guideKeys.all, "shared"] as const,
  /** The signed-in user's invitations by username. */
  invitations: () => [...guideKeys.all, "invitations"] as const,
  includingPlace: (placeId: string) => [...guideKeys.all, "including-place", placeId] as const,
  admin: (filters: AdminGuideFilters) => [...guideKeys.all, "admin", filters] as const,
};

export const placeKeys = {
  all: ["places"] as const,
  city: (cityId: string) => [...placeKeys.all, "city", cityId] as const,
  detail: (id: string) => [...placeKeys.all, "detail", id] as const,
  admin: (filters: AdminPlaceFilters) => [...placeKeys.all, "admin", filters] as const,
  usage: (id: string | undefined) => [...placeKeys.all, "usage", id] as const,
};

/** Search results by the trimmed query and how many per group (the suggestions ask for fewer than the page). */
export const searchKeys = {
  all: ["search"] as const,
  results: (q: string, limit: number) => [...searchKeys.all, q, limit] as const,
};

export const cityKeys = {
  all: ["cities"] as const,
  usage: (id: string | undefined) => [...cityKeys.all, "usage", id] as const,
};

/**
 * Public profiles by username, each profile's guides (or the owner's drafts) a page at a time under it, and the
 * signed-in user's own account (`me`).
 */
export const profileKeys = {
  all: ["profiles"] as const,
  byUsername: (username: string) => [...profileKeys.all, username.toLowerCase()] as const,
  list: (username: string, list: "guides" | "drafts" | "withOthers") =>
    [...profileKeys.byUsername(username), list] as const,
  me: ["me"] as const,
};

/** The signed-in user's saved guides and bookmarked places. */
export const savedKeys = {
  all: ["saved"] as const,
  guides: (citySlug?: string) => [...savedKeys.all, "guides", { city: citySlug ?? null }] as const,
  places: (citySlug?: string) => [...savedKeys.all, "places", { city: citySlug ?? null }] as const,
};

export const authKeys = {
  session: ["session"] as const,
  /** The signed-in user's personal API tokens. */
  tokens: ["api-tokens"] as const,
  /** Set by Sign Out until a page guard has read it, so the guard sends to plain /signin. */
  signedOutByUser: ["signed-out-by-user"] as const,
};

/** Places suggested by users: the admin's review queue, and the likely duplicates of a new one. */
export const suggestionKeys = {
  all: ["suggestions"] as const,
  queue: () => [...suggestionKeys.all, "queue"] as const,
  /** Places a suggestion may be merged into: its likely duplicates, or those named like `q`. */
  mergeTargets: (id: string, q: string) => [...suggestionKeys.all, "merge-targets", id, q] as const,
};

/** Follows and blocks (docs/decisions/063): a profile's counts and lists, a city's follow. */
export const followKeys = {
  all: ["follows"] as const,
  profile: (username: string) => [...followKeys.all, "profile", username.toLowerCase()] as const,
  people: (username: string, list: "followers" | "following") =>
    [...followKeys.profile(username), list] as const,
  city: (slug: string) => [...followKeys.all, "city", slug] as const,
  /** Under `all`: following someone or a city refreshes the feed and its suggestions. */
  feed: () => [...followKeys.all, "feed"] as const,
  feedSuggestions: () => [...followKeys.all, "feed-suggestions"] as const,
};

/** The signed-in member's notification channels and this device's push subscription (docs/decisions/067). */
export const channelKeys = {
  all: ["notification-channels"] as const,
  settings: () => [...channelKeys.all, "settings"] as const,
  pushDevice: () => [...channelKeys.all, "push-device"] as const,
};

/** The signed-in member's notifications (docs/decisions/065): the bell's count and the list, refreshed together. */
export const notificationKeys = {
  all: ["notifications"] as const,
  unread: () => [...notificationKeys.all, "unread"] as const,
  list: () => [...notificationKeys.all, "list"] as const,
};
