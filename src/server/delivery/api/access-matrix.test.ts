import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_AUTH_PATHS } from "../../domains/auth/routes";
import { ACCESS_MATRIX, APP_PAGES } from "../../test/access-matrix";
import { AUTH_ENDPOINTS, REFUSED_AUTH_ENDPOINTS, REFUSED_AUTH_WALKS } from "../../test/access-matrix-auth";
import { CHANNEL_ROUTES } from "../../test/access-matrix-channels";
import { FOLLOW_ROUTES } from "../../test/access-matrix-follows";
import { MEMBER_ROUTES } from "../../test/access-matrix-members";
import {
  type AccessCase,
  type AccessRoute,
  CALLERS,
  type Caller,
  type Effect,
  publicRead,
} from "../../test/access-matrix-shape";
import { SITE_ROUTES } from "../../test/access-matrix-site";
import { SUGGESTION_ROUTES } from "../../test/access-matrix-suggestions";
import { TOKEN_ROUTES } from "../../test/access-matrix-tokens";
import { BODIES, PROBES } from "../../test/access-requests";
import {
  AccessScene,
  databaseFingerprint,
  type MatrixAccounts,
  renewSessions,
  signUpMatrixAccounts,
} from "../../test/access-scene";
import { MATRIX_PUSH_ORIGIN } from "../../test/access-scene-channels";
import { as, originOf, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { openEventStream } from "../../test/event-stream";

const AUTH_WILDCARD = "/api/auth/*";

// A stand-in for the web build: the server adds one public GET route per file of it.
const WEB_BUILD_FILES = ["index.html", "assets/app-1a2b3c.js"];
const webDist = mkdtempSync(path.join(os.tmpdir(), "cityguides-web-"));
mkdirSync(path.join(webDist, "assets"));
writeFileSync(
  path.join(webDist, "index.html"),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(webDist, "assets", "app-1a2b3c.js"), "console.log('cityguides');");
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
const WEB_BUILD = Object.fromEntries(
  WEB_BUILD_FILES.map((file) => [`GET /${file}`, publicRead(`GET /${file}`)]),
);

const routeTable = new Set<string>();
const t = setupTestApp({
  env: {
    METRICS_TOKEN: "a-metrics-token-for-the-matrix",
    AUTH_RATE_LIMIT: "10000",
    UPLOAD_RATE_LIMIT: "10000",
    WEB_DIST_DIR: webDist,
    PUSH_SERVICE_ORIGINS: MATRIX_PUSH_ORIGIN,
  },
  onRoute: (route) => {
    for (const method of [route.method].flat()) routeTable.add(`${method} ${route.url}`);
  },
});

let accounts: MatrixAccounts;
let port: number;
let calls = 0;
beforeAll(async () => {
  accounts = await signUpMatrixAccounts(t);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});

/** The routes the matrix speaks for: Fastify answers HEAD with a GET route's handler, so a GET covers its HEAD. */
function declaredRoutes(): Set<string> {
  const declared = new Set<string>();
  const withHead = (key: string) => {
    declared.add(key);
    if (key.startsWith("GET ")) declared.add(key.replace(/^GET /, "HEAD "));
  };
  for (const key of Object.keys({
    ...ACCESS_MATRIX,
    ...SUGGESTION_ROUTES,
    ...TOKEN_ROUTES,
    ...MEMBER_ROUTES,
    ...FOLLOW_ROUTES,
    ...CHANNEL_ROUTES,
    ...SITE_ROUTES,
    ...WEB_BUILD,
  }))
    withHead(key);
  for (const key of Object.keys(AUTH_ENDPOINTS)) withHead(`${key.split(" ")[0]} ${AUTH_WILDCARD}`);
  return declared;
}

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe("the access matrix", () => {
  it("lists every route of the app, and no route the app does not have", () => {
    const declared = declaredRoutes();
    const unlisted = sorted([...routeTable].filter((key) => !declared.has(key)));
    const gone = sorted([...declared].filter((key) => !routeTable.has(key)));
    expect(
      { unlisted, gone },
      "routes missing from test/access-matrix.ts, and listed ones the app lacks",
    ).toEqual({
      unlisted: [],
      gone: [],
    });
  });

  it("spells out exactly the better-auth endpoints PRODUCT_AUTH_PATHS leaves open", () => {
    const endpoints = new Set(Object.keys(AUTH_ENDPOINTS).map((key) => key.split(" ")[1] ?? ""));
    expect(sorted(endpoints)).toEqual(sorted(PRODUCT_AUTH_PATHS));
  });
});

/** The account a caller signs in as; admin-only routes have the admin as their owner. */
function accountOf(route: AccessRoute, caller: Caller) {
  if (caller === "anonymous") return undefined;
  return caller === "owner" && route.ownerIsAdmin ? accounts.admin : accounts[caller];
}

type Answer = { status: number; body: string };

/** One call as it will be sent, its resources made: everything it needs exists before the "before" snapshot. */
async function prepare(scene: AccessScene, accessCase: AccessCase, method: string | undefined) {
  const [callMethod = "", target = ""] = accessCase.call.split(" ");
  for (const name of accessCase.given ?? []) await scene.resource(name);
  const url = await scene.fill(target);
  const body = accessCase.body ? await BODIES[accessCase.body](scene) : {};
  return { method: method ?? callMethod, url, body };
}

/** Sends one call, from an address of its own so that no rate limit carries over between calls. */
async function send(
  { method, url, body }: Awaited<ReturnType<typeof prepare>>,
  account: TestAccount | undefined,
): Promise<Answer> {
  if (url === "/api/realtime") {
    const stream = await openEventStream(port, undefined, account?.headers);
    stream.close();
    return { status: stream.response.statusCode ?? 0, body: "" };
  }
  if (WALKING_PATH.test(url)) return sendAsIs({ method, url, body }, account);
  const response = await t.app.inject(
    as(account, {
      method: method as "GET",
      url,
      payload: body.payload,
      headers: { ...originOf(t.app), ...body.headers },
      remoteAddress: `127.7.${Math.floor(calls / 250)}.${(calls % 250) + 1}`,
    }),
  );
  return { status: response.statusCode, body: response.body };
}

/** Dot segments (spelt out or %-encoded), an encoded slash or a backslash: `inject` would resolve the first and last. */
const WALKING_PATH = /\/(\.|%2e){1,2}(\/|%2f|\\|$)|%2f|\\/i;

/** Sends the path byte for byte over a real socket, as `curl --path-as-is` does. */
function sendAsIs(
  { method, url, body }: Awaited<ReturnType<typeof prepare>>,
  account: TestAccount | undefined,
): Promise<Answer> {
  const payload = body.payload === undefined ? undefined : JSON.stringify(body.payload);
  const headers = {
    ...account?.headers,
    ...originOf(t.app),
    ...(payload === undefined ? {} : { "content-type": "application/json" }),
    ...(body.headers as Record<string, string> | undefined),
  };
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: "127.0.0.1", port, method, path: url, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    sent.on("error", reject);
    sent.end(payload);
  });
}

function expectedOf(
  route: AccessRoute,
  accessCase: AccessCase,
  caller: Caller,
): { status: number; effect: Effect } {
  const outcome = accessCase.outcomes[caller];
  if (typeof outcome !== "number") return outcome;
  return { status: outcome, effect: route.kind === "write" && outcome < 400 ? "changed" : "unchanged" };
}

async function check(route: AccessRoute, accessCase: AccessCase, caller: Caller, method?: string) {
  calls += 1;
  const scene = new AccessScene(t, accounts, calls);
  const call = await prepare(scene, accessCase, method);
  const secret = accessCase.private ? await scene.resource(accessCase.private) : undefined;
  const probe = accessCase.probe;
  const before = probe ? await PROBES[probe](scene) : undefined;
  const everything = await databaseFingerprint(t);

  const answer = await send(call, accountOf(route, caller));
  const expected =
    method === "HEAD" && route.head
      ? { status: route.head, effect: "unchanged" as const }
      : expectedOf(route, accessCase, caller);
  const what = `${method ?? ""} ${accessCase.call} as ${caller}: ${answer.body.slice(0, 300)}`;
  expect(answer.status, what).toBe(expected.status);
  if (probe) {
    const after = await PROBES[probe](scene);
    if (expected.effect === "changed") expect(after, `${what} should change ${probe}`).not.toEqual(before);
    else expect(after, `${what} should leave ${probe}`).toEqual(before);
  }
  if (route.kind !== "write" || answer.status >= 400)
    expect(await databaseFingerprint(t), `${what} should change nothing`).toEqual(everything);
  if (route.kind === "public read")
    expect(answer.body, `${what} shows the owner's email`).not.toContain(accounts.owner.email);
  if (secret && answer.status === 200 && method !== "HEAD") {
    if (caller === "owner") expect(answer.body, what).toContain(secret);
    else expect(answer.body, `${what} shows the owner's ${accessCase.private}`).not.toContain(secret);
  }
  if (accessCase.spendsSessions) await renewSessions(t, accounts);
}

function describeRoutes(routes: Record<string, AccessRoute>) {
  for (const [key, route] of Object.entries(routes)) {
    describe(`${key} (${route.kind}: ${route.who})`, () => {
      for (const accessCase of route.cases) {
        const [callMethod] = accessCase.call.split(" ");
        for (const caller of CALLERS) {
          it(`${accessCase.label ?? accessCase.call} as ${caller}`, () => check(route, accessCase, caller));
          // An event stream never ends, so its HEAD would not either.
          if (callMethod === "GET" && !accessCase.call.endsWith("/api/realtime"))
            it(`${accessCase.label ?? accessCase.call} as ${caller}, by HEAD`, () =>
              check(route, accessCase, caller, "HEAD"));
        }
      }
    });
  }
}

describeRoutes(ACCESS_MATRIX);
describe("suggested places", () => describeRoutes(SUGGESTION_ROUTES));
describe("personal API tokens", () => describeRoutes(TOKEN_ROUTES));
describe("a guide's members, invitations, reactions and comments", () => describeRoutes(MEMBER_ROUTES));
describe("following people and cities, and blocking people", () => describeRoutes(FOLLOW_ROUTES));
describe("notification settings, push and unsubscribe links", () => describeRoutes(CHANNEL_ROUTES));
describe("around the API", () => describeRoutes(SITE_ROUTES));
describe("the web build", () => describeRoutes(WEB_BUILD));
describe("app pages (no route: the not-found handler)", () => describeRoutes({ "GET /*": APP_PAGES }));

describe(AUTH_WILDCARD, () => {
  describeRoutes(AUTH_ENDPOINTS);

  describe("endpoints left out of PRODUCT_AUTH_PATHS answer 404 to everyone, admins included", () => {
    describeRoutes({
      refused: {
        kind: "write",
        who: "nobody",
        cases: REFUSED_AUTH_ENDPOINTS.map(({ call, body }) => ({
          call,
          body,
          probe: "ownerProfile",
          outcomes: { anonymous: 404, otherUser: 404, owner: 404, admin: 404 },
        })),
      },
    });
  });

  describe("and stay 404 when the path walks to them from an open one (.., %2e%2e, %2f, a backslash)", () => {
    describeRoutes({
      walked: {
        kind: "write",
        who: "nobody",
        cases: REFUSED_AUTH_WALKS.map(({ call, body }) => ({
          call,
          body,
          probe: "ownerProfile",
          outcomes: { anonymous: 404, otherUser: 404, owner: 404, admin: 404 },
        })),
      },
    });
  });
});
