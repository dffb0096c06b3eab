import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { signUpInput, TEST_PASSWORD } from "../seed/factories";
import type { App } from "./app";

export type TestAccount = {
  id: string;
  email: string;
  username: string;
  password: string;
  /** The session cookie, ready for a request's `cookie` header. */
  cookie: string;
  /** Headers of a signed-in browser request: the cookie and the app's own Origin (better-auth checks it). */
  headers: Record<string, string>;
};

/** The Origin a browser on the app sends; better-auth refuses cookie-carrying POSTs without it. */
export const originOf = (app: App) => ({ origin: app.config.baseUrl });

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const session = cookies.find((cookie) => cookie.includes("session_token="));
  if (!session) throw new Error(`No session cookie in ${JSON.stringify(cookies)}`);
  return session.split(";")[0] ?? "";
}

/** Signs up a fresh account through the real auth endpoint, as the sign-up page does. */
export async function signUp(
  app: App,
  fields: { username?: string; email?: string } = {},
): Promise<TestAccount> {
  const suffix = randomUUID().slice(0, 8);
  const username = fields.username ?? `tester_${suffix}`;
  const email = fields.email ?? `${username}@example.test`;
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: originOf(app),
    payload: signUpInput({ username, email }),
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = sessionCookie(response.headers["set-cookie"]);
  const { user } = response.json<{ user: { id: string } }>();
  return {
    id: user.id,
    email,
    username,
    password: TEST_PASSWORD,
    cookie,
    headers: { cookie, ...originOf(app) },
  };
}

/** An inject call as the given account (or anonymous without one). */
export function as(account: TestAccount | undefined, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...(account?.headers ?? {}), ...(options.headers ?? {}) } };
}
