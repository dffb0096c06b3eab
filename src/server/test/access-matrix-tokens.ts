import { type AccessRoute, everyone, signedInOnOwnData } from "./access-matrix-shape";

/**
 * Personal API tokens' own routes (docs/decisions/042), made and revoked with the session: part of ACCESS_MATRIX.
 * `{ownerToken}` is a live token of the owner's. How tokens fare on every other route is
 * delivery/api/token-scopes.test.ts.
 */
export const TOKEN_ROUTES: Record<string, AccessRoute> = {
  "GET /api/me/tokens": {
    kind: "private read",
    who: "signed-in users, each their own (with the session, never a token)",
    cases: [
      { call: "GET /api/me/tokens", private: "ownerToken", outcomes: { ...everyone(200), anonymous: 401 } },
    ],
  },
  "POST /api/me/tokens": {
    kind: "write",
    who: "signed-in users, each their own",
    cases: [
      {
        call: "POST /api/me/tokens",
        body: "newToken",
        probe: "ownerTokens",
        outcomes: signedInOnOwnData(201),
      },
    ],
  },
  "DELETE /api/me/tokens/:id": {
    kind: "write",
    who: "signed-in users, each their own",
    cases: [
      {
        call: "DELETE /api/me/tokens/{ownerToken}",
        probe: "ownerTokens",
        outcomes: { anonymous: 401, otherUser: 404, owner: 204, admin: 404 },
      },
    ],
  },
};
