import type { AccessRoute } from "./access-matrix-shape";

const adminsOnly = (status: number) => ({ anonymous: 401, otherUser: 403, owner: status, admin: status });

/** A review of the owner's pending suggestion (`{suggestion}`): admins only, and it changes the suggestion. */
const reviewRoute = (action: string, body: "approval" | "mergeTarget" | "rejection"): AccessRoute => ({
  kind: "write",
  who: "admins",
  ownerIsAdmin: true,
  cases: [
    {
      call: `POST /api/suggestions/{suggestion}/${action}`,
      body,
      probe: "suggestion",
      outcomes: adminsOnly(200),
    },
  ],
});

/**
 * Suggested places, imports (whose new places are suggestions) and their review (docs/product.md §6,
 * docs/decisions/019 and 040): part of ACCESS_MATRIX.
 * `{suggestion}` is a pending Paris café the owner suggested; the duplicates of its name and location are the
 * owner's to see, nobody else's.
 */
export const SUGGESTION_ROUTES: Record<string, AccessRoute> = {
  "POST /api/suggestions": {
    kind: "write",
    who: "signed-in users",
    cases: [
      {
        call: "POST /api/suggestions",
        body: "newSuggestion",
        probe: "placeCount",
        outcomes: { anonymous: 401, otherUser: 201, owner: 201, admin: 201 },
      },
    ],
  },
  "POST /api/imports": {
    kind: "write",
    who: "signed-in users",
    cases: [
      {
        call: "POST /api/imports",
        body: "newImport",
        probe: "placeCount",
        outcomes: { anonymous: 401, otherUser: 200, owner: 200, admin: 200 },
      },
    ],
  },
  "GET /api/suggestions/duplicates": {
    kind: "private read",
    who: "signed-in users, each offered what they may pick",
    cases: [
      {
        call: "GET /api/suggestions/duplicates?{suggestionDuplicateQuery}",
        private: "suggestion",
        outcomes: { anonymous: 401, otherUser: 200, owner: 200, admin: 200 },
      },
    ],
  },
  "GET /api/suggestions": {
    kind: "private read",
    who: "admins",
    ownerIsAdmin: true,
    cases: [{ call: "GET /api/suggestions", outcomes: adminsOnly(200) }],
  },
  "POST /api/suggestions/:id/approve": reviewRoute("approve", "approval"),
  "POST /api/suggestions/:id/merge": reviewRoute("merge", "mergeTarget"),
  "POST /api/suggestions/:id/reject": reviewRoute("reject", "rejection"),
};
