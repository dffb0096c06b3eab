import { beforeAll, describe, expect, it } from "vitest";
import { GUIDE_MEMBER_MESSAGES } from "../../../../shared/guide-members";
import type { GuideReactions, PlaceComment, PlaceCommentPage } from "../../../../shared/schemas";
import { as, signUp, type TestAccount } from "../../../test/accounts";
import { setupTestApp } from "../../../test/app";
import { cityByValue, pickPlaces } from "../../../test/fixtures";
import { guideJson, sendGuide } from "../../../test/guides";
import { expectApiError, okJson } from "../../../test/http";

const t = setupTestApp();

let owner: TestAccount;
let editor: TestAccount;
let viewer: TestAccount;
let outsider: TestAccount;
let guideId: string;
let placeId: string;
let otherPlace: string;

const call = (account: TestAccount | undefined, method: string, url: string, payload?: object) =>
  t.app.inject(as(account, { method: method as "GET", url, ...(payload ? { payload } : {}) }));
const react = (account: TestAccount | undefined, kind: "up" | "down" | null, place = placeId) =>
  call(
    account,
    kind ? "PUT" : "DELETE",
    `/api/guides/${guideId}/places/${place}/reaction`,
    kind ? { kind } : undefined,
  );
const reactions = (account?: TestAccount) => call(account, "GET", `/api/guides/${guideId}/reactions`);

async function join(account: TestAccount, role: "editor" | "viewer") {
  const link = await call(owner, "POST", `/api/guides/${guideId}/invites`, { role });
  okJson(await call(account, "POST", `/api/invites/${link.json<{ token: string }>().token}/accept`));
}

beforeAll(async () => {
  [owner, editor, viewer, outsider] = await Promise.all([
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
  ]);
  const seoul = await cityByValue(t.db, "seoul");
  const places = await pickPlaces(t.db, seoul.id);
  const guide = guideJson(
    await sendGuide(t, owner, { method: "POST" }, { name: "Seoul, voted", cityId: seoul.id, places }),
    201,
  );
  guideId = guide.id;
  placeId = places.cafesBrunch[0] ?? "";
  otherPlace = places.lunchDinner[0] ?? "";
  await join(editor, "editor");
  await join(viewer, "viewer");
});

describe("reactions", () => {
  it("are one per member and place, changeable, with counts and who", async () => {
    for (const [account, kind] of [
      [owner, "up"],
      [editor, "down"],
      [viewer, "up"],
    ] as const)
      expect((await react(account, kind)).statusCode).toBe(204);
    expect((await react(editor, "up")).statusCode).toBe(204);
    const seen = okJson<GuideReactions>(await reactions(viewer)).items.find(
      (item) => item.placeId === placeId,
    );
    expect(seen).toMatchObject({ up: 3, down: 0, mine: "up", comments: 0 });
    expect(seen?.upBy.map((person) => person.id).sort()).toEqual([owner.id, editor.id, viewer.id].sort());
    expect((await react(viewer, null)).statusCode).toBe(204);
    expect((await react(viewer, "down", otherPlace)).statusCode).toBe(204);
    const after = okJson<GuideReactions>(await reactions(viewer)).items;
    expect(after.find((item) => item.placeId === placeId)).toMatchObject({ up: 2, down: 0, mine: null });
    expect(after.find((item) => item.placeId === otherPlace)).toMatchObject({ up: 0, down: 1, mine: "down" });
  });

  it("are the members' own: others are refused, and see counts alone only when the owner shows them", async () => {
    expectApiError(await react(outsider, "up"), 403, "NOT_MEMBER", GUIDE_MEMBER_MESSAGES.membersOnly);
    expectApiError(await react(undefined, "up"), 401, "UNAUTHORIZED");
    expectApiError(await reactions(outsider), 403, "NOT_MEMBER");
    expectApiError(await reactions(undefined), 403, "NOT_MEMBER");
    expectApiError(
      await call(editor, "PUT", `/api/guides/${guideId}/reaction-settings`, { showReactionCounts: true }),
      403,
      "NOT_OWNER",
    );
    expect(
      (await call(owner, "PUT", `/api/guides/${guideId}/reaction-settings`, { showReactionCounts: true }))
        .statusCode,
    ).toBe(204);
    const shown = okJson<GuideReactions>(await reactions(undefined)).items.find(
      (item) => item.placeId === placeId,
    );
    expect(shown).toMatchObject({ up: 2, down: 0, mine: null, upBy: [], downBy: [], comments: 0 });
  });

  it("refuse a place that is not in the guide", async () => {
    const elsewhere = (await pickPlaces(t.db, (await cityByValue(t.db, "paris")).id)).cafesBrunch[0];
    expectApiError(await react(editor, "up", elsewhere), 404, "NOT_FOUND");
  });
});

describe("comments", () => {
  const url = () => `/api/guides/${guideId}/places/${placeId}/comments`;
  const post = (account: TestAccount, body: string) => call(account, "POST", url(), { body });

  it("are written by members, read newest first a page at a time, and counted on the place", async () => {
    for (let n = 1; n <= 5; n += 1)
      expect((await post(n % 2 ? viewer : editor, `Comment ${n}`)).statusCode).toBe(201);
    const first = okJson<PlaceCommentPage>(await call(owner, "GET", `${url()}?limit=2`));
    expect(first.items.map((c) => c.body)).toEqual(["Comment 5", "Comment 4"]);
    const second = okJson<PlaceCommentPage>(
      await call(owner, "GET", `${url()}?limit=2&cursor=${first.nextCursor}`),
    );
    expect(second.items.map((c) => c.body)).toEqual(["Comment 3", "Comment 2"]);
    const counted = okJson<GuideReactions>(await reactions(owner)).items.find(
      (item) => item.placeId === placeId,
    );
    expect(counted?.comments).toBe(5);
    expectApiError(await call(outsider, "GET", url()), 403, "NOT_MEMBER");
    expectApiError(await post(outsider, "Hi"), 403, "NOT_MEMBER");
    expectApiError(await post(viewer, "x".repeat(501)), 400, "VALIDATION_FAILED");
    expectApiError(await post(viewer, "   "), 400, "VALIDATION_FAILED");
  });

  it("are changed by their author only, and deleted by their author or the owner", async () => {
    const mine = (await post(viewer, "Typo hre")).json<PlaceComment>();
    expectApiError(
      await call(editor, "PATCH", `/api/guides/${guideId}/comments/${mine.id}`, { body: "No" }),
      403,
      "NOT_AUTHOR",
    );
    expectApiError(
      await call(owner, "PATCH", `/api/guides/${guideId}/comments/${mine.id}`, { body: "No" }),
      403,
      "NOT_AUTHOR",
    );
    const fixed = okJson<PlaceComment>(
      await call(viewer, "PATCH", `/api/guides/${guideId}/comments/${mine.id}`, { body: "Typo here" }),
    );
    expect(fixed).toMatchObject({ body: "Typo here", edited: true });
    expectApiError(
      await call(editor, "DELETE", `/api/guides/${guideId}/comments/${mine.id}`),
      403,
      "NOT_AUTHOR",
    );
    expect((await call(owner, "DELETE", `/api/guides/${guideId}/comments/${mine.id}`)).statusCode).toBe(204);
    expectApiError(
      await call(viewer, "DELETE", `/api/guides/${guideId}/comments/${mine.id}`),
      404,
      "NOT_FOUND",
    );
  });
});
