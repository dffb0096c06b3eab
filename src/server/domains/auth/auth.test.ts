import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Me } from "../../../shared/schemas";
import { users } from "../../infrastructure/db/schema";
import { signUpInput } from "../../seed/factories";
import { originOf, sessionCookie, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { setCookies, signIn, signInCookie, withCookie } from "../../test/auth";
import { expectApiError, okJson } from "../../test/http";

// Enough sign-ups and sign-ins for this file; rate-limit.test.ts checks the real limit.
const t = setupTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });

type AuthError = { code?: string; message?: string };

let alice: TestAccount;
beforeAll(async () => {
  alice = await signUp(t.app);
});

const signUpAs = (fields: { username: string; email?: string; password?: string; firstName?: string }) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: originOf(t.app),
    payload: {
      email: fields.email ?? `${fields.username.replace(/\W/g, "")}@example.test`,
      password: fields.password ?? "long-enough-password",
      name: "New Person",
      firstName: fields.firstName ?? "New",
      username: fields.username,
    },
  });

const me = (cookie: string | undefined) =>
  t.app.inject({ method: "GET", url: "/api/me", headers: cookie ? { cookie } : {} });

async function userCount(email: string): Promise<number> {
  return (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;
}

describe("sign-up rules", () => {
  it("creates the account, signs it in and stores the username lowercased", async () => {
    const response = await signUpAs({ username: "Fresh_Face", email: "fresh@example.test" });
    expect(response.statusCode, response.body).toBe(200);
    const profile = okJson<Me>(await me(sessionCookie(response.headers["set-cookie"])));
    expect(profile).toMatchObject({ username: "fresh_face", email: "fresh@example.test", role: "user" });
    expect(profile.twoFactorEnabled).toBe(false);
  });

  it.each([
    [
      "a password shorter than 8 characters",
      { username: "short_pw", password: "seven77" },
      "PASSWORD_TOO_SHORT",
    ],
    ["a username with a space and a '!'", { username: "bad name!" }, "INVALID_USERNAME"],
    ["a username shorter than 3 characters", { username: "ab" }, "USERNAME_TOO_SHORT"],
    [
      "a username taken by a demo profile, in another case",
      { username: "MAYA_EATS" },
      "USERNAME_IS_ALREADY_TAKEN",
    ],
    ["a missing first name", { username: "no_first", firstName: "  " }, "FIRST_NAME_REQUIRED"],
    ["an overlong first name", { username: "long_first", firstName: "x".repeat(51) }, "NAME_TOO_LONG"],
  ])("refuses %s and creates no account", async (_, fields, code) => {
    const email = `${fields.username.replace(/\W/g, "")}@example.test`;
    const response = await signUpAs({ ...fields, email });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    if (code) expect(response.json<AuthError>().code).toBe(code);
    expect(setCookies(response).some((cookie) => cookie.includes("session_token="))).toBe(false);
    expect(await userCount(email)).toBe(0);
  });

  it("refuses a username another account signed up with", async () => {
    const response = await signUpAs({
      username: alice.username.toUpperCase(),
      email: "copycat@example.test",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<AuthError>().code).toBe("USERNAME_IS_ALREADY_TAKEN");
    expect(await userCount("copycat@example.test")).toBe(0);
  });

  it("refuses a username a route of the app takes (/profile/edit), in any case", async () => {
    for (const username of ["edit", "Edit"]) {
      const response = await signUpAs({ username, email: `${username}-route@example.test` });
      expect(response.statusCode).toBe(400);
      expect(await userCount(`${username.toLowerCase()}-route@example.test`)).toBe(0);
    }
  });

  it("refuses a second account with the same email", async () => {
    const response = await signUpAs({ username: "second_alice", email: alice.email.toUpperCase() });
    expect(response.statusCode).toBe(422);
    expect(await userCount(alice.email)).toBe(1);
  });

  it("answers whether a username is free, case-insensitively", async () => {
    const available = async (username: string) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/is-username-available",
        headers: originOf(t.app),
        payload: { username },
      });
      return okJson<{ available: boolean }>(response).available;
    };
    expect(await available(alice.username)).toBe(false);
    expect(await available("Maya_Eats")).toBe(false);
    expect(await available("nobody_has_this")).toBe(true);
  });
});

describe("sessions", () => {
  it("signs in with an httpOnly, SameSite=Lax session cookie that lasts a week", async () => {
    const response = await signIn(t.app, alice);
    expect(response.statusCode, response.body).toBe(200);
    const session = setCookies(response).find((cookie) => cookie.includes("session_token="));
    const attributes = (session ?? "").split(";").map((part) => part.trim().toLowerCase());
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/");
    expect(attributes).toContain(`max-age=${7 * 24 * 60 * 60}`);
    expect(okJson<Me>(await me(sessionCookie(session))).id).toBe(alice.id);
  });

  it("refuses a wrong password with 401 and no cookie", async () => {
    const response = await signIn(t.app, { email: alice.email, password: "not-the-password" });
    expect(response.statusCode).toBe(401);
    expect(response.json<AuthError>().code).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(setCookies(response)).toEqual([]);
  });

  it("refuses a cookie-carrying POST without an Origin, and the session stays", async () => {
    const cookie = await signInCookie(t.app, alice);
    const response = await t.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json<AuthError>().code).toBe("MISSING_OR_NULL_ORIGIN");
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it("refuses a cookie-carrying POST from a foreign Origin, and the sessions stay", async () => {
    const cookie = await signInCookie(t.app, alice);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/revoke-sessions",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<AuthError>().code).toBe("INVALID_ORIGIN");
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it("refuses a sign-in posted from a foreign Origin (login CSRF)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "https://evil.example" },
      payload: { email: alice.email, password: alice.password },
    });
    expect(response.statusCode).toBe(403);
    expect(setCookies(response)).toEqual([]);
  });

  it("sign-out ends this session only", async () => {
    const [first, second] = [await signInCookie(t.app, alice), await signInCookie(t.app, alice)];
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: withCookie(t.app, first),
    });
    expect(response.statusCode, response.body).toBe(200);
    expectApiError(await me(first), 401, "UNAUTHORIZED");
    expect((await me(second)).statusCode).toBe(200);
  });

  it("revoking all sessions signs out every device", async () => {
    const [first, second] = [await signInCookie(t.app, alice), await signInCookie(t.app, alice)];
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/revoke-sessions",
      headers: withCookie(t.app, first),
    });
    expect(response.statusCode, response.body).toBe(200);
    expectApiError(await me(second), 401, "UNAUTHORIZED");
    expectApiError(await me(first), 401, "UNAUTHORIZED");
  });

  it("refuses a forged or tampered cookie", async () => {
    const cookie = await signInCookie(t.app, alice);
    const [name, value = ""] = cookie.split("=");
    const [token] = value.split(".");
    expectApiError(await me(`${name}=${token}`), 401, "UNAUTHORIZED");
    expectApiError(await me(`${name}=${token}.forged-signature`), 401, "UNAUTHORIZED");
    const otherFirstLetter = value.startsWith("x") ? "y" : "x";
    expectApiError(await me(`${name}=${otherFirstLetter}${value.slice(1)}`), 401, "UNAUTHORIZED");
  });
});

describe("session tokens stay in the httpOnly cookie", () => {
  it("sign-in, sign-up and get-session bodies carry no token a page script could read", async () => {
    const bob = await signUp(t.app);
    const signedIn = await signIn(t.app, { email: bob.email, password: bob.password });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).not.toMatch(/"token"/);
    const signedUp = await signUpAs({ username: "tokenless_sign_up" });
    expect(signedUp.statusCode).toBe(200);
    expect(signedUp.body).not.toMatch(/"token"/);
    const session = await t.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: bob.cookie },
    });
    const body = okJson<{ session: Record<string, unknown>; user: { id: string } }>(session);
    expect(body.user.id).toBe(bob.id);
    expect(body.session).not.toHaveProperty("token");
    const sessions = await t.app.inject({
      method: "GET",
      url: "/api/auth/list-sessions",
      headers: { cookie: bob.cookie },
    });
    const listed = okJson<Array<Record<string, unknown>>>(sessions);
    expect(listed.length).toBeGreaterThan(0);
    for (const listedSession of listed) expect(listedSession).not.toHaveProperty("token");
  });
});

describe("fields better-auth stores", () => {
  it.each([
    ["name", { name: "x".repeat(1_000_000) }],
    ["displayUsername", { displayUsername: "y".repeat(500) }],
    ["email", { email: `${"e".repeat(250)}@example.test` }],
  ])("refuses an over-long %s at sign-up with 400, storing nothing", async (_, oversized) => {
    const username = `long_${Math.random().toString(36).slice(2, 10)}`;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: originOf(t.app),
      payload: { ...signUpInput({ username }), ...oversized },
    });
    expectApiError(response, 400, "BAD_REQUEST");
    const [row] = await t.db.select().from(users).where(eq(users.username, username));
    expect(row).toBeUndefined();
  });
});
