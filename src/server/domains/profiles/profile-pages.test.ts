import { beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE, PROFILE_GUIDES_PAGE_SIZE } from "../../../shared/limits";
import { ACCOUNT_MESSAGES } from "../../../shared/messages";
import type { GuidePage, ProfilePage } from "../../../shared/schemas";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { cityByValue, createGuide, saveGuideAt, setGuideCreatedAt } from "../../test/fixtures";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp();

let author: TestAccount;
let reader: TestAccount;
/** The author's published guides and drafts, newest first (ties by id, highest first), as the lists must be. */
let published: string[] = [];
let drafts: string[] = [];

const newestFirst = (made: Array<{ id: string; at: number }>) =>
  made.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map((guide) => guide.id);

beforeAll(async () => {
  author = await signUp(t.app);
  reader = await signUp(t.app);
  const city = await cityByValue(t.db, "berlin");
  const made = async (count: number, status: "published" | "draft") => {
    const guides: Array<{ id: string; at: number }> = [];
    for (let index = 0; index < count; index += 1) {
      const id = await createGuide(t.db, {
        createdBy: author.id,
        city,
        name: `Page ${status} ${index}`,
        status,
      });
      // Three guides a minute: ties of creation time fall across the page boundaries.
      const at = Date.UTC(2024, 0, 1, 12, Math.floor(index / 3));
      await setGuideCreatedAt(t.db, id, new Date(at));
      guides.push({ id, at });
    }
    return newestFirst(guides);
  };
  published = await made(PROFILE_GUIDES_PAGE_SIZE * 2 + 5, "published");
  drafts = await made(PROFILE_GUIDES_PAGE_SIZE + 4, "draft");
});

const get = (url: string, account?: TestAccount) => t.app.inject(as(account, { method: "GET", url }));
const profileOf = async (account?: TestAccount) =>
  okJson<ProfilePage>(await get(`/api/profiles/${author.username}`, account));

/** Every guide from `first` on, following the cursors of `url` until the last page. */
async function walk(url: string, first: GuidePage, account?: TestAccount, limit?: number) {
  const ids = first.items.map((guide) => guide.id);
  let cursor = first.nextCursor;
  while (cursor) {
    const query = new URLSearchParams({ cursor, ...(limit ? { limit: String(limit) } : {}) });
    const page = okJson<GuidePage>(await get(`${url}?${query}`, account));
    expect(page.items.length).toBeLessThanOrEqual(limit ?? PROFILE_GUIDES_PAGE_SIZE);
    ids.push(...page.items.map((guide) => guide.id));
    cursor = page.nextCursor;
  }
  return ids;
}

describe("a profile's guides, a page at a time", () => {
  it("answers the newest page with the profile, then the rest by cursor, each guide once and no draft", async () => {
    const profile = await profileOf();
    expect(profile.guides).toHaveLength(PROFILE_GUIDES_PAGE_SIZE);
    expect(profile.guidesNextCursor).not.toBeNull();
    const first = { items: profile.guides, nextCursor: profile.guidesNextCursor };
    expect(await walk(`/api/profiles/${author.username}/guides`, first)).toEqual(published);
  });

  it("pages the same list from its start, in any page size up to the maximum, '@name' too", async () => {
    const url = `/api/profiles/@${author.username.toUpperCase()}/guides`;
    const first = okJson<GuidePage>(await get(`${url}?limit=5`));
    expect(first.items).toHaveLength(5);
    expect(await walk(url, first, undefined, 5)).toEqual(published);
    const all = okJson<GuidePage>(await get(`${url}?limit=${MAX_PAGE_SIZE}`));
    expect(all).toEqual({ items: expect.any(Array), nextCursor: null });
    expect(all.items.map((guide) => guide.id)).toEqual(published);
  });

  it("carries the viewer's own saved flag on later pages", async () => {
    const later = published[PROFILE_GUIDES_PAGE_SIZE + 1] ?? "";
    await saveGuideAt(t.db, reader.id, later, new Date());
    const { guidesNextCursor } = await profileOf(reader);
    const url = `/api/profiles/${author.username}/guides?cursor=${guidesNextCursor}`;
    const seen = (account?: TestAccount) =>
      get(url, account).then((response) => okJson<GuidePage>(response).items.find((g) => g.id === later));
    expect(await seen(reader)).toMatchObject({ isSaved: true, saveCount: 1 });
    expect(await seen()).toMatchObject({ isSaved: false, saveCount: 1 });
  });

  it("refuses a forged cursor or too large a page with 400, and an unknown person with 404", async () => {
    const url = `/api/profiles/${author.username}/guides`;
    expectApiError(await get(`${url}?cursor=bm90LWEtY3Vyc29y`), 400, "BAD_REQUEST", "Invalid cursor");
    expectApiError(await get(`${url}?limit=${MAX_PAGE_SIZE + 1}`), 400, "VALIDATION_FAILED");
    expectApiError(await get(`${url}?limit=0`), 400, "VALIDATION_FAILED");
    expectApiError(
      await get("/api/profiles/nobody_by_that_name/guides"),
      404,
      "NOT_FOUND",
      ACCOUNT_MESSAGES.profileNotFoundTitle,
    );
  });
});

describe("the owner's drafts, a page at a time", () => {
  it("gives the owner the newest drafts with the profile, then the rest from /api/me/drafts", async () => {
    const profile = await profileOf(author);
    expect(profile.drafts).toHaveLength(PROFILE_GUIDES_PAGE_SIZE);
    expect(profile.drafts.every((guide) => guide.status === "draft")).toBe(true);
    const first = { items: profile.drafts, nextCursor: profile.draftsNextCursor };
    expect(await walk("/api/me/drafts", first, author)).toEqual(drafts);
    const small = okJson<GuidePage>(await get("/api/me/drafts?limit=4", author));
    expect(await walk("/api/me/drafts", small, author, 4)).toEqual(drafts);
  });

  it("shows them to nobody else: an empty list on the profile, and only one's own drafts", async () => {
    for (const viewer of [undefined, reader]) {
      const profile = await profileOf(viewer);
      expect({ drafts: profile.drafts, draftsNextCursor: profile.draftsNextCursor }).toEqual({
        drafts: [],
        draftsNextCursor: null,
      });
    }
    expect(okJson<GuidePage>(await get("/api/me/drafts", reader))).toEqual({
      items: [],
      nextCursor: null,
    });
    // A cursor taken from the author's drafts shows another user nothing of them.
    const { draftsNextCursor } = await profileOf(author);
    const after = okJson<GuidePage>(await get(`/api/me/drafts?cursor=${draftsNextCursor}`, reader));
    expect(after.items).toEqual([]);
    expectApiError(await get("/api/me/drafts"), 401, "UNAUTHORIZED");
  });

  it("refuses a forged cursor or too large a page with 400", async () => {
    expectApiError(await get("/api/me/drafts?cursor=bm90LWEtY3Vyc29y", author), 400, "BAD_REQUEST");
    expectApiError(await get(`/api/me/drafts?limit=${MAX_PAGE_SIZE + 1}`, author), 400, "VALIDATION_FAILED");
  });
});
