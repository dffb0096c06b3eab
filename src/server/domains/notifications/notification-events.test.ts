import { beforeAll, describe, expect, it } from "vitest";
import { byCategory } from "../../../shared/categories";
import type { CreatedInviteLink, Notification, NotificationPage } from "../../../shared/schemas";
import { JobQueue } from "../../infrastructure/jobs/queue";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { adminAndUser, adminAppOptions } from "../../test/catalogue";
import { type CityRow, cityByValue, createGuide, pickPlaces, placeIds } from "../../test/fixtures";
import { guideJson, sendGuide } from "../../test/guides";
import { okJson } from "../../test/http";
import { review, suggest, suggestionFields } from "../../test/suggestions";
import { recordPublishedForFollowers } from "./service";

// Every event a member is told of (docs/decisions/065), made through the API the way people make them.
const t = setupTestApp(adminAppOptions);

let admin: TestAccount;
let creator: TestAccount;
let reader: TestAccount;
let cityReader: TestAccount;
let blocked: TestAccount;
let member: TestAccount;
let berlin: CityRow;

const call = (
  account: TestAccount | undefined,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) => t.app.inject(as(account, { method, url, ...(payload ? { payload } : {}) }));
const ok = async (response: ReturnType<typeof call>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer;
};
const notificationsOf = async (account: TestAccount): Promise<Notification[]> =>
  okJson<NotificationPage>(await call(account, "GET", "/api/me/notifications?limit=50")).items;
const ofKind = async (account: TestAccount, kind: Notification["kind"]) =>
  (await notificationsOf(account)).filter((item) => item.kind === kind);

beforeAll(async () => {
  let user: TestAccount;
  ({ admin, user } = await adminAndUser(t));
  creator = user;
  [reader, cityReader, blocked, member] = await Promise.all([
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
  ]);
  berlin = await cityByValue(t.db, "berlin");
});

describe("following and publishing", () => {
  it("tells a member who follows them, once a day however often they follow again", async () => {
    await ok(call(reader, "PUT", `/api/profiles/${creator.username}/follow`));
    await ok(call(reader, "DELETE", `/api/profiles/${creator.username}/follow`));
    await ok(call(reader, "PUT", `/api/profiles/${creator.username}/follow`));
    const [followed, ...more] = await ofKind(creator, "followed");
    expect(more).toEqual([]);
    expect(followed).toMatchObject({ count: 1, actors: [{ username: `@${reader.username}` }] });
  });

  it("tells the followers of a creator and of the guide's city of a publication, once each", async () => {
    await ok(call(cityReader, "PUT", `/api/cities/${berlin.slug}/follow`));
    await ok(call(reader, "PUT", `/api/cities/${berlin.slug}/follow`));
    await ok(call(blocked, "PUT", `/api/cities/${berlin.slug}/follow`));
    await ok(call(creator, "PUT", `/api/me/blocks/${blocked.username}`));
    const picked = await pickPlaces(t.db, berlin.id);
    const body = { name: "Berlin by night", cityId: berlin.id, places: picked, status: "draft" as const };
    const draft = guideJson(await sendGuide(t, creator, { method: "POST" }, body), 201);
    await JobQueue.allSettled();
    expect(await ofKind(reader, "guidePublished")).toEqual([]);

    guideJson(await sendGuide(t, creator, { method: "PUT", id: draft.id }, { ...body, status: "published" }));
    await JobQueue.allSettled();
    // Told again (a retried job, a second publication): nothing more.
    await recordPublishedForFollowers(t.db, draft.id);
    for (const follower of [reader, cityReader]) {
      const told = await ofKind(follower, "guidePublished");
      expect(told, follower.username).toHaveLength(1);
      expect(told[0]).toMatchObject({
        count: 1,
        read: false,
        guide: { id: draft.id, name: "Berlin by night", location: "Berlin" },
        actors: [{ username: `@${creator.username}` }],
      });
    }
    expect(await ofKind(blocked, "guidePublished")).toEqual([]);
    expect(await ofKind(creator, "guidePublished")).toEqual([]);
  });

  it("tells each follower once, however often it runs", async () => {
    const guideId = await createGuide(t.db, { createdBy: creator.id, city: berlin });
    const told = await recordPublishedForFollowers(t.db, guideId);
    expect(told).toBe(2);
    expect(await recordPublishedForFollowers(t.db, guideId)).toBe(0);
  });
});

describe("a shared guide's owner", () => {
  it("hears who joined, added places and reacted, batched per guide and day, never of their own doing", async () => {
    const prague = await cityByValue(t.db, "prague");
    const picked = await pickPlaces(t.db, prague.id, 5);
    const body = {
      name: "Prague together",
      cityId: prague.id,
      places: byCategory((key) => picked[key].slice(0, 3)),
      status: "draft" as const,
    };
    const guide = guideJson(await sendGuide(t, creator, { method: "POST" }, body), 201);
    const link = (
      await ok(call(creator, "POST", `/api/guides/${guide.id}/invites`, { role: "editor" }))
    ).json<CreatedInviteLink>();
    await ok(call(member, "POST", `/api/invites/${link.token}/accept`));
    await ok(call(member, "POST", `/api/invites/${link.token}/accept`));
    const added = [picked.cafesBrunch[3], picked.cafesBrunch[4]].map((placeId) => ({
      type: "addPlace",
      placeId,
      category: "cafesBrunch",
    }));
    await ok(call(member, "POST", `/api/guides/${guide.id}/operations`, { operations: added }));
    const place = picked.lunchDinner[0];
    for (const kind of ["up", "down", "up"])
      await ok(call(member, "PUT", `/api/guides/${guide.id}/places/${place}/reaction`, { kind }));
    await ok(call(creator, "PUT", `/api/guides/${guide.id}/places/${place}/reaction`, { kind: "up" }));

    const byKind = new Map((await notificationsOf(creator)).map((item) => [item.kind, item]));
    expect(byKind.get("memberJoined")).toMatchObject({ count: 1, guide: { id: guide.id } });
    expect(byKind.get("placesAdded")).toMatchObject({ count: 2, actorCount: 1 });
    expect(byKind.get("reacted")).toMatchObject({ count: 1, actors: [{ username: `@${member.username}` }] });
    for (const kind of ["memberJoined", "placesAdded", "reacted"] as const)
      expect(await ofKind(member, kind)).toEqual([]);

    await ok(
      call(creator, "POST", `/api/guides/${guide.id}/invites/users`, {
        username: reader.username,
        role: "viewer",
      }),
    );
    expect(await ofKind(reader, "invited")).toMatchObject([
      { role: "viewer", guide: { id: guide.id }, actors: [{ username: `@${creator.username}` }] },
    ]);
  });
});

describe("moderators' decisions", () => {
  it("tell a suggester their place was approved, merged or not accepted (with the reason), by nobody's name", async () => {
    const prague = await cityByValue(t.db, "prague");
    const spot = { lat: 50.0833, lng: 14.4167 };
    const made = [];
    for (const name of ["Approved Café", "Merged Café", "Rejected Café"])
      made.push(await suggest(t, reader, suggestionFields(prague.id, spot, { name })));
    const target = (await placeIds(t.db, prague.id, "cafesBrunch"))[0];
    await ok(review(t, admin, made[0]?.id ?? "", "approve"));
    await ok(review(t, admin, made[1]?.id ?? "", "merge", { targetId: target }));
    await ok(review(t, admin, made[2]?.id ?? "", "reject", { reason: "Closed for good" }));
    const told = await notificationsOf(reader);
    expect(told.find((item) => item.kind === "suggestionApproved")).toMatchObject({
      place: { id: made[0]?.id, name: "Approved Café" },
      actors: [],
      actorCount: 0,
    });
    expect(told.find((item) => item.kind === "suggestionMerged")).toMatchObject({
      place: { id: target, name: "Merged Café" },
    });
    expect(told.find((item) => item.kind === "suggestionRejected")).toMatchObject({
      place: { name: "Rejected Café" },
      reason: "Closed for good",
    });
  });

  it("tell a creator their guide was unpublished, with the reason", async () => {
    const guideId = await createGuide(t.db, { createdBy: creator.id, city: berlin, name: "Berlin, copied" });
    await ok(call(admin, "POST", `/api/guides/${guideId}/unpublish`, { reason: "Copied from a book" }));
    expect(await ofKind(creator, "guideUnpublished")).toMatchObject([
      { guide: { id: guideId, name: "Berlin, copied" }, reason: "Copied from a book", actors: [] },
    ]);
  });
});
