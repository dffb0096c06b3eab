import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../infrastructure/db/schema";
import { originOf, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { capturingMailer, signIn, signInCookie } from "../../test/auth";
import { expectApiError } from "../../test/http";

const mail = capturingMailer();
const t = setupTestApp({ demoContent: false, mailer: mail.mailer, env: { AUTH_RATE_LIMIT: "1000" } });

let alice: TestAccount;
beforeAll(async () => {
  alice = await signUp(t.app);
});

const requestReset = (email: string, remoteAddress?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/request-password-reset",
    headers: originOf(t.app),
    payload: { email, redirectTo: "/reset-password" },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const resetPassword = (token: string, newPassword: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    headers: originOf(t.app),
    payload: { token, newPassword },
  });

const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });

describe("password reset", () => {
  let link: URL;
  let token: string;
  let earlierSession: string;

  it("mails one link to the account's address", async () => {
    earlierSession = await signInCookie(t.app, alice);
    mail.sent.length = 0;
    expect((await requestReset(alice.email.toUpperCase())).statusCode).toBe(200);
    expect(mail.sent).toHaveLength(1);
    const [message] = mail.sent;
    expect(message?.to).toBe(alice.email);
    const url = message?.text.match(/https?:\/\/\S+/)?.[0];
    expect(url).toBeDefined();
    link = new URL(url ?? "");
    expect(link.origin).toBe(t.config.baseUrl);
    token = link.pathname.split("/").pop() ?? "";
    expect(link.pathname).toBe(`/api/auth/reset-password/${token}`);
  });

  it("the link leads to the app's reset page with the token", async () => {
    const response = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location ?? "", t.config.baseUrl);
    expect(location.pathname).toBe("/reset-password");
    expect(location.searchParams.get("token")).toBe(token);
  });

  it("answers the same for an unknown address, and sends nothing", async () => {
    mail.sent.length = 0;
    expect((await requestReset("nobody@example.test", "198.51.100.4")).statusCode).toBe(200);
    expect(mail.sent).toEqual([]);
  });

  it("refuses a new password shorter than 8 characters, keeping the old one", async () => {
    const response = await resetPassword(token, "short");
    expect(response.statusCode).toBe(400);
    expect((await signIn(t.app, alice)).statusCode).toBe(200);
  });

  it("sets the new password: it signs in, the old one fails, earlier sessions end", async () => {
    expect((await me(earlierSession)).statusCode).toBe(200);
    const response = await resetPassword(token, "a-brand-new-password");
    expect(response.statusCode, response.body).toBe(200);
    expect((await signIn(t.app, { email: alice.email, password: "a-brand-new-password" })).statusCode).toBe(
      200,
    );
    expect((await signIn(t.app, alice)).statusCode).toBe(401);
    expectApiError(await me(earlierSession), 401, "UNAUTHORIZED");
    expectApiError(await me(alice.cookie), 401, "UNAUTHORIZED");
  });

  it("the token works only once, and a made-up one not at all", async () => {
    expect((await resetPassword(token, "yet-another-password")).statusCode).toBe(400);
    expect((await resetPassword("made-up-token", "yet-another-password")).statusCode).toBe(400);
    expect((await signIn(t.app, { email: alice.email, password: "a-brand-new-password" })).statusCode).toBe(
      200,
    );
  });
});

describe("password reset for a demo profile", () => {
  it("sends no link at all, so a demo profile can never get a password", async () => {
    const demo = await signUp(t.app);
    await t.db.update(users).set({ isDemo: true }).where(eq(users.id, demo.id));
    mail.sent.length = 0;
    expect((await requestReset(demo.email)).statusCode).toBe(200);
    expect(mail.sent).toEqual([]);
  });
});
