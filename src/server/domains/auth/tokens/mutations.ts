import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { TokenScope } from "../../../../shared/api-tokens";
import type { ApiToken } from "../../../../shared/schemas";
import type { Database } from "../../../infrastructure/db/client";
import { apiTokens, users } from "../../../infrastructure/db/schema";
import { countLiveTokens, toApiToken } from "./repository";

type NewToken = {
  userId: string;
  name: string;
  tokenHash: string;
  start: string;
  scopes: TokenScope[];
  expiresAt: Date | null;
  /** Live tokens the user may hold at once. */
  perUser: number;
};

/**
 * A new token, unless the user already holds `perUser` live ones (then undefined). Locking the user's row queues
 * one person's concurrent creations, so two at once cannot both take the last place.
 */
export async function insertToken(db: Database, token: NewToken): Promise<ApiToken | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, token.userId)).for("update");
    if ((await countLiveTokens(tx as unknown as Database, token.userId)) >= token.perUser) return undefined;
    const { perUser: _perUser, ...values } = token;
    const [row] = await tx.insert(apiTokens).values(values).returning();
    return row && toApiToken(row);
  });
}

/** Revokes one of the user's tokens; false when they have no such live token. */
export async function revokeToken(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/** Marks a token used now, at most once a minute: a busy script does not write on every call. */
export async function touchToken(db: Database, id: string): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}
