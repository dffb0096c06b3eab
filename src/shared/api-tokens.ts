/**
 * Personal API tokens (docs/decisions/042): what a token may do, how long it lives, and the texts about it,
 * shared by the web app, the server and the tests.
 */
export const TOKEN_SCOPES = ["read", "saves", "guides", "social"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const TOKEN_SCOPE_LABELS: Record<TokenScope, string> = {
  read: "Read your private lists (saved guides, bookmarks, drafts, feed, notifications)",
  saves: "Save guides and bookmark places",
  guides: "Write your own guides",
  social: "Follow and unfollow people and cities, block people, mark notifications read",
};

/** Days a token lives; null is until revoked. */
export const TOKEN_EXPIRY_DAYS = [30, 90, 365, null] as const;

export const TOKEN_LIMITS = {
  /** What every token starts with, so that secret scanners and people can tell one. */
  prefix: "cg_",
  /** Tokens a user may hold at once. */
  perUser: 20,
  nameMax: 60,
  /** Requests one token may make a minute, counted on all nodes together. */
  requestsPerMinute: 300,
  /** Unknown, expired or revoked tokens one address may send a minute before every token from it is refused. */
  missesPerAddress: 20,
} as const;

export const TOKEN_MESSAGES = {
  title: "API tokens",
  intro:
    "A token lets a script or an assistant use Cityguides as you, with only the rights you give it. It is shown once.",
  name: "Token name",
  scopes: "What it may do",
  expiry: "Expires",
  never: "Never",
  expiresIn: (days: number) => `In ${days} days`,
  create: "Create token",
  created: "Token created. Copy it now: it will not be shown again.",
  copy: "Copy token",
  revoke: "Revoke",
  revoked: "Token revoked",
  revokeTitle: (name: string) => `Revoke "${name}"?`,
  revokeText: "Scripts and assistants using this token stop working at once. This cannot be undone.",
  loadFailed: "Your tokens could not be loaded.",
  createFailed: "The token could not be created. Please try again.",
  revokeFailed: "The token could not be revoked. Please try again.",
  none: "No tokens yet.",
  lastUsed: (when: string | null) => (when ? `Last used ${when}` : "Never used"),
  nameRequired: "Give the token a name",
  scopeRequired: "Choose at least one thing the token may do",
  tooMany: `You can hold at most ${TOKEN_LIMITS.perUser} tokens; revoke one first`,
  invalid: "The API token is not valid, has expired or was revoked",
  notForTokens: "API tokens cannot be used for this; sign in on the website",
  missingScope: (scope: TokenScope) => `This API token does not have the '${scope}' scope`,
  notFound: "Token not found",
} as const;
