import { and, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { TOKEN_LIMITS, type TokenScope } from "../../../../shared/api-tokens";
import type { ApiToken } from "../../../../shared/schemas";
import type { Database } from "../../../infrastructure/db/client";
import { apiTokens, users } from "../../../infrastructure/db/schema";

const live = and(
  isNull(apiTokens.revokedAt),
  or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
);

/** A banned account's tokens speak for nobody while the ban lasts, as its sessions do. */
const ownerNotBanned = or(sql`coalesce(${users.banned}, false) = false`, lte(users.banExpires, sql`now()`));

/**
 * A live token by its hash, with its owner as a session knows them: none when revoked, expired or unknown, or
 * while its owner is banned.
 */
export async function findLiveToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: apiTokens.id,
      scopes: apiTokens.scopes,
      lastUsedAt: apiTokens.lastUsedAt,
      user: { id: users.id, email: users.email, username: users.username },
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), live, ownerNotBanned))
    .limit(1);
  return row ? { ...row, scopes: row.scopes as TokenScope[] } : undefined;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A stored token as its owner sees it (never its hash). */
export const toApiToken = (row: typeof apiTokens.$inferSelect): ApiToken => ({
  id: row.id,
  name: row.name,
  start: row.start,
  scopes: row.scopes as TokenScope[],
  createdAt: row.createdAt.toISOString(),
  expiresAt: iso(row.expiresAt),
  lastUsedAt: iso(row.lastUsedAt),
});

const liveOf = (userId: string) => and(eq(apiTokens.userId, userId), live);

/** The user's live tokens, newest first: at most as many as one may hold. */
export async function listTokens(db: Database, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(liveOf(userId))
    .orderBy(desc(apiTokens.createdAt))
    .limit(TOKEN_LIMITS.perUser);
  return rows.map(toApiToken);
}

/** How many live tokens the user holds. */
export async function countLiveTokens(db: Database, userId: string): Promise<number> {
  return db.$count(apiTokens, liveOf(userId));
}
