import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVERY_LIMITS, type NotificationTopic } from "../../../shared/notification-channels";
import { loadConfig } from "../../infrastructure/config";
import { pushSubscriptions } from "../../infrastructure/db/schema";
import { resolveVapidKeys } from "../../infrastructure/push/vapid-keys";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { expectApiError, okJson } from "../../test/http";
import { browserKeys, decryptPush, startPushService, verifiedVapidClaims } from "../../test/push-service";

let service: Awaited<ReturnType<typeof startPushService>>;
const env: Record<string, string> = {};
// The push service listens before the app starts, so that the app may send to it (PUSH_SERVICE_ORIGINS).
beforeAll(async () => {
  service = await startPushService();
  env.PUSH_SERVICE_ORIGINS = service.origin;
});
afterAll(() => service.close());
const t = setupTestApp({ demoContent: false, env });

let ben: TestAccount;
beforeAll(async () => {
  ben = await signUp(t.app);
});

const subscribe = (account: TestAccount, endpoint: string, keys = browserKeys().json) =>
  t.app.inject(
    as(account, {
      method: "POST",
      url: "/api/me/push-subscriptions",
      payload: { endpoint, expirationTime: null, keys },
    }),
  );

const devicesOf = (account: TestAccount) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, account.id));

let notices = 0;
async function notify(account: TestAccount, topic: NotificationTopic, title: string, url: string) {
  notices += 1;
  await t.app.deliveries.deliver([account.id], { topic, key: `push:${notices}`, title, url });
  await t.app.deliveries.settled();
}

describe("Web Push", () => {
  it("hands out the server's VAPID public key to anyone", async () => {
    const { publicKey } = okJson<{ publicKey: string }>(
      await t.app.inject({ method: "GET", url: "/api/push/public-key" }),
    );
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
  });

  it("keeps its VAPID keys in DATA_DIR, so a restart keeps every subscription, unless the environment gives them", () => {
    const kept = resolveVapidKeys(undefined, t.dataDir);
    expect(kept.publicKey).toBe(t.app.deliveries.pushPublicKey);
    expect(resolveVapidKeys(undefined, t.dataDir)).toEqual(kept);
    const configured = loadConfig({ VAPID_PUBLIC_KEY: kept.publicKey, VAPID_PRIVATE_KEY: kept.privateKey });
    expect(resolveVapidKeys(configured.push.keys, "/nonexistent")).toEqual(kept);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: kept.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
  });

  it("delivers an encrypted notification that the subscription's keys decrypt", async () => {
    const keys = browserKeys();
    const endpoint = `${service.origin}/push/ben-phone`;
    okJson(await subscribe(ben, endpoint, keys.json));
    await notify(ben, "followedPublished", "Maya published Rome by Maya", "/guide/rome/123");

    const pushes = service.received.filter((push) => push.path === "/push/ben-phone");
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push?.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    const claims = verifiedVapidClaims(push?.headers.authorization, t.app.deliveries.pushPublicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    expect(JSON.parse(decryptPush(push?.body ?? Buffer.alloc(0), keys))).toEqual({
      title: "Maya published Rome by Maya",
      body: "",
      url: "/guide/rome/123",
    });
  });

  it("sends nothing for a topic whose push is off", async () => {
    const before = service.received.length;
    await notify(ben, "followers", "Jordi started following you", "/profile/jordi");
    expect(service.received.length).toBe(before);
  });

  it("forgets a subscription the push service says is gone", async () => {
    const cleo = await signUp(t.app);
    service.answer("/push/cleo-old-laptop", 410);
    okJson(await subscribe(cleo, `${service.origin}/push/cleo-old-laptop`));
    okJson(await subscribe(cleo, `${service.origin}/push/cleo-phone`));
    await notify(cleo, "invitations", "Maya invited you to edit Oslo by Maya", "/guide/oslo/9");
    expect(service.received.filter((push) => push.path.startsWith("/push/cleo-"))).toHaveLength(2);
    expect((await devicesOf(cleo)).map((device) => device.endpoint)).toEqual([
      `${service.origin}/push/cleo-phone`,
    ]);
  });

  it("stops pushing to a device its member turned push off on", async () => {
    const dan = await signUp(t.app);
    const endpoint = `${service.origin}/push/dan-tablet`;
    okJson(await subscribe(dan, endpoint));
    const removed = await t.app.inject(
      as(dan, { method: "DELETE", url: "/api/me/push-subscriptions", query: { endpoint } }),
    );
    expect(removed.statusCode).toBe(204);
    await notify(dan, "invitations", "Maya invited you to view Lima by Maya", "/guide/lima/1");
    expect(service.received.filter((push) => push.path === "/push/dan-tablet")).toHaveLength(0);
  });

  it(`keeps a member's newest ${DELIVERY_LIMITS.pushDevicesPerUser} devices`, async () => {
    const eve = await signUp(t.app);
    for (let device = 1; device <= DELIVERY_LIMITS.pushDevicesPerUser + 2; device++)
      okJson(await subscribe(eve, `${service.origin}/push/eve-${device}`));
    const kept = (await devicesOf(eve)).map((device) => device.endpoint);
    expect(kept).toHaveLength(DELIVERY_LIMITS.pushDevicesPerUser);
    expect(kept).not.toContain(`${service.origin}/push/eve-1`);
    expect(kept).not.toContain(`${service.origin}/push/eve-2`);
  });

  it("refuses an endpoint that is no push service, and anyone signed out", async () => {
    for (const endpoint of ["http://127.0.0.1:9/internal-admin", "https://example.com/push/1"])
      expectApiError(
        await subscribe(ben, endpoint),
        400,
        "BAD_REQUEST",
        "This push service is not one Cityguides sends to",
      );
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/me/push-subscriptions",
      payload: { endpoint: `${service.origin}/push/x`, keys: browserKeys().json },
    });
    expectApiError(anonymous, 401, "UNAUTHORIZED");
  });
});
