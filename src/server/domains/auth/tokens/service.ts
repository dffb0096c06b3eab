import { createHash, randomBytes } from "node:crypto";
import { TOKEN_LIMITS, TOKEN_MESSAGES, type TokenScope } from "../../../../shared/api-tokens";
import type { ApiTokenInput, ApiTokenList, CreatedApiToken } from "../../../../shared/schemas";
import type { Database } from "../../../infrastructure/db/client";
import {
  ConflictError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
} from "../../../infrastructure/errors";
import type { SharedCounter } from "../../../infrastructure/rate-limits/counter";
import { RefusedUntil } from "../../../infrastructure/rate-limits/refused-until";
import { insertToken, revokeToken, touchToken } from "./mutations";
import { findLiveToken, listTokens } from "./repository";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a token's last use is written (touchToken's own interval). */
const TOUCH_EVERY_MS = 60_000;

/** Whose tokens: the signed-in user (a session's, never a token's: the routes refuse tokens). */
type Owner = { id: string };

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new token for the user, shown this once; only its hash is kept. */
export async function createToken(db: Database, user: Owner, input: ApiTokenInput): Promise<CreatedApiToken> {
  const token = `${TOKEN_LIMITS.prefix}${randomBytes(32).toString("base64url")}`;
  const expiresAt = input.expiresInDays === null ? null : new Date(Date.now() + input.expiresInDays * DAY_MS);
  const created = await insertToken(db, {
    userId: user.id,
    name: input.name,
    tokenHash: hashOf(token),
    start: token.slice(0, TOKEN_LIMITS.prefix.length + 4),
    scopes: input.scopes,
    expiresAt,
    perUser: TOKEN_LIMITS.perUser,
  });
  if (!created) throw new ConflictError("TOO_MANY_TOKENS", TOKEN_MESSAGES.tooMany);
  return { ...created, token };
}

export async function tokensOf(db: Database, user: Owner): Promise<ApiTokenList> {
  return { items: await listTokens(db, user.id) };
}

export async function revoke(db: Database, user: Owner, id: string): Promise<void> {
  if (!(await revokeToken(db, user.id, id))) throw new NotFoundError(TOKEN_MESSAGES.notFound);
}

/** Who a bearer token speaks for, as a session knows them, with the token's id and scopes. */
type TokenOwner = {
  id: string;
  email: string;
  role: string;
  username: string | null;
  tokenId: string;
  tokenScopes: TokenScope[];
};

const MINUTE_MS = 60_000;
const missesKey = (address: string) => `api-token-miss:${address}`;

export type TokenHolderOf = (token: string, address: string) => Promise<TokenOwner>;

/**
 * Who a bearer token speaks for: the owner and scopes of a live token, counted against its own rate limit on every
 * node; an unknown, expired or revoked token is a 401 (looked up on every request, so a revocation holds at once
 * everywhere). An address that sends more than TOKEN_LIMITS.missesPerAddress such tokens in a minute (counted on
 * every node) gets 429 for every token until its minute ends: guessing is slowed and learns nothing. The refusal is
 * remembered here, so a valid token costs no extra statement for it.
 */
export function tokenHolders(db: Database, countRequest: SharedCounter): TokenHolderOf {
  const refused = new RefusedUntil();
  return async (token, address) => {
    if (refused.msLeft(address) > 0) throw new RateLimitedError();
    const found = token.startsWith(TOKEN_LIMITS.prefix) ? await findLiveToken(db, hashOf(token)) : undefined;
    if (!found) {
      const misses = await countRequest(missesKey(address), MINUTE_MS);
      if (misses.count <= TOKEN_LIMITS.missesPerAddress)
        throw new UnauthenticatedError(TOKEN_MESSAGES.invalid);
      refused.refuse(address, misses.msLeft);
      throw new RateLimitedError();
    }
    return holderFor(db, countRequest, found);
  };
}

async function holderFor(
  db: Database,
  countRequest: SharedCounter,
  found: NonNullable<Awaited<ReturnType<typeof findLiveToken>>>,
): Promise<TokenOwner> {
  const { count } = await countRequest(`api-token:${found.id}`, MINUTE_MS);
  if (count > TOKEN_LIMITS.requestsPerMinute) throw new RateLimitedError();
  // The statement itself writes at most once a minute; this spares the round trip in between.
  if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() >= TOUCH_EVERY_MS)
    await touchToken(db, found.id);
  return {
    ...found.user,
    // Tokens have no admin scope (docs/decisions/042): whatever its owner's role, a token sees and acts as a member.
    role: "user",
    username: found.user.username ?? null,
    tokenId: found.id,
    tokenScopes: found.scopes,
  };
}
