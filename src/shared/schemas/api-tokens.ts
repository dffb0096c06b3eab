import { z } from "zod";
import { TOKEN_EXPIRY_DAYS, TOKEN_LIMITS, TOKEN_MESSAGES, TOKEN_SCOPES } from "../api-tokens";

const tokenScopeSchema = z.enum(TOKEN_SCOPES);

/** A new token: its name, what it may do, and how many days it lives (null: until revoked). */
export const apiTokenInputSchema = z.object({
  name: z.string().trim().min(1, TOKEN_MESSAGES.nameRequired).max(TOKEN_LIMITS.nameMax),
  scopes: z
    .array(tokenScopeSchema)
    .min(1, TOKEN_MESSAGES.scopeRequired)
    .max(TOKEN_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, TOKEN_MESSAGES.scopeRequired),
  expiresInDays: z.union(TOKEN_EXPIRY_DAYS.map((days) => z.literal(days))),
});
export type ApiTokenInput = z.infer<typeof apiTokenInputSchema>;

/** A token as its owner sees it in the list: never the token itself. */
export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The token's first characters. */
  start: z.string(),
  scopes: z.array(tokenScopeSchema).max(TOKEN_SCOPES.length),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema).max(TOKEN_LIMITS.perUser) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** The answer to creating a token: the only time the token itself is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
