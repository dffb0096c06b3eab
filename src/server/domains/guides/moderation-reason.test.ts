import { beforeAll, describe, expect, it } from "vitest";
import type { DraftPage, GuideDetail, ProfilePage } from "../../../shared/schemas";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { adminAndUser, adminAppOptions } from "../../test/catalogue";
import { cityByValue, createGuide } from "../../test/fixtures";
import { okJson } from "../../test/http";
import { visitUntil } from "../../test/visits";
import { realWebBuild } from "../../test/web-build";

// An admin's reason is its creator's alone (docs/product.md §4 Moderation): on their guide and in their drafts,
// never to visitors, other members, admins reading the creator's profile, or a visitor's kept page.
const t = setupTestApp({ env: { ...adminAppOptions.env, WEB_DIST_DIR: realWebBuild() } });

const REASON = "Its places are copied from a magazine";
let admin: TestAccount;
let creator: TestAccount;
let reader: TestAccount;
let moderated: string;
let ownDraft: string;

const get = (account: TestAccount | undefined, url: string) =>
  t.app.inject(as(account, { method: "GET", url }));

beforeAll(async () => {
  ({ admin, user: creator } = await adminAndUser(t));
  reader = await signUp(t.app);
  const city = await cityByValue(t.db, "berlin");
  moderated = await createGuide(t.db, { createdBy: creator.id, city, name: "Berlin, moderated" });
  ownDraft = await createGuide(t.db, { createdBy: creator.id, city, name: "Berlin, mine", status: "draft" });
  const answer = await t.app.inject(
    as(admin, { method: "POST", url: `/api/guides/${moderated}/unpublish`, payload: { reason: REASON } }),
  );
  expect(answer.statusCode, answer.body).toBe(204);
});

describe("an admin's reason for unpublishing", () => {
  it("reaches the creator on the guide and in their drafts, on the profile and a page at a time", async () => {
    expect(okJson<GuideDetail>(await get(creator, `/api/guides/${moderated}`)).moderationReason).toBe(REASON);
    const reasons = (items: DraftPage["items"]) =>
      Object.fromEntries(items.map((draft) => [draft.id, draft.moderationReason]));
    const profile = okJson<ProfilePage>(await get(creator, `/api/profiles/${creator.username}`));
    expect(reasons(profile.drafts)).toEqual({ [moderated]: REASON, [ownDraft]: null });
    const drafts = okJson<DraftPage>(await get(creator, "/api/me/drafts"));
    expect(reasons(drafts.items)).toEqual({ [moderated]: REASON, [ownDraft]: null });
  });

  it("reaches nobody else: visitors, other members and admins get no draft and no reason", async () => {
    for (const viewer of [undefined, reader, admin]) {
      const profile = await get(viewer, `/api/profiles/${creator.username}`);
      expect(okJson<ProfilePage>(profile).drafts).toEqual([]);
      expect(profile.body).not.toContain(REASON);
      const guide = await get(viewer, `/api/guides/${moderated}`);
      expect(guide.statusCode).toBe(410);
      expect(guide.body).not.toContain(REASON);
    }
    for (const viewer of [reader, admin]) {
      const drafts = await get(viewer, "/api/me/drafts");
      expect(okJson<DraftPage>(drafts).items.map((draft) => draft.id)).not.toContain(moderated);
      expect(drafts.body).not.toContain(REASON);
    }
  });

  it("is in no visitor's page, drawn or kept, and the creator's own page is never kept", async () => {
    for (const url of [`/guide/berlin/${moderated}`, `/profile/${creator.username}`]) {
      const kept = await visitUntil(t.app, url, (page) => page.headers["x-page-cache"] === "hit");
      expect(kept.headers["x-page-cache"], url).toBe("hit");
      expect(kept.body, url).not.toContain(REASON);
    }
    const own = await get(creator, `/guide/berlin/${moderated}`);
    expect(own.headers["cache-control"]).toContain("no-store");
    expect(own.headers["x-page-cache"]).toBeUndefined();
  });
});
