import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../infrastructure/config";
import { rateLimits } from "../../infrastructure/db/schema";
import { createSharedCounter } from "../../infrastructure/rate-limits/counter";
import { originOf, signUp, type TestAccount } from "../../test/accounts";
import { createTestApp, setupTestApp } from "../../test/app";
import { signIn } from "../../test/auth";
import { createRateLimitStore } from "./rate-limit-store";

// The default AUTH_RATE_LIMIT: 10 attempts per address per minute. Requests through inject come from 127.0.0.1.
const t = setupTestApp({ demoContent: false });
const LIMIT = 10;

type Refusal = { message?: string; error?: { message?: string } };

function expectTooMany(response: { statusCode: number; json: <T>() => T; body: string }) {
  expect(response.statusCode, response.body).toBe(429);
  const body = response.json<Refusal>();
  expect(body.message ?? body.error?.message).toMatch(/too many requests/i);
}

describe("auth rate limits", () => {
  let account: TestAccount;

  it(`answers 429 to the sign-in after ${LIMIT} in a minute from one address, even with the right password`, async () => {
    account = await signUp(t.app);
    const wrong = { email: account.email, password: "wrong-password" };
    for (let attempt = 1; attempt <= LIMIT; attempt++) {
      expect((await signIn(t.app, wrong)).statusCode, `attempt ${attempt}`).toBe(401);
    }
    expectTooMany(await signIn(t.app, wrong));
    const right = await signIn(t.app, account);
    expectTooMany(right);
    expect(right.headers["set-cookie"]).toBeUndefined();
    // Twelve password hashes: slow on a loaded machine.
  }, 30_000);

  it("cannot be dodged with a forged X-Forwarded-For header", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { ...originOf(t.app), "x-forwarded-for": "203.0.113.9" },
      payload: { email: account.email, password: account.password },
    });
    expectTooMany(response);
  });

  it("limits each address on its own", async () => {
    expect((await signIn(t.app, account, "198.51.100.7")).statusCode).toBe(200);
  });

  it(`limits sign-ups to ${LIMIT} a minute per address`, async () => {
    const attempt = (n: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: originOf(t.app),
        remoteAddress: "198.51.100.20",
        payload: {
          email: `s${n}@example.test`,
          password: "short",
          name: "S",
          firstName: "S",
          username: `s_${n}`,
        },
      });
    for (let n = 1; n <= LIMIT; n++) expect((await attempt(n)).statusCode, `attempt ${n}`).toBe(400);
    expectTooMany(await attempt(LIMIT + 1));
  });

  it("allows 3 password-reset requests a minute per address", async () => {
    const request = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        headers: originOf(t.app),
        remoteAddress: "198.51.100.30",
        payload: { email: account.email, redirectTo: "/reset-password" },
      });
    for (let n = 1; n <= 3; n++) expect((await request()).statusCode, `request ${n}`).toBe(200);
    expectTooMany(await request());
  });
});

describe("the shared rate-limit store", () => {
  it("allows max requests a window per key, tells when to retry, and starts afresh after the window", async () => {
    const store = createRateLimitStore(createSharedCounter(t.db));
    const rule = { window: 60, max: 2 };
    expect(await store.consume("a|/sign-in/email", rule)).toEqual({ allowed: true, retryAfter: null });
    expect((await store.consume("a|/sign-in/email", rule)).allowed).toBe(true);
    const refused = await store.consume("a|/sign-in/email", rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect((await store.consume("b|/sign-in/email", rule)).allowed).toBe(true);
    // The window ends by the database's clock, the one every node shares.
    await t.db
      .update(rateLimits)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, "auth:a|/sign-in/email"));
    expect((await store.consume("a|/sign-in/email", rule)).allowed).toBe(true);
  });

  it("counts requests arriving at once exactly once each", async () => {
    const store = createRateLimitStore(createSharedCounter(t.db));
    const rule = { window: 60, max: 5 };
    const answers = await Promise.all(Array.from({ length: 12 }, () => store.consume("burst", rule)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
  });
});

describe("two-factor code checks", () => {
  /** better-auth's endpoints that check a second-step code; the product opens verify-totp alone. */
  const CODE_CHECKS = ["verify-totp", "verify-otp", "verify-backup-code"];
  /** Every spelling that reaches a path once dot segments are resolved, as better-auth resolves them. */
  const SPELLINGS = [
    (endpoint: string) => `/api/auth/two-factor/${endpoint}`,
    (endpoint: string) => `/api/auth/two-factor/./${endpoint}`,
    (endpoint: string) => `/api/auth/reset-password/../two-factor/${endpoint}`,
    (endpoint: string) => `/api/auth/reset-password/%2e%2e/two-factor/${endpoint}`,
    (endpoint: string) => `/api/auth/reset-password/.%2E/two-factor/${endpoint}`,
  ];

  /** POSTs the path byte for byte over a real socket (inject would resolve its dot segments first). */
  const postAsIs = (port: number, path: string) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ code: "123456" });
      const headers = { ...originOf(t.app), "content-type": "application/json" };
      const sent = request({ host: "127.0.0.1", port, method: "POST", path, headers }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      });
      sent.on("error", reject);
      sent.end(body);
    });

  it(`reach a code check at most ${LIMIT} times a minute from one address, on every path that reaches one`, async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const checked: string[] = [];
    for (const endpoint of CODE_CHECKS) {
      for (const spell of SPELLINGS) {
        for (let attempt = 0; attempt <= LIMIT; attempt++) {
          const status = await postAsIs(port, spell(endpoint));
          expect(status, spell(endpoint)).not.toBe(200);
          if (status !== 404 && status !== 429) checked.push(spell(endpoint));
        }
      }
    }
    // verify-totp, however spelt, until the limit; nothing else.
    expect(checked).toHaveLength(LIMIT);
    expect(checked.every((path) => path.endsWith("/two-factor/verify-totp"))).toBe(true);
  });
});

describe("auth rate limits on two nodes sharing one database", () => {
  it(`refuse the ${LIMIT + 1}th failed sign-in from an address however the attempts are spread`, async () => {
    const second = await createTestApp({ nodeOf: t });
    try {
      const wrong = { email: "spread@example.test", password: "wrong-password" };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < LIMIT + 2; attempt++) {
        const node = attempt % 2 === 0 ? t.app : second.app;
        statuses.push((await signIn(node, wrong, "198.51.100.77")).statusCode);
      }
      // One refusal from each node once the shared count is spent.
      expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429]);
    } finally {
      await second.close();
    }
  }, 30_000);
});

describe("auth rate limits behind one trusted proxy (TRUST_PROXY=1)", () => {
  const proxied = setupTestApp({ demoContent: false, env: { TRUST_PROXY: "1" } });

  it("count the client the proxy saw, whatever X-Forwarded-For the client wrote itself", async () => {
    const wrong = { email: "nobody@example.test", password: "wrong-password" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      // The client forged the first entry; the proxy (the socket, 127.0.0.1) appended the address it saw.
      const response = await proxied.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { ...originOf(proxied.app), "x-forwarded-for": `198.51.100.${attempt}, 203.0.113.7` },
        payload: wrong,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBe(50 - LIMIT);
  });

  it("refuses TRUST_PROXY=true, which would believe every hop", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: trusting every proxy hop/);
  });
});
