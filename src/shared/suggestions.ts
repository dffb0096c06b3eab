/**
 * Places suggested by signed-in users (docs/product.md §4 Suggested places, docs/decisions/019): their review
 * states, limits and texts, shared by the web app, the server and the tests.
 */
export const REVIEW_STATUSES = ["approved", "pending", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const SUGGESTION_LIMITS = {
  /** Suggestions a user may make in any 24 hours, counted in the audit table. */
  perDay: 20,
  /** A likely duplicate lies within this distance, in metres... */
  duplicateRadiusMetres: 150,
  /** ...and its folded name is at least this similar (pg_trgm, 0 to 1). */
  duplicateNameSimilarity: 0.4,
  /** Candidates offered at most. */
  duplicatesShown: 5,
  rejectionReasonMin: 3,
  rejectionReasonMax: 500,
  /** Photos a suggestion may bring: optional, one. */
  photos: 1,
} as const;

export const SUGGESTION_MESSAGES = {
  notReviewed: "Not yet reviewed",
  notReviewedHint: "Suggested by a guide's creator; not yet checked by the Cityguides team.",
  yourSuggestion: "Your suggestion",
  yourSuggestionPending:
    "Your suggestion: only you can add it to guides until the Cityguides team has checked it.",
  rejectedByReview: (reason: string) => `Not accepted into the catalogue: “${reason}”`,
  rejectedStaysYours: "It stays in your guides; nobody else can add it.",
  addPlace: "Add a place that is not listed",
  addPlaceTitle: (category: string) => `Add a place to ${category}`,
  addPlaceIntro:
    "Until the Cityguides team has checked it, only you can pick it, and readers of your guide see it marked 'Not yet reviewed'. Once approved, everyone can use it.",
  photoLabel: "Photo (optional)",
  submit: "Add place",
  checking: "Checking...",
  adding: "Adding...",
  duplicatesTitle: "Is it one of these?",
  duplicatesIntro: "These places are already in the catalogue, close to the location you gave:",
  pickExisting: (name: string) => `Use ${name}`,
  addAnyway: "None of these: add my place",
  metresAway: (metres: number) => `${metres} m away`,
  noLocation: "no location",
  added: "Place added to your guide",
  addFailed: "Failed to add the place",
  limitReached: (perDay: number) =>
    `You can suggest at most ${perDay} places a day. Try again tomorrow, or pick a place from the list.`,
  locationRequired: "Set the location: paste a map link or type the latitude and longitude.",
  mustBeLoggedIn: "You must be logged in to suggest a place",
  queueTab: "Suggestions",
  queueEmpty: "No suggestions waiting for review.",
  queueLoadFailed: "Failed to load suggestions. Please try again.",
  queueMore: "Show more suggestions",
  queueMoreLoading: "Loading more suggestions…",
  queueMoreFailed: "Could not load more suggestions. Try again.",
  suggestedBy: (who: string, when: string) => `Suggested by ${who} on ${when}`,
  usedInGuides: (count: number) => `In ${count} ${count === 1 ? "guide" : "guides"}`,
  approve: "Approve",
  approveTitle: (name: string) => `Approve ${name}`,
  approveHint:
    "Correct anything before approving. The category and city stay as suggested: guides use it there.",
  approved: "Suggestion approved",
  merge: "Merge",
  mergeTitle: (name: string) => `Merge ${name} into an existing place`,
  mergeHint:
    "Every guide that uses the suggestion will use the place you choose instead, with its notes; the suggestion is then deleted.",
  mergeSearch: "Find a place",
  mergeInto: (name: string) => `Merge into ${name}`,
  mergeNoCandidates: "No place of this city and category matches.",
  merged: "Suggestion merged",
  reject: "Reject",
  rejectTitle: (name: string) => `Reject ${name}`,
  rejectHint:
    "The suggester sees the reason. The place stays in their own guides, marked 'Not yet reviewed', and is never offered to anyone else.",
  reasonLabel: "Reason",
  rejected: "Suggestion rejected",
  reviewFailed: "The review could not be saved. Please try again.",
  alreadyReviewed: "This suggestion has already been reviewed.",
  mergeTargetInvalid: "Merge into an approved place of the same city and category.",
  reasonTooShort: "Give a reason of at least 3 characters.",
  reasonTooLong: "The reason can be at most 500 characters.",
} as const;
