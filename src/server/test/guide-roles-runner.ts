import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_SCOPES, type TokenScope } from "../../shared/api-tokens";
import { tokenScopeOf } from "../domains/auth/session";
import { apiTokens } from "../infrastructure/db/schema";
import type { Effect } from "./access-matrix-shape";
import { databaseFingerprint } from "./access-scene";
import { originOf } from "./accounts";
import { makeApiToken } from "./api-tokens";
import { setupTestApp } from "./app";
import { openEventStream } from "./event-stream";
import { type GuideState, MEMBER_ROLES, ROLES, type Role, SIGNED_IN_ROLES } from "./guide-roles-callers";
import { GUIDE_ROLE_ROUTES } from "./guide-roles-matrix";
import {
  fillIn,
  guideWorldOf,
  makeWorld,
  ROLE_BODIES,
  type RoleAccounts,
  signUpRoleAccounts,
  worldText,
} from "./guide-roles-scene";
import { outcomeOf, type RoleCase, type RoleRoute } from "./guide-roles-shape";

/**
 * How a caller calls: with their session, with a token of every scope, or with a token of every scope but the
 * one the route needs (docs/product.md §6: a token acts as its owner with only its scopes).
 */
export type Via = "session" | "token" | "token short of the scope";

/** What the app says of each route: what a token needs on it, and whether it needs someone signed in. */
type RouteFacts = { scope: TokenScope | "never" | "any"; needsSignIn: boolean };
/** A page is no route: it reads the session cookie alone, so a token's holder is a visitor there. */
const PAGE_FACTS: RouteFacts = { scope: "any", needsSignIn: false };

/** The app, its callers and their tokens, for one test file of the guide roles' matrix. */
export function guideRolesHarness() {
  // A stand-in for the web build, so that guide pages are answered as in production (without drawing).
  const webDist = mkdtempSync(path.join(os.tmpdir(), "cityguides-web-"));
  writeFileSync(
    path.join(webDist, "index.html"),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  const routes = new Map<string, RouteFacts>();
  const t = setupTestApp({
    env: { AUTH_RATE_LIMIT: "10000", UPLOAD_RATE_LIMIT: "10000", WEB_DIST_DIR: webDist },
    onRoute: (route) => {
      for (const method of [route.method].flat())
        routes.set(`${method} ${route.url}`, {
          scope: tokenScopeOf(method, route.config),
          needsSignIn: Object.hasOwn(route.schema?.response ?? {}, 401),
        });
    },
  });

  let accounts: RoleAccounts;
  let port = 0;
  let calls = 0;
  /** Per caller, a token of every scope, and one short of each scope. */
  const tokens = new Map<string, string>();
  const tokenKey = (role: Role, short?: TokenScope) => `${role} ${short ?? "every scope"}`;

  beforeAll(async () => {
    accounts = await signUpRoleAccounts(t);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
    const made: string[] = [];
    for (const role of SIGNED_IN_ROLES)
      for (const short of [undefined, ...TOKEN_SCOPES]) {
        const scopes = TOKEN_SCOPES.filter((scope) => scope !== short);
        const token = await makeApiToken(t, accounts[role], scopes);
        tokens.set(tokenKey(role, short), token.token);
        made.push(token.id);
      }
    // A token's last use is written at most once a minute; marked used ahead, no call below writes it, so that a
    // refused call is seen to change nothing.
    await t.db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now() + interval '1 day'` })
      .where(inArray(apiTokens.id, made));
  });

  const factsOf = (key: string, route: RoleRoute): RouteFacts => {
    if (route.page) return PAGE_FACTS;
    const facts = routes.get(key);
    if (!facts) throw new Error(`The app has no route ${key}`);
    return facts;
  };

  /** What the caller gets by `via`, from what their session gets (the row). */
  function expected(
    key: string,
    route: RoleRoute,
    accessCase: RoleCase,
    state: GuideState,
    role: Role,
    via: Via,
  ) {
    const row = accessCase.by[state];
    if (!row) throw new Error(`${key} has no ${state} row`);
    const facts = factsOf(key, route);
    const refused = { status: 403, effect: "unchanged" as Effect };
    if (via === "token short of the scope") {
      if (facts.needsSignIn) return refused;
      return { ...outcomeOf(route, row, "visitor"), effect: "unchanged" as Effect };
    }
    if (via === "token") {
      if (facts.needsSignIn && facts.scope === "never") return refused;
      if (route.page) return outcomeOf(route, row, "visitor");
      // A token never sees with an admin's eyes (docs/product.md §6): its admin is anyone else.
      return outcomeOf(route, row, role === "admin" ? "outsider" : role);
    }
    return outcomeOf(route, row, role);
  }

  /** The callers a short token is tried for: those whose session gets in, so that the scope is what stops them. */
  function shortTokenCallers(key: string, route: RoleRoute, accessCase: RoleCase, state: GuideState): Role[] {
    const { scope } = factsOf(key, route);
    if (scope === "never" || scope === "any") return [];
    return SIGNED_IN_ROLES.filter(
      (role) => expected(key, route, accessCase, state, role, "session").status < 400,
    );
  }

  function headersOf(key: string, route: RoleRoute, role: Role, via: Via): Record<string, string> {
    if (role === "visitor") return {};
    if (via === "session") return accounts[role].headers;
    const { scope } = factsOf(key, route);
    const short = via === "token short of the scope" ? (scope as TokenScope) : undefined;
    return { authorization: `Bearer ${tokens.get(tokenKey(role, short))}` };
  }

  async function send(
    method: string,
    url: string,
    payload: object | undefined,
    headers: Record<string, string>,
  ) {
    if (url.startsWith("/api/realtime")) {
      const stream = await openEventStream(port, undefined, headers, url);
      stream.close();
      return { status: stream.response.statusCode ?? 0, body: "" };
    }
    const response = await t.app.inject({
      method: method as "GET",
      url,
      payload,
      headers: { ...originOf(t.app), ...headers },
      remoteAddress: `127.9.${Math.floor(calls / 250)}.${(calls % 250) + 1}`,
    });
    return { status: response.statusCode, body: response.body };
  }

  async function check(
    key: string,
    route: RoleRoute,
    accessCase: RoleCase,
    state: GuideState,
    role: Role,
    via: Via,
  ) {
    calls += 1;
    const world = await makeWorld(t, accounts, { state, n: calls, given: accessCase.given });
    const account = role === "visitor" ? undefined : accounts[role];
    const [method = "", target = ""] = accessCase.call.split(" ");
    const url = fillIn(target, world, account);
    const payload = accessCase.body ? await ROLE_BODIES[accessCase.body](world, t) : undefined;
    const before = await guideWorldOf(t, world.guide);
    const everything = await databaseFingerprint(t);

    const answer = await send(method, url, payload, headersOf(key, route, role, via));
    const want = expected(key, route, accessCase, state, role, via);
    const what = `${accessCase.call} on a ${state} guide as ${role} by ${via}: ${answer.body.slice(0, 300)}`;
    expect(answer.status, what).toBe(want.status);
    const after = await guideWorldOf(t, world.guide);
    if (want.effect === "changed")
      expect(after, `${what} should change the guide's world`).not.toEqual(before);
    else expect(after, `${what} should leave the guide's world`).toEqual(before);
    if (route.kind === "read" || answer.status >= 400)
      expect(await databaseFingerprint(t), `${what} should change nothing`).toEqual(everything);
    if (accessCase.hides) {
      const hidden = worldText(world, accessCase.hides, account);
      expect(answer.body, `${what} shows the ${accessCase.hides}`).not.toContain(hidden);
    }
    if (accessCase.private) {
      const secret = worldText(world, accessCase.private, account);
      // Short of the scope, a token reads as a visitor does.
      const reader = via === "token short of the scope" ? "visitor" : role;
      const seesIt = (accessCase.seenBy ?? MEMBER_ROLES).includes(reader);
      if (!seesIt) expect(answer.body, `${what} shows the ${accessCase.private}`).not.toContain(secret);
      else if (answer.status === 200)
        expect(answer.body, `${what} lacks the ${accessCase.private}`).toContain(secret);
    }
  }

  /**
   * One test per route, case, guide state and caller, by `via`; short of the scope, one per route, case and state
   * for the callers whose session gets in (known once the app has told its routes).
   */
  function describeRoles(via: Via) {
    for (const [key, route] of Object.entries(GUIDE_ROLE_ROUTES))
      describe(`${key} (${route.kind}: ${route.who})`, () => {
        for (const accessCase of route.cases)
          for (const state of Object.keys(accessCase.by) as GuideState[]) {
            const name = `${accessCase.label ?? accessCase.call} on a ${state} guide`;
            if (via === "token short of the scope")
              it(`${name}, as each caller who gets in with a session`, async () => {
                for (const role of shortTokenCallers(key, route, accessCase, state))
                  await check(key, route, accessCase, state, role, via);
              });
            else
              for (const role of via === "session" ? ROLES : SIGNED_IN_ROLES)
                it(`${name} as ${role}`, () => check(key, route, accessCase, state, role, via));
          }
      });
  }

  return { t, routes, describeRoles };
}
