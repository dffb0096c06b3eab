import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Me } from "../../../shared/schemas";
import { users } from "../../infrastructure/db/schema";
import { signUp } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { capturingMailer, insertAccount, signInCookie } from "../../test/auth";
import { okJson } from "../../test/http";
import { grantAdmin } from "./admin-role";

const mail = capturingMailer();
const t = setupTestApp({
  demoContent: false,
  mailer: mail.mailer,
  env: {
    ADMIN_EMAILS: " Boss@Example.test , earlier@example.test, listed@example.test",
    AUTH_RATE_LIMIT: "1000",
  },
});

const me = async (cookie: string) =>
  okJson<Me>(await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } }));

async function roleOf(email: string) {
  const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.email, email));
  return row?.role;
}

describe("ADMIN_EMAILS", () => {
  it("promotes a listed address only once its owner follows the link mailed to it, whatever its case", async () => {
    mail.sent.length = 0;
    const boss = await signUp(t.app, { username: "the_boss", email: "BOSS@example.TEST" });
    expect(await me(boss.cookie)).toMatchObject({ email: "boss@example.test", role: "user" });
    expect(mail.sent.map((sent) => sent.to)).toEqual(["boss@example.test"]);
    const link = new URL(/https?:\/\/\S+/.exec(mail.sent[0]?.text ?? "")?.[0] ?? "");
    expect(link.pathname).toBe("/api/auth/verify-email");
    const followed = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(followed.statusCode, followed.body).toBeLessThan(400);
    expect((await me(boss.cookie)).role).toBe("admin");
  });

  it("gives everyone else the user role and mails them nothing", async () => {
    mail.sent.length = 0;
    const someone = await signUp(t.app);
    expect((await me(someone.cookie)).role).toBe("user");
    expect(mail.sent).toEqual([]);
  });

  it("does not promote a listed address that was never confirmed, even when it signs in", async () => {
    const squatter = await signUp(t.app, { username: "first_comer", email: "Listed@example.test" });
    const cookie = await signInCookie(t.app, squatter);
    expect((await me(cookie)).role).toBe("user");
    expect(await roleOf("listed@example.test")).toBe("user");
  });

  it("promotes a verified account that existed before the setting named it, when it signs in", async () => {
    const credentials = { email: "earlier@example.test", password: "earlier-password" };
    await insertAccount(t.db, { ...credentials, username: "earlier_bird" });
    expect(await roleOf(credentials.email)).toBe("user");
    const cookie = await signInCookie(t.app, credentials);
    expect((await me(cookie)).role).toBe("admin");
    expect(await roleOf(credentials.email)).toBe("admin");
  });

  it("does not promote other accounts that sign in", async () => {
    const credentials = { email: "later@example.test", password: "later-password" };
    await insertAccount(t.db, { ...credentials, username: "later_bird" });
    const cookie = await signInCookie(t.app, credentials);
    expect((await me(cookie)).role).toBe("user");
  });
});

describe("grantAdmin (npm run grant-admin)", () => {
  it("makes an existing account an admin, found by its email in any case", async () => {
    const someone = await signUp(t.app);
    expect(await grantAdmin(t.db, `  ${someone.email.toUpperCase()} `)).toBe(true);
    expect(await roleOf(someone.email)).toBe("admin");
    // The running session sees the role at once: it is read from the database on each request.
    expect((await me(someone.cookie)).role).toBe("admin");
  });

  it("answers false for an unknown email and changes no one", async () => {
    const roles = () => t.db.select({ id: users.id, role: users.role }).from(users).orderBy(users.id);
    const before = await roles();
    expect(await grantAdmin(t.db, "nobody@example.test")).toBe(false);
    expect(await roles()).toEqual(before);
  });
});

describe("better-auth endpoints the product does not use", () => {
  it.each([
    "admin/impersonate-user",
    "admin/set-user-password",
    "admin/set-role",
    "admin/ban-user",
    "admin/remove-user",
    "admin/list-users",
    "update-user",
    "change-email",
    "delete-user",
  ])("/api/auth/%s answers 404, even to an admin", async (endpoint) => {
    const admin = await signUp(t.app, {
      username: `admin_${endpoint.replaceAll(/[^a-z]/g, "_")}`.slice(0, 30),
    });
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    for (const method of ["GET", "POST"] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/auth/${endpoint}`,
        headers: admin.headers,
        ...(method === "POST"
          ? { payload: { userId: admin.id, role: "admin", newPassword: "x".repeat(12) } }
          : {}),
      });
      expect(response.statusCode, `${method} ${endpoint}`).toBe(404);
    }
  });
});
