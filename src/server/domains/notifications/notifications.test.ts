import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_LIMITS } from "../../../shared/notifications";
import type { NotificationPage, UnreadCount } from "../../../shared/schemas";
import { notifications } from "../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { cityByValue, createGuide } from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";
import { dayOf, notifyGuideOwner, notifyMember } from "./service";

const t = setupTestApp();

let maya: TestAccount;
let jordi: TestAccount;
let sam: TestAccount;
let olivia: TestAccount;
let guideId: string;
beforeAll(async () => {
  [maya, jordi, sam, olivia] = await Promise.all([
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
  ]);
  guideId = await createGuide(t.db, {
    createdBy: maya.id,
    city: await cityByValue(t.db, "barcelona"),
    name: "Barcelona by Maya",
  });
});

const call = (account: TestAccount | undefined, method: "GET" | "PUT" | "DELETE" | "POST", url: string) =>
  t.app.inject(as(account, { method, url }));
const pageOf = async (account: TestAccount, query = "") =>
  okJson<NotificationPage>(await call(account, "GET", `/api/me/notifications${query}`));
const unreadOf = async (account: TestAccount) =>
  okJson<UnreadCount>(await call(account, "GET", "/api/me/notifications/unread-count")).unread;
const clear = (account: TestAccount) =>
  t.db.delete(notifications).where(eq(notifications.userId, account.id));

describe("a guide's saves, batched", () => {
  it("tell its owner once a day, counting each saver once however often the save is recorded", async () => {
    await clear(maya);
    for (const saver of [jordi, sam])
      expect((await call(saver, "PUT", `/api/me/saved-guides/${guideId}`)).statusCode).toBe(200);
    // Unsaved and saved again, and the event recorded again as a retried job would: still one saver each.
    await call(jordi, "DELETE", `/api/me/saved-guides/${guideId}`);
    await call(jordi, "PUT", `/api/me/saved-guides/${guideId}`);
    await notifyGuideOwner(t.db, guideId, "guideSaved", sam.id, [sam.id]);
    await Promise.all([
      notifyGuideOwner(t.db, guideId, "guideSaved", jordi.id, [jordi.id]),
      notifyGuideOwner(t.db, guideId, "guideSaved", jordi.id, [jordi.id]),
    ]);

    const page = await pageOf(maya);
    expect(page.unread).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: "guideSaved",
      read: false,
      count: 2,
      actorCount: 2,
      guide: { id: guideId, name: "Barcelona by Maya", location: "Barcelona" },
      place: null,
      reason: null,
    });
    expect(page.items[0]?.actors.map((actor) => actor.username).sort()).toEqual(
      [`@${jordi.username}`, `@${sam.username}`].sort(),
    );
  });

  it("never tell the owner of their own save, nor of one by someone they blocked or who blocked them", async () => {
    await clear(maya);
    await call(maya, "PUT", `/api/me/saved-guides/${guideId}`);
    expect((await call(maya, "PUT", `/api/me/blocks/${olivia.username}`)).statusCode).toBe(200);
    await call(olivia, "PUT", `/api/me/saved-guides/${guideId}`);
    expect(await unreadOf(maya)).toBe(0);
    expect((await pageOf(maya)).items).toEqual([]);
    await call(maya, "DELETE", `/api/me/blocks/${olivia.username}`);
  });
});

describe("reading and marking notifications", () => {
  it("pages newest first by a cursor, 20 by default and at most 50, private to the member", async () => {
    await clear(jordi);
    for (let n = 0; n < 23; n += 1)
      await notifyMember(t.db, jordi.id, {
        kind: "followed",
        groupKey: `followed:paging-${n}`,
        key: sam.id,
        actorId: sam.id,
      });
    const answer = await call(jordi, "GET", "/api/me/notifications");
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const first = okJson<NotificationPage>(answer);
    expect(first.items).toHaveLength(NOTIFICATION_LIMITS.pageSize);
    expect(first.unread).toBe(23);
    const second = await pageOf(jordi, `?cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(23);
    const times = [...first.items, ...second.items].map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await pageOf(jordi, "?limit=50")).items).toHaveLength(23);
    expectApiError(await call(jordi, "GET", "/api/me/notifications?limit=51"), 400, "VALIDATION_FAILED");
    expectApiError(await call(jordi, "GET", "/api/me/notifications?cursor=nonsense"), 400, "BAD_REQUEST");
    expect((await pageOf(sam)).items.map((item) => item.id)).not.toContain(ids[0]);
    expectApiError(await call(undefined, "GET", "/api/me/notifications"), 401, "UNAUTHORIZED");
  });

  it("marks one read (idempotent; another's or none is not found), then all", async () => {
    const [newest, next] = (await pageOf(jordi)).items;
    const read = okJson<UnreadCount>(await call(jordi, "POST", `/api/me/notifications/${newest?.id}/read`));
    expect(read.unread).toBe(22);
    expect(
      okJson<UnreadCount>(await call(jordi, "POST", `/api/me/notifications/${newest?.id}/read`)).unread,
    ).toBe(22);
    expect((await pageOf(jordi)).items[0]).toMatchObject({ id: newest?.id, read: true });
    expectApiError(await call(sam, "POST", `/api/me/notifications/${next?.id}/read`), 404, "NOT_FOUND");
    expectApiError(await call(jordi, "POST", `/api/me/notifications/${randomUUID()}/read`), 404, "NOT_FOUND");
    expect(await unreadOf(jordi)).toBe(22);
    expect(okJson<UnreadCount>(await call(jordi, "POST", "/api/me/notifications/read")).unread).toBe(0);
    expect((await pageOf(jordi)).items.every((item) => item.read)).toBe(true);
  });

  it("makes a read batch unread again when it grows, and not when an event it holds comes again", async () => {
    await clear(sam);
    const event = { kind: "followed" as const, groupKey: `followed:${dayOf()}`, actorId: jordi.id };
    await notifyMember(t.db, sam.id, { ...event, key: jordi.id });
    await call(sam, "POST", "/api/me/notifications/read");
    await notifyMember(t.db, sam.id, { ...event, key: jordi.id });
    expect(await unreadOf(sam)).toBe(0);
    await notifyMember(t.db, sam.id, { ...event, key: maya.id, actorId: maya.id });
    const [batch] = (await pageOf(sam)).items;
    expect(batch).toMatchObject({ read: false, count: 2, actorCount: 2 });
    expect(batch?.actors[0]?.username).toBe(`@${maya.username}`);
  });

  it(`keeps a member's newest ${NOTIFICATION_LIMITS.keptPerUser}`, async () => {
    await clear(olivia);
    const old = new Date(Date.now() - 86_400_000);
    await t.db.insert(notifications).values(
      Array.from({ length: NOTIFICATION_LIMITS.keptPerUser }, (_, n) => ({
        userId: olivia.id,
        kind: "followed",
        groupKey: `followed:old-${n}`,
        keys: [sam.id],
        createdAt: new Date(old.getTime() + n),
        updatedAt: new Date(old.getTime() + n),
      })),
    );
    await notifyMember(t.db, olivia.id, {
      kind: "followed",
      groupKey: "followed:new",
      key: sam.id,
      actorId: sam.id,
    });
    const kept = await t.db
      .select({ groupKey: notifications.groupKey })
      .from(notifications)
      .where(eq(notifications.userId, olivia.id));
    expect(kept).toHaveLength(NOTIFICATION_LIMITS.keptPerUser);
    const keys = new Set(kept.map((row) => row.groupKey));
    expect(keys.has("followed:new")).toBe(true);
    expect(keys.has("followed:old-0")).toBe(false);
    expect(keys.has("followed:old-1")).toBe(true);
  });
});
