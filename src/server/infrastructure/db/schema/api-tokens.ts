import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt } from "./columns";

/**
 * Personal API tokens (docs/decisions/042): a user's named, scoped and revocable key to the API. Only the token's
 * SHA-256 is kept; what the owner sees of it later is its first characters.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** Hex SHA-256 of the whole token. */
    tokenHash: text().notNull().unique(),
    /** The token's first characters ('cg_' and four more), to tell tokens apart in the list. */
    start: text().notNull(),
    scopes: text().array().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("api_tokens_name_length", sql`char_length(${t.name}) between 1 and 60`),
    check("api_tokens_scopes_known", sql`${t.scopes} <@ array['read', 'saves', 'guides', 'social']::text[]`),
    index("api_tokens_user_idx").on(t.userId, t.createdAt),
  ],
);
