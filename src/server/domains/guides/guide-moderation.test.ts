import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GUIDE_MESSAGES } from "../../../shared/messages";
import type { GuideDetail, GuidePage } from "../../../shared/schemas";
import { guideModerationEvents, guidePlaces } from "../../infrastructure/db/schema";
import { as, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { adminAndUser, adminAppOptions } from "../../test/catalogue";
import { cityByValue, createGuide } from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp(adminAppOptions);

let admin: TestAccount;
let creator: TestAccount;
beforeAll(async () => {
  ({ admin, user: creator } = await adminAndUser(t));
});

const unpublish = (account: TestAccount | undefined, id: string, reason: unknown) =>
  t.app.inject(as(account, { method: "POST", url: `/api/guides/${id}/unpublish`, payload: { reason } }));
const read = (account: TestAccount | undefined, id: string) =>
  t.app.inject(as(account, { method: "GET", url: `/api/guides/${id}` }));
const events = (guideId: string) =>
  t.db
    .select()
    .from(guideModerationEvents)
    .where(eq(guideModerationEvents.guideId, guideId))
    .orderBy(asc(guideModerationEvents.createdAt));

async function publishedGuide(name: string) {
  const city = await cityByValue(t.db, "berlin");
  return createGuide(t.db, { createdBy: creator.id, city, name });
}

describe("an admin unpublishing a guide", () => {
  it("takes it back to its creator's drafts with the reason, recorded with who and when", async () => {
    const id = await publishedGuide("Berlin, copied");
    const answer = await unpublish(admin, id, "  Copied word for word from a magazine  ");
    expect(answer.statusCode, answer.body).toBe(204);

    expectApiError(await read(undefined, id), 410, "GONE");
    const feed = okJson<GuidePage>(await t.app.inject({ method: "GET", url: "/api/guides?limit=50" }));
    expect(feed.items.map((guide) => guide.id)).not.toContain(id);
    const seen = okJson<GuideDetail>(await read(creator, id));
    expect(seen.status).toBe("draft");
    expect(seen.moderationReason).toBe("Copied word for word from a magazine");

    const [event] = await events(id);
    expect(event).toMatchObject({
      action: "unpublished",
      actorId: admin.id,
      guideName: "Berlin, copied",
      reason: "Copied word for word from a magazine",
    });
    expect(event?.createdAt).toBeInstanceOf(Date);
  });

  it("lets the creator publish it again: the reason goes, and that is recorded too", async () => {
    const id = await publishedGuide("Berlin, again");
    expect((await unpublish(admin, id, "Missing its notes")).statusCode).toBe(204);
    const republished = okJson<GuideDetail>(
      await t.app.inject(as(creator, { method: "POST", url: `/api/guides/${id}/publish` })),
    );
    expect(republished.status).toBe("published");
    expect(republished.moderationReason).toBeNull();
    expect((await events(id)).map((event) => [event.action, event.actorId])).toEqual([
      ["unpublished", admin.id],
      ["republished", creator.id],
    ]);
    expect(okJson<GuideDetail>(await read(undefined, id)).status).toBe("published");
  });

  it.each([
    ["a reason of 2 characters", "ab", GUIDE_MESSAGES.moderationReasonTooShort],
    ["a reason of 501 characters", "x".repeat(501), GUIDE_MESSAGES.moderationReasonTooLong],
    ["no reason", undefined, undefined],
  ])("refuses %s, changing nothing", async (_, reason, message) => {
    const id = await publishedGuide(`Berlin ${String(reason).length}`);
    const error = expectApiError(await unpublish(admin, id, reason), 400, "VALIDATION_FAILED");
    if (message) expect(error.details?.reason).toContain(message);
    expect(okJson<GuideDetail>(await read(undefined, id)).status).toBe("published");
    expect(await events(id)).toEqual([]);
  });

  it("is for admins only, and a draft is not found", async () => {
    const id = await publishedGuide("Berlin, mine");
    expectApiError(await unpublish(creator, id, "I want to"), 403, "FORBIDDEN");
    expectApiError(await unpublish(undefined, id, "Anyone"), 401, "UNAUTHORIZED");
    expect((await unpublish(admin, id, "Once")).statusCode).toBe(204);
    expectApiError(await unpublish(admin, id, "Twice"), 404, "NOT_FOUND");
    expect(await events(id)).toHaveLength(1);
  });
});

const republish = (account: TestAccount | undefined, id: string) =>
  t.app.inject(as(account, { method: "POST", url: `/api/guides/${id}/republish` }));

describe("an admin publishing back a guide an admin unpublished", () => {
  it("publishes it as stored: the reason goes, and who did it is recorded", async () => {
    const id = await publishedGuide("Berlin, forgiven");
    expect((await unpublish(admin, id, "Looked copied")).statusCode).toBe(204);
    const answer = await republish(admin, id);
    expect(answer.statusCode, answer.body).toBe(204);
    const seen = okJson<GuideDetail>(await read(undefined, id));
    expect(seen.status).toBe("published");
    expect(seen.moderationReason).toBeNull();
    expect((await events(id)).map((event) => [event.action, event.actorId])).toEqual([
      ["unpublished", admin.id],
      ["republished", admin.id],
    ]);
  });

  it("is for admins only; a published guide, a creator's own draft or no guide is not found", async () => {
    const id = await publishedGuide("Berlin, twice");
    expectApiError(await republish(admin, id), 404, "NOT_FOUND");
    expect((await unpublish(admin, id, "Looked copied")).statusCode).toBe(204);
    expectApiError(await republish(creator, id), 403, "FORBIDDEN");
    expectApiError(await republish(undefined, id), 401, "UNAUTHORIZED");
    const draft = await createGuide(t.db, {
      createdBy: creator.id,
      city: await cityByValue(t.db, "berlin"),
      name: "Berlin, a draft",
      status: "draft",
    });
    expectApiError(await republish(admin, draft), 404, "NOT_FOUND");
    expectApiError(await republish(admin, "00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND");
    expect(okJson<GuideDetail>(await read(creator, id)).status).toBe("draft");
  });

  it("refuses, leaving it unpublished, when its creator emptied it meanwhile", async () => {
    const id = await publishedGuide("Berlin, emptied");
    expect((await unpublish(admin, id, "Looked copied")).statusCode).toBe(204);
    await t.db.delete(guidePlaces).where(eq(guidePlaces.guideId, id));
    expectApiError(await republish(admin, id), 400, "BAD_REQUEST");
    expect(okJson<GuideDetail>(await read(creator, id)).status).toBe("draft");
  });
});

describe("the admins' list of unpublished guides", () => {
  it("lists the guides admins unpublished, not published guides nor a creator's own drafts", async () => {
    const unpublished = await publishedGuide("Berlin, listed unpublished");
    const published = await publishedGuide("Berlin, listed published");
    const draft = await createGuide(t.db, {
      createdBy: creator.id,
      city: await cityByValue(t.db, "berlin"),
      name: "Berlin, listed draft",
      status: "draft",
    });
    expect((await unpublish(admin, unpublished, "Looked copied")).statusCode).toBe(204);
    const list = (account: TestAccount | undefined) =>
      t.app.inject(as(account, { method: "GET", url: "/api/guides/unpublished?q=listed" }));
    const page = okJson<GuidePage>(await list(admin));
    expect(page.items.map((guide) => guide.id)).toEqual([unpublished]);
    expect(page.items.map((guide) => guide.id)).not.toContain(published);
    expect(page.items.map((guide) => guide.id)).not.toContain(draft);
    expectApiError(await list(creator), 403, "FORBIDDEN");
    expectApiError(await list(undefined), 401, "UNAUTHORIZED");
  });
});
