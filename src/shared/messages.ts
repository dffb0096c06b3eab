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
  profile: {
    loading: "Loading profile...",
  },
  notFound: {
    title: "Oops! Page not found",
    returnHome: "Return to Home",
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

/** Account texts of spec §5 and §8, word for word. */
export const ACCOUNT_MESSAGES = {
  fillRequired: "Please fill all required fields",
  passwordsDoNotMatch: "Passwords do not match",
  usernameRequired: "Username is required",
  usernameTooShort: "Username must be at least 3 characters",
  usernameCharacters: "Username can only contain letters, numbers and underscores",
  usernameTooLong: "Username must be at most 30 characters",
  usernameTaken: "Username is already taken",
  usernameCheckFailed: "Error checking username availability",
  avatarTooLarge: "Image size should be less than 2MB",
  avatarNotImage: "Please choose an image file",
  avatarUploadFailedTitle: "Profile created, but avatar upload failed",
  avatarUploadFailedText: "You can update your profile picture later",
  passwordTooShort: "Password must be at least 8 characters",
  invalidEmail: "Please enter a valid email address",
  namesRequired: "First name and username are required",
  accountCreatedTitle: "Account created successfully",
  accountCreatedText: "You've been signed in automatically",
  signedIn: "Signed in successfully",
  signedOut: "Signed out successfully",
  signOutFailed: "Error signing out",
  signInFailed: "Error signing in",
  checkCredentials: "Please check your credentials and try again",
  profileUpdated: "Profile updated successfully",
  profileUpdateFailed: "Error updating profile",
  profileNotFoundTitle: "Profile not found",
  profileNotFoundText: "The requested profile could not be found.",
  profileLoadFailed: "Error loading profile",
  profileImageUploadFailed: (message: string) => `Failed to upload profile image: ${message}`,
  notAuthenticated: "User not authenticated",
  sessionMissing: "Auth session missing!",
  adminOnly: "Only admins can do this",
} as const;

/** Guide texts of spec §6 and §8. */
export const GUIDE_MESSAGES = {
  noGuidesYet: "No guides created yet.",
  createFirstGuide: "Create your first guide to share your favorite places.",
  createAGuide: "Create a Guide",
  deleted: "Guide deleted successfully",
  deleteFailed: "Failed to delete guide",
  cannotEditTitle: "Cannot edit",
  demoGuideReadOnly: "Default guides cannot be edited",
  unauthorizedTitle: "Unauthorized",
  notOwner: "You don't have permission to edit this guide",
} as const;

/** Saving and bookmarking texts of spec §2 and §8. */
export const SAVE_MESSAGES = {
  signInToSaveGuides: "Please sign in to save guides",
  signInToBookmarkPlaces: "Please sign in to bookmark places",
  signIn: "Sign in",
  guideSaved: "Guide saved successfully",
  guideAlreadySaved: "You've already saved this guide",
  guideSaveFailed: "Failed to save guide",
  guideRemoved: "Guide removed from saved",
  guideRemoveFailed: "Failed to remove guide from saved",
  placeBookmarked: "Place bookmarked successfully",
  placeAlreadyBookmarked: "You've already bookmarked this place",
  placeBookmarkFailed: "Failed to update bookmark",
  placeRemoved: "Place removed from bookmarks",
  placeRemoveFailed: "Failed to remove place from bookmarks",
  bookmarksLoadFailed: "Failed to load bookmarked places",
  savedGuidesTab: "Saved Guides",
  bookmarkedPlacesTab: "Bookmarked Places",
  noSavedGuides: "You haven't saved any guides yet",
  discoverGuides: "Discover guides",
  noBookmarks: "You haven't bookmarked any places yet",
  discoverPlaces: "Discover places",
  loadingBookmarks: "Loading your bookmarked places...",
  backToAll: "Back to all",
} as const;
