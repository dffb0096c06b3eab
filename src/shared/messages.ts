/** User-facing texts of the spec, kept word for word (spec §2, §5, §8). */
export const MESSAGES = {
  home: {
    empty: "No guides available yet",
    emptyHint: "Create your first guide to get started",
    loadFailed: "Failed to load guides",
  },
  cities: {
    fetchFailedTitle: "Error fetching cities",
    fetchFailedText: "There was a problem loading the cities. Using local data instead.",
  },
  cityGuides: {
    errorText: (city: string) => `Sorry, we encountered an error loading guides for ${city}.`,
    tryAgain: "Try Again",
    loadFailed: "Failed to load guides for this city",
    loadError: "Error loading city guides",
    empty: (city: string) => `No guides available for ${city} yet.`,
  },
  guide: {
    loadError: "Error loading guide",
    notFoundTitle: "Guide not found",
    notFoundText: "The requested guide could not be found",
    seeAll: "See all",
  },
  category: {
    loadFailed: "Could not load category details",
    goBack: "Go Back",
    backToGuide: "Back to guide",
  },
  place: {
    idMissing: "Place ID is missing",
    notFound: "Place not found",
    loadError: "Error loading place details",
    seeDetails: "See details",
  },
  notFound: {
    title: "Oops! Page not found",
    returnHome: "Return to Home",
  },
  saving: {
    signInToSaveGuides: "Please sign in to save guides",
    signInToBookmarkPlaces: "Please sign in to bookmark places",
    signIn: "Sign in",
  },
} as const;

/** Error texts of the API, shown by clients when a request is refused. */
export const API_ERRORS = {
  notFound: "Not found",
  guideNotFound: "Guide not found",
  placeNotFound: "Place not found",
  cityNotFound: "City not found",
  invalidRequest: "Invalid request",
  internal: "Something went wrong",
  tooManyRequests: "Too many requests, please try again later",
} as const;
