import { beforeAll, describe, expect, it } from "vitest";
import { byCategory } from "../../../../shared/categories";
import type { GuideMemberRole } from "../../../../shared/guide-members";
import type { CreatedInviteLink, GuideDetail, GuidePage } from "../../../../shared/schemas";
import { as, signUp, type TestAccount } from "../../../test/accounts";
import { setupTestApp } from "../../../test/app";
import { cityByValue, pickPlaces } from "../../../test/fixtures";
import { type GuideBody, guideJson, sendGuide } from "../../../test/guides";
import { expectApiError, okJson } from "../../../test/http";

// GET /api/me/shared-guides: what a member's device keeps offline besides their saved and own guides (issue 64,
// item 7), and what a removed member loses at once.
const t = setupTestApp();

let owner: TestAccount;
let member: TestAccount;
let body: GuideBody;

const call = (
  account: TestAccount | undefined,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) => t.app.inject(as(account, { method, url, ...(payload ? { payload } : {}) }));
const shared = async (account: TestAccount, query = "") =>
  okJson<GuidePage>(await call(account, "GET", `/api/me/shared-guides${query}`));

async function guideWith(
  role: GuideMemberRole | null,
  name: string,
  status: "draft" | "published" = "draft",
) {
  const guide = guideJson(await sendGuide(t, owner, { method: "POST" }, { ...body, name, status }), 201);
  if (!role) return guide;
  const made = await call(owner, "POST", `/api/guides/${guide.id}/invites`, { role });
  const { token } = made.json<CreatedInviteLink>();
  okJson(await call(member, "POST", `/api/invites/${token}/accept`));
  return guide;
}

beforeAll(async () => {
  [owner, member] = await Promise.all([signUp(t.app), signUp(t.app)]);
  const milan = await cityByValue(t.db, "milan");
  const picked = await pickPlaces(t.db, milan.id, 3);
  body = { name: "", cityId: milan.id, places: byCategory((key) => picked[key]) };
});

describe("a member's shared guides", () => {
  it("are the guides they edit or view, drafts too, newest first, a page at a time; never a stranger's", async () => {
    const edited = await guideWith("editor", "Shared to edit");
    const viewed = await guideWith("viewer", "Shared to view", "published");
    const notShared = await guideWith(null, "Not shared");
    const first = await shared(member, "?limit=1");
    expect(first.items.map((guide) => guide.id)).toEqual([viewed.id]);
    expect(first.nextCursor).not.toBeNull();
    const second = await shared(member, `?limit=1&cursor=${first.nextCursor}`);
    expect(second.items.map((guide) => [guide.id, guide.status])).toEqual([[edited.id, "draft"]]);
    expect(second.nextCursor).toBeNull();
    expect(JSON.stringify(await shared(member))).not.toContain(notShared.id);
    // The owner's own guides are theirs, not shared with them.
    expect(await shared(owner)).toEqual({ items: [], nextCursor: null });
    expectApiError(await call(undefined, "GET", "/api/me/shared-guides"), 401, "UNAUTHORIZED");
    expectApiError(await call(member, "GET", "/api/me/shared-guides?limit=51"), 400, "VALIDATION_FAILED");
  });

  it("lose a removed member's guide at once: gone from the list, and its reads, edits and reactions refused", async () => {
    const guide = await guideWith("editor", "Removed from");
    const placeId = guide.places.cafesBrunch[0]?.id ?? "";
    expect(okJson<GuideDetail>(await call(member, "GET", `/api/guides/${guide.id}`)).id).toBe(guide.id);
    expect((await call(owner, "DELETE", `/api/guides/${guide.id}/members/${member.id}`)).statusCode).toBe(
      204,
    );

    expect(JSON.stringify(await shared(member))).not.toContain(guide.id);
    expectApiError(await call(member, "GET", `/api/guides/${guide.id}`), 404, "NOT_FOUND");
    expectApiError(await call(member, "GET", `/api/guides/${guide.id}/reactions`), 404, "NOT_FOUND");
    const note = { type: "setNote", placeId, note: "Still mine?", base: "" };
    expectApiError(
      await call(member, "POST", `/api/guides/${guide.id}/operations`, { operations: [note] }),
      404,
      "NOT_FOUND",
    );
    expectApiError(
      await call(member, "PUT", `/api/guides/${guide.id}/places/${placeId}/reaction`, { kind: "up" }),
      404,
      "NOT_FOUND",
    );
  });
});
