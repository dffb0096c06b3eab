import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_KEYS } from "../shared/categories";
import { type DatabaseHandle, openDatabase } from "./infrastructure/db/client";
import { guideMembers, guidePlaces, places, users } from "./infrastructure/db/schema";
import { placeInput, signUpInput, TEST_PASSWORD } from "./seed/factories";
import { createScratchDatabase, findPostgresForFaultTests } from "./test/app";
import { type EventStream, eventually, openEventStream } from "./test/event-stream";
import { cityByValue, createGuide, pickPlaces } from "./test/fixtures";
import { findNginx, type Nginx, startNginx } from "./test/nginx";
import { startTestS3Server } from "./test/s3";
import {
  compiledServer,
  disposeServerProcess,
  freePort,
  type ServerProcess,
  startServerProcess,
  waitForHealth,
} from "./test/server-process";
import { nextCitiesEvent, postFrom } from "./test/two-nodes-requests";

/**
 * Two compiled server processes on one PostgreSQL database and one S3 bucket (s3rver), behind nginx running the
 * shipped deploy/nginx.conf.template: what a node does, the other must see, whether a request goes through the
 * proxy or straight to a node. Needs PostgreSQL and nginx; without them it is skipped and says why, unless
 * TWO_NODE_REQUIRED=1 (.ci/run), which makes a missing one a failure.
 */
const postgresUrl = await findPostgresForFaultTests();
const nginxBin = findNginx();
const missing = [
  !postgresUrl && "no PostgreSQL (TEST_DATABASE_URL, or a server at 127.0.0.1:5432)",
  !nginxBin && "no nginx (NGINX_BIN, PATH, /usr/sbin/nginx; Debian: apt-get install nginx-light)",
].filter((reason): reason is string => typeof reason === "string");
const required = process.env.TWO_NODE_REQUIRED === "1";
if (missing.length > 0) {
  console.info(`Two-node test ${required ? "cannot run" : "skipped"}: ${missing.join("; ")}`);
}

const SECRET = "a-two-node-secret-shared-by-both-nodes";
const METRICS_TOKEN = "two-node-metrics-token";
const AUTH_RATE_LIMIT = 10;
/** Two clients, neither at nginx's own address (127.0.0.1): loopback answers on all of 127.0.0.0/8. */
const CLIENT = "127.0.0.2";
const OTHER_CLIENT = "127.0.0.3";
/** The longest a change may take to reach an event stream held on another node. */
const PROPAGATION_LIMIT_MS = 1_000;

type Target = { name: string; url: string };
type Account = { id: string; email: string; cookie: string };

if (required && missing.length > 0) {
  describe("two nodes behind nginx", () => {
    it("has PostgreSQL and nginx to run on", () => {
      throw new Error(`TWO_NODE_REQUIRED=1, but ${missing.join("; ")}`);
    });
  });
}

describe.runIf(missing.length === 0)("two nodes behind nginx, on one PostgreSQL and one bucket", () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  let a: Target;
  let b: Target;
  let proxy: Target;
  let nginx: Nginx;
  let database: DatabaseHandle;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    const started = performance.now();
    const s3 = await startTestS3Server("cityguides-two-nodes");
    cleanups.push(() => s3.close());
    const scratch = await createScratchDatabase(postgresUrl ?? "");
    cleanups.push(scratch.drop);
    const entry = compiledServer();
    const proxyPort = await freePort();
    const env = {
      NODE_ENV: "production",
      DATABASE_URL: scratch.url,
      BETTER_AUTH_SECRET: SECRET,
      BASE_URL: `http://127.0.0.1:${proxyPort}`,
      TRUST_PROXY: "1",
      AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
      METRICS_TOKEN,
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint ?? "",
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
      LOG_LEVEL: "warn",
    };
    const pair = await Promise.all([startServerProcess({ env, entry }), startServerProcess({ env, entry })]);
    cleanups.push(() => Promise.all(pair.map((node) => disposeServerProcess(node))));
    await Promise.all(pair.map((node) => waitForHealth(node, 90_000)));
    const [nodeA, nodeB] = pair as [ServerProcess, ServerProcess];
    a = { name: "node A", url: nodeA.url };
    b = { name: "node B", url: nodeB.url };
    nginx = await startNginx(nginxBin ?? "", { port: proxyPort, nodes: [hostOf(a), hostOf(b)] });
    cleanups.push(() => nginx.stop());
    proxy = { name: "the proxy", url: nginx.url };
    database = await openDatabase({ databaseUrl: scratch.url });
    cleanups.push(() => database.close());
    console.info(`Two nodes and nginx ready in ${Math.round(performance.now() - started)} ms`);
  }, 120_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    const failures: unknown[] = [];
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => failures.push(error));
    if (failures.length > 0) throw new AggregateError(failures, "Stopping the two-node setup failed");
  });

  const hostOf = (target: Target) => new URL(target.url).host;

  /** A request as a browser on the proxy's address sends it (its Origin), to a node or to the proxy. */
  const send = (target: Target, path: string, init: RequestInit = {}, account?: Account) =>
    fetch(`${target.url}${path}`, {
      ...init,
      headers: { origin: proxy.url, ...(account ? { cookie: account.cookie } : {}), ...init.headers },
    });

  async function signUpOn(target: Target): Promise<Account> {
    const input = signUpInput({ username: `node_${randomBytes(4).toString("hex")}` });
    const response = await send(target, "/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token="));
    const { user } = (await response.json()) as { user: { id: string } };
    return { id: user.id, email: input.email, cookie: cookie?.split(";")[0] ?? "" };
  }

  let members: Promise<Account[]> | undefined;
  /** Three members, signed up once for the tests that need them: every sign-up counts against this client's limit. */
  const threeMembers = async () => {
    members ??= (async () => [await signUpOn(a), await signUpOn(a), await signUpOn(b)])();
    const [first, second, third] = await members;
    if (!first || !second || !third) throw new Error("Three members were not signed up");
    return [first, second, third] as const;
  };

  async function sessionUserOn(target: Target, account: Account): Promise<string | undefined> {
    const response = await send(target, "/api/auth/get-session", {}, account);
    expect(response.status).toBe(200);
    return ((await response.json()) as { user?: { id: string } } | null)?.user?.id;
  }

  /** The nodes (host:port) nginx sent the given requests to, once it has logged them all. */
  async function upstreamsOf(method: string, path: string, count: number): Promise<Set<string>> {
    let matching: string[] = [];
    const deadline = Date.now() + 2_000;
    do {
      const requests = await nginx.requests();
      matching = requests.filter((r) => r.method === method && r.path === path).map((r) => r.upstream);
      if (matching.length >= count) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    } while (Date.now() < deadline);
    expect(matching).toHaveLength(count);
    return new Set(matching);
  }

  it("keeps a session made on one node signed in on the other, directly and through the proxy", async () => {
    const onA = await signUpOn(a);
    expect(await sessionUserOn(b, onA)).toBe(onA.id);
    const throughProxy = await signUpOn(proxy);
    for (const target of [a, b])
      expect(await sessionUserOn(target, throughProxy), target.name).toBe(throughProxy.id);
    // Round-robin: two requests through the proxy reach both nodes, and the session holds on each.
    for (let n = 0; n < 2; n++) expect(await sessionUserOn(proxy, onA)).toBe(onA.id);
    expect(await upstreamsOf("GET", "/api/auth/get-session", 2)).toEqual(new Set([hostOf(a), hostOf(b)]));
  });

  it("refuses an API token revoked on one node at once on the other, and through the proxy", async () => {
    const owner = await signUpOn(a);
    const made = await send(
      a,
      "/api/me/tokens",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Two nodes", scopes: ["read"], expiresInDays: 30 }),
      },
      owner,
    );
    expect(made.status, await made.clone().text()).toBe(201);
    const { id, token } = (await made.json()) as { id: string; token: string };
    const withToken = (target: Target) =>
      fetch(`${target.url}/api/me/saved-guides`, { headers: { authorization: `Bearer ${token}` } });
    for (const target of [a, b, proxy]) expect((await withToken(target)).status, target.name).toBe(200);
    expect((await send(b, `/api/me/tokens/${id}`, { method: "DELETE" }, owner)).status).toBe(204);
    for (const target of [a, b, proxy, proxy])
      expect((await withToken(target)).status, target.name).toBe(401);
  });

  it("serves a cover uploaded through one node from the other, and from both through the proxy", async () => {
    const owner = await signUpOn(a);
    const london = await cityByValue(database.db, "london");
    await database.db
      .insert(places)
      .values(
        CATEGORY_KEYS.flatMap((category) =>
          [1, 2, 3].map((n) => placeInput(london, { name: `${category} ${n}`, category })),
        ),
      );
    const chosen = await pickPlaces(database.db, london.id);
    // Noise does not compress: a cover of about 1.4 MB, past nginx's default 1 MB body limit.
    const width = 800;
    const height = 600;
    const cover = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    expect(cover.byteLength).toBeGreaterThan(1024 * 1024);

    const upload = async (target: Target, name: string) => {
      const form = new FormData();
      form.append("guide", JSON.stringify({ name, cityId: london.id, places: chosen }));
      form.append("cover", new Blob([new Uint8Array(cover)], { type: "image/png" }), "cover.png");
      const response = await send(target, "/api/guides", { method: "POST", body: form }, owner);
      expect(response.status, await response.clone().text()).toBe(201);
      return ((await response.json()) as { coverImage: string }).coverImage;
    };
    const serve = async (target: Target, key: string) => {
      const response = await send(target, `/media/card/${key}`);
      expect(response.status, `${target.name} serving ${key}`).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(image).toMatchObject({ width: 600, height: 480 });
      return response.headers.get("etag");
    };

    const onA = await upload(a, "Uploaded on node A");
    const etag = await serve(b, onA);
    expect(await serve(a, onA)).toBe(etag);

    const throughProxy = await upload(proxy, "Uploaded through the proxy");
    for (let n = 0; n < 2; n++) await serve(proxy, throughProxy);
    expect(await upstreamsOf("GET", `/media/card/${throughProxy}`, 2)).toEqual(
      new Set([hostOf(a), hostOf(b)]),
    );
    await serve(a, throughProxy);
    await serve(b, throughProxy);
  });

  it(`carries an admin's city change to event streams on the other node within ${PROPAGATION_LIMIT_MS} ms`, async () => {
    const admin = await signUpOn(a);
    await database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    const onB = await openStream(b);
    // Two streams through the proxy: round-robin holds one on each node.
    const proxied = [await openStream(proxy), await openStream(proxy)];
    expect(await openStreamsOn(a)).toBe(1);
    expect(await openStreamsOn(b)).toBe(2);

    const paris = await cityByValue(database.db, "paris");
    const change = async (target: Target, bgColor: string) => {
      const sentAt = performance.now();
      const arrivals = [onB, ...proxied].map((stream) => nextCitiesEvent(stream));
      const response = await send(
        target,
        `/api/cities/${paris.id}`,
        {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: paris.name,
            value: paris.value,
            bgColor,
            lat: paris.lat,
            lng: paris.lng,
            timezone: paris.timezone,
          }),
        },
        admin,
      );
      expect(response.status, await response.text()).toBe(200);
      return (await Promise.all(arrivals)).map((arrivedAt) => Math.round(arrivedAt - sentAt));
    };
    const fromA = await change(a, "#0A1B2C");
    const fromProxy = await change(proxy, "#2C1B0A");
    console.info(
      `A city change reached the streams (held on node B, and two through the proxy) ${fromA.join(", ")} ms ` +
        `after it was sent to node A, ${fromProxy.join(", ")} ms after it was sent through the proxy`,
    );
    for (const ms of [...fromA, ...fromProxy]) expect(ms).toBeLessThan(PROPAGATION_LIMIT_MS);
    const cities = (await (await send(b, "/api/cities")).json()) as {
      items: Array<{ id: string; bgColor: string }>;
    };
    expect(cities.items.find((city) => city.id === paris.id)?.bgColor).toBe("#2C1B0A");
  });

  it(`carries a change to a shared guide made on node A to a member's stream on node B within ${PROPAGATION_LIMIT_MS} ms, and opens no stream of it to an outsider`, async () => {
    const [owner, editor, outsider] = await threeMembers();
    const milan = await cityByValue(database.db, "milan");
    await database.db
      .insert(places)
      .values(
        CATEGORY_KEYS.flatMap((category) =>
          [1, 2, 3].map((n) => placeInput(milan, { name: `${category} ${n}`, category })),
        ),
      );
    const guideId = await createGuide(database.db, { createdBy: owner.id, city: milan, status: "draft" });
    await database.db.insert(guideMembers).values({ guideId, userId: editor.id, role: "editor" });
    const [first] = await database.db
      .select()
      .from(guidePlaces)
      .where(eq(guidePlaces.guideId, guideId))
      .limit(1);
    const path = `/api/realtime?guide=${guideId}`;
    const portOf = (target: Target) => Number(new URL(target.url).port);
    const outsiders = await openEventStream(portOf(b), undefined, { cookie: outsider.cookie }, path);
    streams.push(outsiders);
    expect(outsiders.response.statusCode).toBe(404);
    const onB = await openEventStream(portOf(b), undefined, { cookie: editor.cookie }, path);
    streams.push(onB);
    await eventually(() => onB.received().includes("event: presence"), "the member's stream on node B");
    const sentAt = performance.now();
    const response = await send(
      a,
      `/api/guides/${guideId}/places/${first?.placeId}/reaction`,
      {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ kind: "up" }),
      },
      owner,
    );
    expect(response.status, await response.text()).toBe(204);
    await eventually(
      () => onB.received().includes('"table":"place_reactions"'),
      "the reaction on node B",
      5_000,
    );
    const ms = Math.round(performance.now() - sentAt);
    console.info(`A reaction made on node A reached a member's stream on node B ${ms} ms after it was sent`);
    expect(ms).toBeLessThan(PROPAGATION_LIMIT_MS);
  });

  it(`carries a notification made on node A to its member's bell on node B within ${PROPAGATION_LIMIT_MS} ms, to nobody else's`, async () => {
    const [creator, follower, other] = await threeMembers();
    const [row] = await database.db.select().from(users).where(eq(users.id, creator.id));
    const port = Number(new URL(b.url).port);
    const [bell, otherBell] = await Promise.all(
      [creator, other].map((account) =>
        openEventStream(port, undefined, { cookie: account.cookie }, "/api/realtime?me=1"),
      ),
    );
    streams.push(bell as EventStream, otherBell as EventStream);
    await eventually(() => Boolean(bell?.received().includes(": connected")), "the bell's stream on node B");
    const sentAt = performance.now();
    const response = await send(a, `/api/profiles/${row?.username}/follow`, { method: "PUT" }, follower);
    expect(response.status, await response.text()).toBe(200);
    await eventually(
      () => Boolean(bell?.received().includes("event: notifications")),
      "the bell on B",
      5_000,
    );
    const ms = Math.round(performance.now() - sentAt);
    console.info(
      `A notification made on node A reached its member's bell on node B ${ms} ms after it was sent`,
    );
    expect(ms).toBeLessThan(PROPAGATION_LIMIT_MS);
    expect(otherBell?.received()).not.toContain("event: notifications");
  });

  it(`allows one client ${AUTH_RATE_LIMIT} failed sign-ins a minute in all, however they spread over the nodes`, async () => {
    const { email } = await signUpOn(b);
    // The client's own loopback address, so nginx's (127.0.0.1) is not the client's: a node counts the client
    // by the address nginx forwards, and by the socket's when addressed directly.
    const signIn = (from: string, target: Target, password: string, headers: Record<string, string> = {}) =>
      postFrom(
        from,
        `${target.url}/api/auth/sign-in/email`,
        { email, password },
        { origin: proxy.url, ...headers },
      );

    const spread = [a, b, proxy, proxy];
    for (let attempt = 0; attempt < AUTH_RATE_LIMIT; attempt++) {
      const target = spread[attempt % spread.length] ?? a;
      expect(await signIn(CLIENT, target, "wrong-password"), `attempt ${attempt + 1} on ${target.name}`).toBe(
        401,
      );
    }
    expect(await upstreamsOf("POST", "/api/auth/sign-in/email", 4)).toEqual(new Set([hostOf(a), hostOf(b)]));
    for (const target of [a, b, proxy, proxy]) {
      expect(await signIn(CLIENT, target, "wrong-password"), `one more on ${target.name}`).toBe(429);
    }
    const forged = { "x-forwarded-for": "203.0.113.7" };
    expect(await signIn(CLIENT, proxy, TEST_PASSWORD, forged), "with a forged address").toBe(429);
    expect(await signIn(CLIENT, a, TEST_PASSWORD), "with the right password").toBe(429);
    // Someone else behind the same proxy is not held to that client's count.
    expect(await signIn(OTHER_CLIENT, proxy, TEST_PASSWORD), "another client").toBe(200);
  });

  async function openStream(target: Target): Promise<EventStream> {
    const stream = await openEventStream(Number(new URL(target.url).port));
    streams.push(stream);
    await eventually(() => stream.received().includes(": connected"), `a stream on ${target.name}`);
    return stream;
  }

  async function openStreamsOn(target: Target): Promise<number> {
    const response = await send(target, "/metrics", {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const metric = /^realtime_open_streams (\d+)$/m.exec(await response.text());
    return Number(metric?.[1]);
  }
});
