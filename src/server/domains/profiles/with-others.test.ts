import { beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE, PROFILE_GUIDES_PAGE_SIZE } from "../../../shared/limits";
import { ACCOUNT_MESSAGES } from "../../../shared/messages";
import type { GuidePage, ProfilePage } from "../../../shared/schemas";
import { guideMembers } from "../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { cityByValue, createGuide, setGuideCreatedAt } from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp();

/** The person whose "With others" is read; `owner` made the guides they are a member of. */
let member: TestAccount;
let owner: TestAccount;
let fellow: TestAccount;
let outsider: TestAccount;
let publishedShared: string;
let draftShared: string;
let fellowDraft: string;
let ownGuide: string;

const get = (url: string, account?: TestAccount) => t.app.inject(as(account, { method: "GET", url }));
const withOthers = async (account?: TestAccount) =>
  okJson<ProfilePage>(await get(`/api/profiles/${member.username}`, account)).withOthers.map((g) => g.id);

async function invite(
  guideId: string,
  inviter: TestAccount,
  account: TestAccount,
  role: "editor" | "viewer",
) {
  const link = await t.app.inject(
    as(inviter, { method: "POST", url: `/api/guides/${guideId}/invites`, payload: { role } }),
  );
  expect(link.statusCode).toBe(201);
  const { token } = link.json<{ token: string }>();
  okJson(await t.app.inject(as(account, { method: "POST", url: `/api/invites/${token}/accept` })));
}

beforeAll(async () => {
  [member, owner, fellow, outsider] = await Promise.all([
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
  ]);
  const city = await cityByValue(t.db, "prague");
  const guide = async (createdBy: TestAccount, status: "published" | "draft", minute: number) => {
    const id = await createGuide(t.db, { createdBy: createdBy.id, city, status, name: `Together ${minute}` });
    await setGuideCreatedAt(t.db, id, new Date(Date.UTC(2025, 0, 1, 12, minute)));
    return id;
  };
  publishedShared = await guide(owner, "published", 1);
  draftShared = await guide(owner, "draft", 2);
  fellowDraft = await guide(fellow, "draft", 3);
  ownGuide = await guide(member, "published", 4);
  await invite(publishedShared, owner, member, "viewer");
  await invite(draftShared, owner, member, "editor");
  await invite(draftShared, owner, fellow, "viewer");
  await invite(fellowDraft, fellow, member, "editor");
});

describe("a profile's With others", () => {
  it("lists the guides the person is a member of, never their own, newest first", async () => {
    expect(await withOthers(member)).toEqual([fellowDraft, draftShared, publishedShared]);
    expect(await withOthers(member)).not.toContain(ownGuide);
  });

  it("shows a draft only to those who may see it: its owner and its members", async () => {
    expect(await withOthers()).toEqual([publishedShared]);
    expect(await withOthers(outsider)).toEqual([publishedShared]);
    expect(await withOthers(owner)).toEqual([draftShared, publishedShared]);
    expect(await withOthers(fellow)).toEqual([fellowDraft, draftShared, publishedShared]);
    const paged = okJson<GuidePage>(await get(`/api/profiles/${member.username}/with-others`, outsider));
    expect(paged).toEqual({ items: [expect.objectContaining({ id: publishedShared })], nextCursor: null });
  });

  it("forgets a guide the person no longer belongs to", async () => {
    const removed = await t.app.inject(
      as(owner, { method: "DELETE", url: `/api/guides/${draftShared}/members/${member.id}` }),
    );
    expect(removed.statusCode).toBe(204);
    expect(await withOthers(member)).toEqual([fellowDraft, publishedShared]);
    expect(await withOthers(owner)).toEqual([publishedShared]);
  });

  it("pages a long list by cursor, each guide once", async () => {
    const city = await cityByValue(t.db, "milan");
    const many: string[] = [];
    for (let index = 0; index < PROFILE_GUIDES_PAGE_SIZE + 3; index += 1) {
      const id = await createGuide(t.db, { createdBy: owner.id, city, name: `Many ${index}` });
      // Two guides a minute: ties of creation time fall across page boundaries.
      await setGuideCreatedAt(t.db, id, new Date(Date.UTC(2025, 1, 1, 12, Math.floor(index / 2))));
      many.push(id);
    }
    await t.db
      .insert(guideMembers)
      .values(many.map((guideId) => ({ guideId, userId: member.id, role: "viewer" })));
    const profile = okJson<ProfilePage>(await get(`/api/profiles/${member.username}`));
    expect(profile.withOthers).toHaveLength(PROFILE_GUIDES_PAGE_SIZE);
    const url = `/api/profiles/${member.username}/with-others`;
    const seen = profile.withOthers.map((guide) => guide.id);
    let cursor = profile.withOthersNextCursor;
    while (cursor) {
      const page = okJson<GuidePage>(await get(`${url}?limit=4&cursor=${cursor}`));
      expect(page.items.length).toBeLessThanOrEqual(4);
      seen.push(...page.items.map((guide) => guide.id));
      cursor = page.nextCursor;
    }
    const all = okJson<GuidePage>(await get(`${url}?limit=${MAX_PAGE_SIZE}`));
    expect(all.nextCursor).toBeNull();
    expect(seen).toEqual(all.items.map((guide) => guide.id));
    expect(new Set(seen).size).toBe(many.length + 1);
    expect(seen.at(-1)).toBe(publishedShared);
  });

  it("refuses a forged cursor or too large a page with 400, and an unknown person with 404", async () => {
    const url = `/api/profiles/${member.username}/with-others`;
    expectApiError(await get(`${url}?cursor=bm90LWEtY3Vyc29y`), 400, "BAD_REQUEST", "Invalid cursor");
    expectApiError(await get(`${url}?limit=${MAX_PAGE_SIZE + 1}`), 400, "VALIDATION_FAILED");
    expectApiError(
      await get("/api/profiles/nobody_by_that_name/with-others"),
      404,
      "NOT_FOUND",
      ACCOUNT_MESSAGES.profileNotFoundTitle,
    );
  });
});
