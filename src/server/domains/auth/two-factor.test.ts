import { beforeAll, describe, expect, it } from "vitest";
import type { Me } from "../../../shared/schemas";
import { sessionCookie, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { setCookies, signIn, totpCode, withCookie } from "../../test/auth";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp({ demoContent: false, env: { AUTH_RATE_LIMIT: "1000" } });

let alice: TestAccount;
let totpURI: string;
beforeAll(async () => {
  alice = await signUp(t.app);
});

const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers: withCookie(t.app, cookie), payload });

const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });

/** The cookie of the pending second step that sign-in sets instead of a session. */
const twoFactorCookie = (cookies: string[]) =>
  cookies.find((cookie) => cookie.includes("two_factor="))?.split(";")[0] ?? "";

/** A six-digit code that is not the current one (nor the one before or after). */
const wrongCode = (uri: string) => {
  const valid = [-30_000, 0, 30_000].map((shift) => totpCode(uri, Date.now() + shift));
  return ["000000", "111111", "222222", "333333"].find((code) => !valid.includes(code)) ?? "999999";
};

describe("two-factor sign-in with an authenticator app", () => {
  it("enabling needs the password and answers an otpauth URI", async () => {
    const refused = await post("/api/auth/two-factor/enable", alice.cookie, { password: "not-my-password" });
    expect(refused.statusCode).toBe(400);
    const response = await post("/api/auth/two-factor/enable", alice.cookie, { password: alice.password });
    totpURI = okJson<{ totpURI: string; backupCodes: string[] }>(response).totpURI;
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Cityguides:/);
    expect(new URL(totpURI).searchParams.get("secret")).toMatch(/^[A-Z2-7]+$/);
    // Not on until a code from the app proves it was set up.
    expect(okJson<Me>(await me(alice.cookie)).twoFactorEnabled).toBe(false);
  });

  it("a wrong code does not turn it on", async () => {
    const response = await post("/api/auth/two-factor/verify-totp", alice.cookie, {
      code: wrongCode(totpURI),
    });
    expect(response.statusCode).toBe(401);
    expect(okJson<Me>(await me(alice.cookie)).twoFactorEnabled).toBe(false);
  });

  it("a code computed from the secret turns it on, in a fresh session", async () => {
    const response = await post("/api/auth/two-factor/verify-totp", alice.cookie, {
      code: totpCode(totpURI),
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = sessionCookie(response.headers["set-cookie"]);
    expect(okJson<Me>(await me(cookie)).twoFactorEnabled).toBe(true);
    alice.cookie = cookie;
  });

  it("sign-in then asks for the second step and sets no session cookie", async () => {
    const response = await signIn(t.app, alice);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ twoFactorRedirect?: boolean }>().twoFactorRedirect).toBe(true);
    const cookies = setCookies(response);
    expect(cookies.some((cookie) => /session_token=[^;]/.test(cookie))).toBe(false);
    const pending = twoFactorCookie(cookies);
    expect(pending).not.toBe("");
    expectApiError(await me(pending), 401, "UNAUTHORIZED");
  });

  it("a wrong code keeps the visitor out; the right one signs in", async () => {
    const pending = twoFactorCookie(setCookies(await signIn(t.app, alice)));
    const wrong = await post("/api/auth/two-factor/verify-totp", pending, { code: wrongCode(totpURI) });
    expect(wrong.statusCode).toBe(401);
    expect(setCookies(wrong).some((cookie) => /session_token=[^;]/.test(cookie))).toBe(false);

    const right = await post("/api/auth/two-factor/verify-totp", pending, { code: totpCode(totpURI) });
    expect(right.statusCode, right.body).toBe(200);
    const cookie = sessionCookie(right.headers["set-cookie"]);
    expect(okJson<Me>(await me(cookie))).toMatchObject({ id: alice.id, twoFactorEnabled: true });
  });

  it("the second step cannot be taken without the pending cookie from the password step", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/two-factor/verify-totp",
      headers: { origin: t.config.baseUrl },
      payload: { code: totpCode(totpURI) },
    });
    expect(response.statusCode).toBe(401);
    expect(setCookies(response).some((cookie) => /session_token=[^;]/.test(cookie))).toBe(false);
  });

  it("a pending second step is used up by a successful code", async () => {
    const pending = twoFactorCookie(setCookies(await signIn(t.app, alice)));
    expect(
      (await post("/api/auth/two-factor/verify-totp", pending, { code: totpCode(totpURI) })).statusCode,
    ).toBe(200);
    const again = await post("/api/auth/two-factor/verify-totp", pending, { code: totpCode(totpURI) });
    expect(again.statusCode).toBe(401);
  });
});
