/** User-facing texts, kept word for word wherever the product rules quote them (docs/product.md §2, §5, §8). */
export const MESSAGES = {
  app: {
    newVersion: "A new version is available",
    reload: "Reload",
    sessionUnreachable: "Could not check your session: the site cannot be reached.",
  },
  home: {
    empty: "No guides available yet",
    emptyHint: "Create your first guide to get started",
    loadFailed: "Failed to load guides",
  },
  cities: {
    fetchFailedTitle: "Error fetching cities",
    fetchFailedText: "There was a problem loading the cities. Using local data instead.",
    guideCount: (count: number) =>
      count === 0 ? "No guides yet" : `${count} ${count === 1 ? "guide" : "guides"}`,
  },
  cityGuides: {
    errorText: (city: string) => `Sorry, we encountered an error loading guides for ${city}.`,
    tryAgain: "Try Again",
    loadFailed: "Failed to load guides for this city",
    loadError: "Error loading city guides",
    empty: (city: string) => `No guides available for ${city} yet.`,
    writeFirst: (city: string) => `Write the first guide for ${city}`,
    signInFirst: "You will sign in first, then start with this city chosen.",
    invitation: (city: string) =>
      `Know ${city} well? Pick the cafés, tables, bars and sights you would send a friend to, and share them.`,
    offers: (city: string) => `What ${city} offers`,
    placesLoading: "Loading places",
    placesFailed: "Could not load the city's places.",
    morePlaces: (count: number) => `and ${count} more to choose from`,
  },
  popular: {
    saves: (count: number) => `${count} ${count === 1 ? "save" : "saves"}`,
    thisWeek: "Popular this week",
    newest: "Newest guides",
    sortLabel: "Sort guides",
    sortNewest: "Newest",
    sortPopular: "Popular",
    popularHint: "Most saved in the last 30 days first",
  },
  guide: {
    /** The owner's way from their guide's page to its editor. */
    edit: "Edit",
    placeCount: (count: number) => `${count} ${count === 1 ? "place" : "places"}`,
    /** On phones, where the map follows the list: the way to it. */
    map: "Map",
    readMore: "Read more",
    readLess: "Show less",
    loadError: "Error loading guide",
    notFoundTitle: "Guide not found",
    notFoundText: "The requested guide could not be found",
    /** docs/product.md §4 Gone guides: the address of a guide that was published and is not any more. */
    goneTitle: "This guide is no longer available",
    goneDeleted: "Its creator deleted it.",
    goneUnpublished: "Its creator unpublished it or it was removed.",
    goneOthers: (city: string) => `More guides in ${city}`,
    goneSearch: "Or search for guides, places and people:",
    seeAll: "See all",
    export: "Export",
    /** Paper's last lines: where the guide lives, and its QR code (docs/product.md §2 Printing). */
    printedAddress: "This guide online",
    printedQrCode: "QR code of this guide's address",
    exportFormats: {
      gpx: "GPX (GPS and hiking apps)",
      kml: "KML (Google Earth)",
      geojson: "GeoJSON",
      csv: "CSV (Google My Maps, spreadsheets)",
    },
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
  map: {
    label: (what: string) => `Map of ${what}`,
    canvasLabel: (label: string) => `${label}: arrow keys pan, plus and minus zoom`,
    tilesUnavailable: "Detailed map tiles are unavailable",
    unavailable: "The map cannot be shown on this device",
    loading: "Loading map",
    explore: "Tap to explore the map",
    closeCard: "Close place card",
    legend: "Categories on the map",
    expand: "Expand map",
    shrink: "Shrink map",
    directions: "Directions",
    placesOnMap: (count: number) => `All ${count} ${count === 1 ? "place" : "places"} on the map`,
    pickerLabel: (what: string) => `Pick the ${what} on the map`,
    pickerHint: "Click the map or drag the pin to set the position; the fields above follow it.",
    pickerPin: "Pin: drag it, or focus it and move it with the arrow keys",
  },
  profile: {
    loading: "Loading profile...",
    /** A profile's list, guides or drafts, past its first page. */
    showMore: (list: "guides" | "drafts") => `Show more ${list}`,
    loadingMore: (list: "guides" | "drafts") => `Loading more ${list}…`,
    moreFailed: (list: "guides" | "drafts") => `Could not load more ${list}. Try again.`,
  },
  search: {
    label: "Search",
    placeholder: "Search guides, places, cities, people",
    open: "Open search",
    close: "Close search",
    searching: "Searching…",
    failed: "Search failed. Please try again.",
    keptOnly: "Offline: searching only the guides kept on this device",
    noResults: (q: string) => `No results for “${q}”`,
    resultsFor: (q: string) => `Results for “${q}”`,
    seeAll: (q: string) => `See all results for “${q}”`,
    prompt: "Type at least 2 characters to search guides, places, cities and people.",
    groups: { guides: "Guides", places: "Places", cities: "Cities", profiles: "People" },
    more: (group: string) => `More ${group.toLowerCase()}`,
    didYouMean: "Did you mean",
    browseCities: "Or browse a city",
    cityDetail: "City",
  },
  share: {
    button: "Share",
    linkCopied: "Link copied",
    copyFailed: "Could not copy the link. Copy it from the address bar instead.",
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
  guideGone: "This guide is no longer available",
  placeNotFound: "Place not found",
  cityNotFound: "City not found",
  invalidRequest: "Invalid request",
  internal: "Something went wrong",
  tooManyRequests: "Too many requests, please try again later",
  unavailable: "The service is busy, please try again shortly",
  metricsTokenRequired: "A valid metrics token is required",
  unstorableValue: "The request holds a character or a date the server cannot store",
  authBodyInvalid: "Send the form as a JSON object",
  crossSiteWrite: "Changes can only be sent from the app's own pages",
  changedMeanwhile: "Something this refers to was changed or removed meanwhile. Reload and try again",
  /** Shown by the app itself when a change needs the site and the site cannot be reached (offline). */
  unreachable: "This needs a connection: the site cannot be reached right now.",
} as const;

/** Account texts of docs/product.md §5 and §8, word for word. */
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

// The guides' own texts live beside them; imported from here like every other group.
export { GUIDE_MESSAGES } from "./guide-messages";

/**
 * The guide form's place picker (docs/product.md §2 Category picker). The two Admin-section hints are the spec's
 * words and are shown to admins only; everyone else is pointed at suggesting the place (docs/decisions/019).
 */
export const PICKER_MESSAGES = {
  label: "Add places",
  placeholder: "Type a name, tag or address",
  loading: "Loading places",
  alreadyPicked: "Already picked",
  noneInCategory: (category: string, city: string) => `No ${category} found in ${city}.`,
  adminAddSome: "Add some in the Admin section first.",
  adminNoPlaces: "No places found. Create places in the Admin section.",
  noPlacesInCity: (city: string) => `No places in ${city} yet.`,
  noMatch: (text: string) => `No places match “${text}”.`,
  /** `button`: the suggestion button's label, SUGGESTION_MESSAGES.addPlace. */
  suggestInstead: (button: string) =>
    `Know one that is missing? Add it with ‘${button}’ below: it joins your guide at once.`,
} as const;

/** Saving and bookmarking texts of docs/product.md §2 and §8. */
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
  /** docs/product.md §4 Gone guides: saved guides that were unpublished or deleted since. */
  goneHeading: "No longer available",
  goneItem: (city: string) => `A guide you saved in ${city} is no longer available`,
  goneRemove: "Remove",
  discoverGuides: "Discover guides",
  noBookmarks: "You haven't bookmarked any places yet",
  discoverPlaces: "Discover places",
  loadingBookmarks: "Loading your bookmarked places...",
  loadingMoreSaved: "Loading more saved guides",
  loadingMoreBookmarks: "Loading more bookmarked places",
  backToAll: "Back to all",
  bookmarksMapOf: (city: string) => `your bookmarked places in ${city}`,
  bookmarksOnMap: (count: number) => `${count === 1 ? "1 place" : `${count} places`} on a map`,
} as const;

/** Catalogue texts of docs/product.md §5 and §8 (places and cities, admin only). */
export const CATALOGUE_MESSAGES = {
  placeMissingFields: "Missing required fields for place",
  placeNameTooShort: "Name must be at least 2 characters.",
  placeCategoryRequired: "Please select a category.",
  placeTagTooShort: "Tag must be at least 2 characters.",
  placeAddressRequired: "Address is required.",
  placeInvalidUrl: "Must be a valid URL.",
  placeCityRequired: "Please select a city.",
  placeImageRequired: "Please upload at least one image",
  placeImageRequiredText: "At least one image is required",
  maxImagesTitle: "Maximum images reached",
  maxImagesText: "You can upload a maximum of 3 images per place",
  placeCreated: "Place created successfully",
  viewCreatedPlace: "View place",
  placeCreateFailed: "Failed to create place",
  placeCreateFailedText: "Failed to create place. Please try again.",
  placeUpdated: "Place updated successfully",
  placeUpdatedText: "Place has been updated successfully",
  placeUpdateFailed: "Failed to update place",
  placeUpdateFailedText: "Failed to update place. Please try again.",
  placeDeleted: "Place deleted successfully",
  placeDeleteFailed: "Failed to delete place",
  placesLoadFailed: "Failed to load places. Please try again.",
  placeInGuides: (count: number) =>
    `This place is in ${count} ${count === 1 ? "guide" : "guides"}; deleting it removes it from ${count === 1 ? "that guide" : "them"}.`,
  cityNameRequired: "City name is required",
  cityValueRequired: "City value is required",
  cityValueCharacters: "Value can only contain letters and numbers",
  cityAliasesHint: "Other names people search for, separated by commas (e.g. NYC, Big Apple)",
  cityAliasInvalid: "Each other name is 2 to 30 letters, numbers, spaces, dots or dashes",
  cityAliasesTooMany: "At most 8 other names",
  cityColorRequired: "Color is required",
  cityDuplicate: "A city with this name or value already exists",
  cityLimit: (max: number) =>
    `The catalogue holds at most ${max} cities. Delete one that no guide uses first.`,
  cityInUse: (guides: number, places: number) =>
    `This city is used by ${guides} ${guides === 1 ? "guide" : "guides"} and ${places} ${places === 1 ? "place" : "places"}; move or delete them first.`,
  cityAdded: "City added",
  cityUpdated: "City updated",
  cityDeleted: "City deleted",
  cityUpdateFailed: "Failed to update the city. Please try again.",
  cityDeleteFailed: "Failed to delete the city. Please try again.",
  cityAddFailed: "Failed to add the city. Please try again.",
  citySaveErrorTitle: "There was an error updating/adding the city",
  latitudeRange: "Latitude must be a number from -90 to 90.",
  longitudeRange: "Longitude must be a number from -180 to 180.",
  coordinatesPair: "Enter both latitude and longitude, or neither.",
  placeLocationRequired:
    "A place needs its location: click the map, paste a map link, or type the latitude and longitude.",
  placeTooFarFromCity: (km: number, city: string, limitKm: number) =>
    `This location is ${km} km from the centre of ${city}; a place must be within ${limitKm} km of its city's centre.`,
  timeZoneInvalid: "Choose a time zone from the list (an IANA name such as Europe/Paris).",
  mapLinkUnreadable:
    "No coordinates found in this link. Copy the link of a dropped pin, or type the latitude and longitude.",
  mapLinkShort:
    "Short links hide their coordinates: open the link, then copy the full link from the address bar.",
  mapLinkOutOfRange: "The coordinates in this link are out of range.",
  noLocation: "No location",
  mustBeLoggedInForPlace: "You must be logged in to create a place",
  placesShown: (shown: number, total: number) => `${shown} of ${total} places`,
  noneMatch: "No places match.",
} as const;

/** A place's practical details: website, phone, price level and opening hours (docs/product.md §3, §5). */
export const PLACE_DETAILS_MESSAGES = {
  websiteInvalid: "The website must be a web address starting with http:// or https://.",
  websiteTooLong: "The website can be at most 500 characters.",
  phoneInvalid: "Enter a phone number: digits, spaces and + ( ) - . / only.",
  phoneTooLong: "The phone number can be at most 30 characters.",
  priceLevelRange: "Price level must be 1 to 4.",
  openingHoursTooLong: "Opening hours can be at most 255 characters.",
  openingHoursInvalid: (explanation: string) => `Opening hours are not valid: ${explanation}`,
  /** One symbol for every city: a price level is a tier within the city, not an amount (docs/product.md §3). */
  priceSymbols: (level: number) => "$".repeat(level),
  priceLevelNames: ["Inexpensive", "Moderate", "Expensive", "Very expensive"],
  priceLevelLabel: (level: number) => `Price level ${level} of 4`,
  openNow: "Open now",
  closed: "Closed",
  closes: (when: string) => `closes ${when}`,
  opens: (when: string) => `opens ${when}`,
  uncertain: "Hours uncertain now: check before you go",
  openAllDay: "Open 24 hours",
  mayVary: "(may vary)",
  closedAllDay: "Closed",
  /** Paper's week in words: 'Mon-Sat 11:30-21:30, closed Sunday' (docs/product.md §2 Printing). */
  everyDay: "Every day",
  openAllWeek: "Open 24 hours, every day",
  closedOn: (days: string) => `closed ${days}`,
  dayNames: {
    Mon: "Monday",
    Tue: "Tuesday",
    Wed: "Wednesday",
    Thu: "Thursday",
    Fri: "Friday",
    Sat: "Saturday",
    Sun: "Sunday",
  },
  localTime: (city: string) => `Times are local to ${city}.`,
  sectionLabel: "Practical details",
  hoursLabel: "Opening hours",
  websiteLabel: "Website",
  phoneLabel: "Phone",
  priceLabel: "Price",
} as const;

/** Guides kept on the device for reading offline (docs/product.md §2 Offline). */
export const OFFLINE_MESSAGES = {
  mark: "Offline",
  home: "You're offline: your guides on this device",
  unreachable: "Can't reach Cityguides",
  keep: "Keep offline",
  keeping: (percent: number) => `Keeping offline… ${percent}%`,
  kept: "Available offline",
  remove: "Remove from this device",
  notKept:
    "This page is not kept on this device, and the site cannot be reached. Kept guides are listed on the Saved page.",
  removeOf: (name: string) => `Remove ${name} from this device`,
  onDevice: "On this device",
  mapSize: (name: string, size: string) =>
    `The map of “${name}” takes about ${size}. Keep it for offline use?`,
  keepMap: "Keep map",
  skipMap: "Not now",
  onDeviceSummary: (guides: number, size: string) =>
    `${guides} ${guides === 1 ? "guide" : "guides"} kept for reading offline · ${size}`,
  onDeviceEmpty: "No guides are kept on this device yet. Saved guides are kept for reading offline.",
  removed: "The offline copy was removed",
  keepFailed: "Could not keep this guide offline: the site cannot be reached.",
  diskFull: "Could not keep this guide offline: the device is out of space.",
  waiting: "waiting to be sent",
  waitingToast: "You are offline: the change is kept and will be sent when the site can be reached",
  refused: (name: string, reason: string) => `Could not save your change to “${name}”: ${reason}`,
} as const;
