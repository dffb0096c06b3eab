import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import type { TokenScope } from "../../shared/api-tokens";
import type { CreatedApiToken } from "../../shared/schemas";
import { as, type TestAccount } from "./accounts";
import type { TestApp } from "./app";

/** A personal API token of the account's, made as the edit-profile page makes one. */
export async function makeApiToken(
  t: TestApp,
  account: TestAccount,
  scopes: TokenScope[],
  expiresInDays: number | null = 30,
): Promise<CreatedApiToken> {
  const response = await t.app.inject(
    as(account, {
      method: "POST",
      url: "/api/me/tokens",
      payload: { name: `Script ${scopes.join("+")}`, scopes, expiresInDays },
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedApiToken>();
}

/** A request made with a personal API token instead of a session, as a script sends it. */
export function withBearer(token: string, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...(options.headers ?? {}), authorization: `Bearer ${token}` } };
}
