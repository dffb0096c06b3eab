import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationPage } from "../../../shared/schemas";
import { JobQueue } from "../../infrastructure/jobs/queue";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { changeSettings, loggingMailer } from "../../test/channels";
import { cityByValue, pickPlaces } from "../../test/fixtures";
import { guideJson, sendGuide } from "../../test/guides";
import { okJson } from "../../test/http";
import { browserKeys, decryptPush, startPushService } from "../../test/push-service";

/**
 * The channels behind real events (docs/decisions/067): what people do through the API is recorded as a
 * notification (decision 065), then mailed in the digest and pushed as each member chose.
 */
const mail = loggingMailer();
let service: Awaited<ReturnType<typeof startPushService>>;
const env: Record<string, string> = {};
beforeAll(async () => {
  service = await startPushService();
  env.PUSH_SERVICE_ORIGINS = service.origin;
});
afterAll(() => service.close());
const t = setupTestApp({ mailer: mail.mailer, env });

let maya: TestAccount;
let ben: TestAccount;
beforeAll(async () => {
  [maya, ben] = await Promise.all([signUp(t.app), signUp(t.app)]);
});

const call = (account: TestAccount, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject(as(account, { method, url, ...(payload ? { payload } : {}) }));

/** A draft of `account`'s, published when asked, as the editor publishes one. */
async function guideBy(account: TestAccount, name: string, publish: boolean) {
  const berlin = await cityByValue(t.db, "berlin");
  const body = {
    name,
    cityId: berlin.id,
    places: await pickPlaces(t.db, berlin.id),
    status: "draft" as const,
  };
  const draft = guideJson(await sendGuide(t, account, { method: "POST" }, body), 201);
  if (!publish) return draft;
  return guideJson(
    await sendGuide(t, account, { method: "PUT", id: draft.id }, { ...body, status: "published" }),
  );
}

/** Everything the events started has been recorded and delivered, and the digests that are due have gone. */
async function delivered() {
  await JobQueue.allSettled();
  await t.app.deliveries.settled();
  await t.app.deliveries.sendDueDigests();
}

describe("notifications by email and push", () => {
  it("mails an event whose email is on and not one whose email the member turned off", async () => {
    await changeSettings(t, ben, { topics: { invitations: { email: false }, followers: { email: true } } });
    const guide = await guideBy(maya, "Berlin with Ben", false);
    const invited = await call(maya, "POST", `/api/guides/${guide.id}/invites/users`, {
      username: ben.username,
      role: "viewer",
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect((await call(maya, "PUT", `/api/profiles/${ben.username}/follow`)).statusCode).toBe(200);
    await delivered();
    const [digest, ...more] = mail.to(ben.email);
    expect(more).toEqual([]);
    expect(digest?.text).toContain("started following you");
    expect(digest?.text).toContain(`${t.config.baseUrl}/profile/${maya.username}`);
    expect(digest?.text).not.toContain("invited you");
  });

  it("neither records, mails nor pushes a kind the member turned off in the app", async () => {
    const cleo = await signUp(t.app);
    await changeSettings(t, cleo, { topics: { followers: { inApp: false, email: true, push: true } } });
    okJson(
      await call(cleo, "POST", "/api/me/push-subscriptions", {
        endpoint: `${service.origin}/push/cleo`,
        keys: browserKeys().json,
      }),
    );
    expect((await call(maya, "PUT", `/api/profiles/${cleo.username}/follow`)).statusCode).toBe(200);
    await delivered();
    const page = okJson<NotificationPage>(await call(cleo, "GET", "/api/me/notifications"));
    expect(page.items).toEqual([]);
    expect(mail.to(cleo.email)).toEqual([]);
    expect(service.received.filter((push) => push.path === "/push/cleo")).toEqual([]);
  });

  it("pushes a publication to a follower's device, encrypted for it, with the guide's title and address", async () => {
    const keys = browserKeys();
    okJson(
      await call(ben, "POST", "/api/me/push-subscriptions", {
        endpoint: `${service.origin}/push/ben`,
        keys: keys.json,
      }),
    );
    expect((await call(ben, "PUT", `/api/profiles/${maya.username}/follow`)).statusCode).toBe(200);
    const guide = await guideBy(maya, "Berlin by night", true);
    await delivered();
    const pushes = service.received.filter((push) => push.path === "/push/ben");
    expect(pushes).toHaveLength(1);
    const message = JSON.parse(decryptPush(pushes[0]?.body ?? Buffer.alloc(0), keys));
    expect(message).toEqual({
      title: expect.stringMatching(/ published Berlin by night$/),
      body: "",
      url: `/guide/berlin/${guide.id}`,
    });
  });
});
