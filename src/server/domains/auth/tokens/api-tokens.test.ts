import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { TOKEN_LIMITS, TOKEN_MESSAGES } from "../../../../shared/api-tokens";
import type { ApiTokenList } from "../../../../shared/schemas";
import { apiTokens, guides, users } from "../../../infrastructure/db/schema";
import { REQUEST_ANSWERED } from "../../../infrastructure/http/access-log";
import { as, signUp, type TestAccount } from "../../../test/accounts";
import { makeApiToken, withBearer } from "../../../test/api-tokens";
import { createTestApp, setupTestApp } from "../../../test/app";
import { adminAndUser, adminAppOptions } from "../../../test/catalogue";

// Personal API tokens (docs/decisions/042): made and revoked with the session, used as a bearer with their scopes.
const logLines: string[] = [];
const logger = pino(
  { level: "trace" },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);
const t = setupTestApp({ env: adminAppOptions.env, logger });

let admin: TestAccount;
let alice: TestAccount;
let demoGuideId: string;

beforeAll(async () => {
  ({ admin, user: alice } = await adminAndUser(t));
  const [demo] = await t.db.select({ id: guides.id }).from(guides).where(eq(guides.isDemo, true)).limit(1);
  demoGuideId = demo?.id ?? "";
});

const withToken = (
  token: string,
  method: "GET" | "PUT" | "DELETE" | "POST" | "PATCH",
  url: string,
  payload?: object,
) => t.app.inject(withBearer(token, { method, url, payload }));

describe("a personal API token", () => {
  it("is shown once, listed without itself, and reads and saves as its owner with its scopes", async () => {
    const created = await makeApiToken(t, alice, ["read", "saves"]);
    expect(created.token).toMatch(/^cg_[A-Za-z0-9_-]{43}$/);
    expect(created.start).toBe(created.token.slice(0, 7));
    const list = (
      await t.app.inject(as(alice, { method: "GET", url: "/api/me/tokens" }))
    ).json<ApiTokenList>();
    expect(list.items.map((item) => item.id)).toContain(created.id);
    expect(JSON.stringify(list)).not.toContain(created.token);
    const [stored] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(stored?.tokenHash).not.toContain(created.token);
    expect(stored?.lastUsedAt).toBeNull();

    // Another site's origin does not matter: a token is not an ambient credential.
    const save = await t.app.inject({
      method: "PUT",
      url: `/api/me/saved-guides/${demoGuideId}`,
      headers: { authorization: `Bearer ${created.token}`, origin: "https://elsewhere.example" },
    });
    expect(save.statusCode, save.body).toBe(200);
    const saved = await withToken(created.token, "GET", "/api/me/saved-guides");
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain(demoGuideId);
    const [used] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it("is refused where its scopes do not reach: writes of another scope, its own kind, the account, the admin", async () => {
    const readOnly = await makeApiToken(t, alice, ["read"]);
    const unsave = await withToken(readOnly.token, "DELETE", `/api/me/saved-guides/${demoGuideId}`);
    expect(unsave.statusCode).toBe(403);
    expect(unsave.json().error).toMatchObject({
      code: "TOKEN_NOT_ALLOWED",
      message: TOKEN_MESSAGES.missingScope("saves"),
    });
    const everything = await makeApiToken(t, admin, ["read", "saves", "guides"]);
    for (const [method, url, payload] of [
      ["GET", "/api/me/tokens", undefined],
      ["POST", "/api/me/tokens", { name: "Child", scopes: ["read"], expiresInDays: 30 }],
      ["PATCH", "/api/me", { firstName: "Token", lastName: "", username: "token_user" }],
      ["GET", "/api/suggestions", undefined],
    ] as const) {
      const answer = await withToken(everything.token, method, url, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json().error.message).toBe(TOKEN_MESSAGES.notForTokens);
    }
  });

  it("stops at once when revoked or expired, and an unknown token is a 401", async () => {
    const created = await makeApiToken(t, alice, ["read"]);
    expect((await withToken(created.token, "GET", "/api/me/saved-guides")).statusCode).toBe(200);
    const revoked = await t.app.inject(as(alice, { method: "DELETE", url: `/api/me/tokens/${created.id}` }));
    expect(revoked.statusCode).toBe(204);
    const after = await withToken(created.token, "GET", "/api/me/saved-guides");
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe(TOKEN_MESSAGES.invalid);

    const expiring = await makeApiToken(t, alice, ["read"], 30);
    await t.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, expiring.id));
    expect((await withToken(expiring.token, "GET", "/api/me/saved-guides")).statusCode).toBe(401);
    expect((await withToken("cg_not-a-token", "GET", "/api/me/saved-guides")).statusCode).toBe(401);
    // Someone else's token id cannot be revoked by another user.
    const bobs = await makeApiToken(t, admin, ["read"]);
    expect(
      (await t.app.inject(as(alice, { method: "DELETE", url: `/api/me/tokens/${bobs.id}` }))).statusCode,
    ).toBe(404);
  });

  it("is refused at once on another node of the same database once revoked there or here", async () => {
    const second = await createTestApp({ nodeOf: t });
    try {
      const created = await makeApiToken(t, alice, ["read"]);
      const onSecond = () =>
        second.app.inject(withBearer(created.token, { method: "GET", url: "/api/me/saved-guides" }));
      expect((await onSecond()).statusCode).toBe(200);
      const revoked = await t.app.inject(
        as(alice, { method: "DELETE", url: `/api/me/tokens/${created.id}` }),
      );
      expect(revoked.statusCode).toBe(204);
      expect((await onSecond()).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it(`has a rate limit of its own: request ${TOKEN_LIMITS.requestsPerMinute + 1} in a minute is a 429`, async () => {
    const busy = await makeApiToken(t, alice, ["read"]);
    const other = await makeApiToken(t, alice, ["read"]);
    for (let index = 0; index < TOKEN_LIMITS.requestsPerMinute; index++)
      expect((await withToken(busy.token, "GET", "/api/me/saved-guides")).statusCode).toBe(200);
    expect((await withToken(busy.token, "GET", "/api/me/saved-guides")).statusCode).toBe(429);
    expect((await withToken(other.token, "GET", "/api/me/saved-guides")).statusCode).toBe(200);
  }, 60_000);

  it("never shows up in the logs", async () => {
    const created = await makeApiToken(t, alice, ["read", "saves"]);
    const start = logLines.length;
    await withToken(created.token, "GET", "/api/me/saved-guides");
    await withToken(created.token, "DELETE", `/api/me/saved-guides/${demoGuideId}`);
    await withToken(`${created.token}x`, "GET", "/api/me/saved-guides");
    expect(logLines.length).toBeGreaterThan(0);
    // Its writes are told apart by the token's id.
    const deletion = logLines
      .slice(start)
      .find((line) => line.includes('"method":"DELETE"') && line.includes(REQUEST_ANSWERED));
    const { reqId } = JSON.parse(deletion ?? "{}") as { reqId?: string };
    expect(
      logLines
        .slice(start)
        .some((line) => line.includes(`"reqId":"${reqId}"`) && line.includes(`"tokenId":"${created.id}"`)),
    ).toBe(true);
  });
});

describe("a personal API token, guarded", () => {
  const fromAddress = (token: string, remoteAddress: string) =>
    t.app.inject(withBearer(token, { method: "GET", url: "/api/me/saved-guides", remoteAddress }));

  it("speaks for nobody while its owner is banned, and again once the ban has ended", async () => {
    const member = await signUp(t.app);
    const { token } = await makeApiToken(t, member, ["read"]);
    expect((await fromAddress(token, "127.0.0.61")).statusCode).toBe(200);
    await t.db.update(users).set({ banned: true, banExpires: null }).where(eq(users.id, member.id));
    const refused = await fromAddress(token, "127.0.0.61");
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(TOKEN_MESSAGES.invalid);
    await t.db
      .update(users)
      .set({ banExpires: sql`now() - interval '1 second'` })
      .where(eq(users.id, member.id));
    expect((await fromAddress(token, "127.0.0.61")).statusCode).toBe(200);
  });

  it(`refuses every token from an address past ${TOKEN_LIMITS.missesPerAddress} unknown ones in a minute`, async () => {
    const { token } = await makeApiToken(t, alice, ["read"]);
    for (let n = 0; n < TOKEN_LIMITS.missesPerAddress; n++)
      expect((await fromAddress(`cg_guess${n}`, "127.0.0.62")).statusCode).toBe(401);
    expect((await fromAddress("cg_one-more-guess", "127.0.0.62")).statusCode).toBe(429);
    // Even a real token learns nothing from there until the minute ends; other addresses are not held up.
    expect((await fromAddress(token, "127.0.0.62")).statusCode).toBe(429);
    expect((await fromAddress(token, "127.0.0.63")).statusCode).toBe(200);
  });
});
