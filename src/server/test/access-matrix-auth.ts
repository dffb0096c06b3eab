import { type AccessRoute, everyone, signedInOnOwnData } from "./access-matrix-shape";
import type { BodyName } from "./access-requests";

/**
 * better-auth's one wildcard route, /api/auth/*, spelled out: each endpoint of PRODUCT_AUTH_PATHS
 * (domains/auth/routes.ts) by method and name, in the shape of ACCESS_MATRIX. The sign-in and reset forms carry the
 * owner's credentials or reset token, so whoever sends them acts on the owner's account: that is the product.
 */
export const AUTH_ENDPOINTS: Record<string, AccessRoute> = {
  "POST sign-up/email": {
    kind: "write",
    who: "everyone (makes a new account)",
    cases: [
      { call: "POST /api/auth/sign-up/email", body: "signUp", probe: "userCount", outcomes: everyone(200) },
    ],
  },
  "POST sign-in/email": {
    kind: "write",
    who: "whoever knows the account's password",
    cases: [
      {
        call: "POST /api/auth/sign-in/email",
        body: "ownerSignIn",
        probe: "ownerSessions",
        outcomes: everyone(200),
      },
      {
        label: "a wrong password",
        call: "POST /api/auth/sign-in/email",
        body: "wrongSignIn",
        probe: "ownerSessions",
        outcomes: everyone(401),
      },
    ],
  },
  "POST sign-out": {
    kind: "write",
    who: "everyone, ending their own session",
    cases: [
      {
        call: "POST /api/auth/sign-out",
        probe: "ownerSessions",
        spendsSessions: true,
        outcomes: { ...signedInOnOwnData(200), anonymous: { status: 200, effect: "unchanged" } },
      },
    ],
  },
  "GET get-session": {
    kind: "private read",
    who: "everyone, each their own session (none for visitors)",
    head: 404,
    cases: [{ call: "GET /api/auth/get-session", private: "ownerEmail", outcomes: everyone(200) }],
  },
  "GET list-sessions": {
    kind: "private read",
    who: "signed-in users, each their own",
    head: 404,
    cases: [
      {
        call: "GET /api/auth/list-sessions",
        private: "ownerId",
        outcomes: { ...everyone(200), anonymous: 401 },
      },
    ],
  },
  "POST revoke-sessions": {
    kind: "write",
    who: "signed-in users, each their own",
    cases: [
      {
        call: "POST /api/auth/revoke-sessions",
        probe: "ownerSessions",
        spendsSessions: true,
        outcomes: signedInOnOwnData(200),
      },
    ],
  },
  "POST is-username-available": {
    kind: "public read",
    who: "everyone",
    cases: [{ call: "POST /api/auth/is-username-available", body: "ownerUsername", outcomes: everyone(200) }],
  },
  "POST request-password-reset": {
    kind: "write",
    who: "everyone; the link goes to the account's address",
    cases: [
      {
        call: "POST /api/auth/request-password-reset",
        body: "ownerResetRequest",
        probe: "ownerResetTokens",
        outcomes: everyone(200),
      },
      {
        label: "a link to another site",
        call: "POST /api/auth/request-password-reset",
        body: "foreignResetRequest",
        probe: "ownerResetTokens",
        outcomes: everyone(403),
      },
    ],
  },
  "POST reset-password": {
    kind: "write",
    who: "whoever holds the mailed reset token",
    cases: [
      {
        call: "POST /api/auth/reset-password",
        body: "ownerPasswordReset",
        probe: "ownerPassword",
        spendsSessions: true,
        outcomes: everyone(200),
      },
      {
        label: "a made-up token",
        call: "POST /api/auth/reset-password",
        body: "forgedPasswordReset",
        probe: "ownerPassword",
        outcomes: everyone(400),
      },
    ],
  },
  "GET reset-password": {
    kind: "public read",
    who: "everyone (the mailed link; it redirects to the reset page)",
    head: 404,
    cases: [
      {
        call: "GET /api/auth/reset-password/{ownerResetToken}?callbackURL=/reset-password",
        outcomes: everyone(302),
      },
    ],
  },
  "POST two-factor/enable": {
    kind: "write",
    who: "signed-in users, each their own, with their password",
    cases: [
      {
        call: "POST /api/auth/two-factor/enable",
        body: "password",
        probe: "ownerTwoFactor",
        spendsSessions: true,
        outcomes: signedInOnOwnData(200),
      },
      {
        label: "a wrong password",
        call: "POST /api/auth/two-factor/enable",
        body: "wrongPassword",
        probe: "ownerTwoFactor",
        outcomes: { anonymous: 401, otherUser: 400, owner: 400, admin: 400 },
      },
    ],
  },
  "POST two-factor/disable": {
    kind: "write",
    who: "signed-in users, each their own, with their password",
    cases: [
      {
        call: "POST /api/auth/two-factor/disable",
        body: "password",
        given: ["ownerTwoFactorOn"],
        probe: "ownerTwoFactor",
        spendsSessions: true,
        outcomes: signedInOnOwnData(200),
      },
      {
        label: "a wrong password",
        call: "POST /api/auth/two-factor/disable",
        body: "wrongPassword",
        given: ["ownerTwoFactorOn"],
        spendsSessions: true,
        probe: "ownerTwoFactor",
        outcomes: { anonymous: 401, otherUser: 400, owner: 400, admin: 400 },
      },
    ],
  },
  "POST two-factor/verify-totp": {
    kind: "write",
    who: "whoever holds the sign-in's two-factor cookie and a current code",
    cases: [
      {
        label: "no two-factor sign-in under way",
        call: "POST /api/auth/two-factor/verify-totp",
        body: "totpCode",
        probe: "ownerSessions",
        outcomes: { anonymous: 401, otherUser: 400, owner: 400, admin: 400 },
      },
    ],
  },
  "GET verify-email": {
    kind: "write",
    who: "whoever holds the mailed confirmation link",
    head: 404,
    cases: [
      {
        label: "the owner's link",
        call: "GET /api/auth/verify-email?token={ownerVerificationToken}",
        probe: "ownerProfile",
        outcomes: everyone(200),
      },
      {
        label: "a made-up token",
        call: "GET /api/auth/verify-email?token=made-up",
        probe: "ownerProfile",
        outcomes: everyone(401),
      },
    ],
  },
};

/** better-auth endpoints left out of PRODUCT_AUTH_PATHS: 404 to everyone, admins included. */
export const REFUSED_AUTH_ENDPOINTS: Array<{ call: string; body?: BodyName }> = [
  { call: "POST /api/auth/admin/impersonate-user", body: "ownerUserId" },
  { call: "POST /api/auth/admin/set-role", body: "ownerAdminRole" },
  { call: "GET /api/auth/admin/list-users" },
  { call: "POST /api/auth/admin/remove-user", body: "ownerUserId" },
  { call: "POST /api/auth/admin/set-user-password", body: "ownerUserId" },
  { call: "POST /api/auth/update-user", body: "ownerUsername" },
  { call: "POST /api/auth/change-password", body: "password" },
  { call: "POST /api/auth/change-email", body: "ownerUsername" },
  { call: "POST /api/auth/delete-user", body: "password" },
  { call: "POST /api/auth/sign-in/username", body: "ownerSignIn" },
  { call: "POST /api/auth/two-factor/get-totp-uri", body: "password" },
  { call: "POST /api/auth/two-factor/generate-backup-codes", body: "password" },
  { call: "GET /api/auth/list-accounts" },
];

/**
 * Spellings of a path that name another endpoint once dot segments are resolved, as `new URL` (and so better-auth)
 * resolves them: each form of each refused endpoint must stay closed. They reach the server only over a real
 * socket, since `inject` resolves dot segments itself.
 */
const WALKS_AROUND: Array<(endpoint: string) => string> = [
  (endpoint) => `reset-password/../${endpoint}`,
  (endpoint) => `reset-password/%2e%2e/${endpoint}`,
  (endpoint) => `reset-password/%2E%2E/${endpoint}`,
  (endpoint) => `reset-password/.%2e/${endpoint}`,
  (endpoint) => `reset-password/..%2f${endpoint}`,
  (endpoint) => `reset-password/..\\${endpoint}`,
];

/** Every refused endpoint reached through every path that walks around the allow-list. */
export const REFUSED_AUTH_WALKS = REFUSED_AUTH_ENDPOINTS.flatMap(({ call, body }) => {
  const [method, path = ""] = call.split(" ");
  const endpoint = path.replace(/^\/api\/auth\//, "");
  return WALKS_AROUND.map((walk) => ({ call: `${method} /api/auth/${walk(endpoint)}`, body }));
});
