import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { byCategory } from "../../../../shared/categories";
import { GUIDE_MEMBER_MESSAGES, roleIn } from "../../../../shared/guide-members";
import { GUIDE_MEMBERS } from "../../../../shared/limits";
import type {
  CreatedInviteLink,
  GuideDetail,
  GuideInviteList,
  InvitationList,
  InvitePreview,
} from "../../../../shared/schemas";
import { guideInvites, guideMembers } from "../../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../../test/accounts";
import { setupTestApp } from "../../../test/app";
import { cityByValue, createUser, pickPlaces } from "../../../test/fixtures";
import { type GuideBody, type GuidePlaceIds, guideJson, sendGuide } from "../../../test/guides";
import { expectApiError, okJson } from "../../../test/http";

const t = setupTestApp();

let owner: TestAccount;
let editor: TestAccount;
let viewer: TestAccount;
let outsider: TestAccount;
let body: GuideBody;
let spare: GuidePlaceIds;
let draft: GuideDetail;

const call = (
  account: TestAccount | undefined,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
) => t.app.inject(as(account, { method, url, ...(payload ? { payload } : {}) }));
const read = (account: TestAccount | undefined, id = draft.id) => call(account, "GET", `/api/guides/${id}`);

async function inviteLink(account: TestAccount, guideId: string, input: object = { role: "editor" }) {
  const response = await call(account, "POST", `/api/guides/${guideId}/invites`, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedInviteLink>();
}

beforeAll(async () => {
  [owner, editor, viewer, outsider] = await Promise.all([
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
    signUp(t.app),
  ]);
  const prague = await cityByValue(t.db, "prague");
  const picked = await pickPlaces(t.db, prague.id, 5);
  const first = (ids: string[]) => ids.slice(0, 3);
  body = {
    name: "Prague with friends",
    cityId: prague.id,
    places: byCategory((key) => first(picked[key])),
    status: "draft",
  };
  spare = byCategory((key) => picked[key].slice(3));
  draft = guideJson(await sendGuide(t, owner, { method: "POST" }, body), 201);
});

describe("invite links", () => {
  it("join an editor: 256 random bits, only the hash kept, a preview for the signed-out page", async () => {
    const link = await inviteLink(owner, draft.id);
    expect(link.token).toMatch(/^cgi_[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db.select().from(guideInvites).where(eq(guideInvites.id, link.id));
    expect(stored?.tokenHash).toBe(createHash("sha256").update(link.token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const preview = okJson<InvitePreview>(await call(undefined, "GET", `/api/invites/${link.token}`));
    expect(preview).toMatchObject({
      guide: { id: draft.id, name: body.name, location: "Prague" },
      role: "editor",
    });
    expectApiError(await call(undefined, "POST", `/api/invites/${link.token}/accept`), 401, "UNAUTHORIZED");

    expectApiError(await read(editor), 404, "NOT_FOUND");
    expect(
      okJson<{ guideId: string }>(await call(editor, "POST", `/api/invites/${link.token}/accept`)),
    ).toEqual({ guideId: draft.id });
    const seen = okJson<GuideDetail>(await read(editor));
    expect(roleIn(seen, editor.id)).toBe("editor");
    expect(seen.members.map((member) => [member.id, member.role])).toEqual([[editor.id, "editor"]]);
  });

  it("are the owner's alone to make, list and revoke", async () => {
    expectApiError(
      await call(editor, "POST", `/api/guides/${draft.id}/invites`, { role: "viewer" }),
      403,
      "NOT_OWNER",
    );
    expectApiError(await call(editor, "GET", `/api/guides/${draft.id}/invites`), 403, "NOT_OWNER");
    expectApiError(await call(outsider, "GET", `/api/guides/${draft.id}/invites`), 404, "NOT_FOUND");
    const list = okJson<GuideInviteList>(await call(owner, "GET", `/api/guides/${draft.id}/invites`));
    expect(JSON.stringify(list)).not.toContain("cgi_");
  });

  it("stop working when revoked, expired or used once when single-use", async () => {
    const revoked = await inviteLink(owner, draft.id, { role: "viewer" });
    expect((await call(owner, "DELETE", `/api/guides/${draft.id}/invites/${revoked.id}`)).statusCode).toBe(
      204,
    );
    expectApiError(
      await call(undefined, "GET", `/api/invites/${revoked.token}`),
      404,
      "NOT_FOUND",
      GUIDE_MEMBER_MESSAGES.inviteGone,
    );
    expectApiError(await call(outsider, "POST", `/api/invites/${revoked.token}/accept`), 404, "NOT_FOUND");

    const expired = await inviteLink(owner, draft.id, { role: "viewer", expiresInDays: 1 });
    await t.db
      .update(guideInvites)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(guideInvites.id, expired.id));
    expectApiError(await call(outsider, "POST", `/api/invites/${expired.token}/accept`), 404, "NOT_FOUND");

    const once = await inviteLink(owner, draft.id, { role: "viewer", singleUse: true });
    const other = await signUp(t.app);
    okJson(await call(other, "POST", `/api/invites/${once.token}/accept`));
    expectApiError(await call(outsider, "POST", `/api/invites/${once.token}/accept`), 404, "NOT_FOUND");
    expect((await call(owner, "DELETE", `/api/guides/${draft.id}/members/${other.id}`)).statusCode).toBe(204);
    expectApiError(await read(outsider), 404, "NOT_FOUND");
  });

  it("are at most ten live a guide, and a link lives at most thirty days", async () => {
    const live = okJson<GuideInviteList>(
      await call(owner, "GET", `/api/guides/${draft.id}/invites`),
    ).items.filter((i) => !i.invitee);
    const made = [];
    for (let n = live.length; n < GUIDE_MEMBERS.liveLinksMax; n += 1)
      made.push(await inviteLink(owner, draft.id));
    expectApiError(
      await call(owner, "POST", `/api/guides/${draft.id}/invites`, { role: "editor" }),
      409,
      "TOO_MANY_INVITES",
    );
    expectApiError(
      await call(owner, "POST", `/api/guides/${draft.id}/invites`, { role: "editor", expiresInDays: 31 }),
      400,
      "VALIDATION_FAILED",
    );
    for (const link of made) await call(owner, "DELETE", `/api/guides/${draft.id}/invites/${link.id}`);
    await inviteLink(owner, draft.id);
  });

  it("let no more than fifty members in", async () => {
    const crowd = await signUp(t.app);
    const full = guideJson(await sendGuide(t, crowd, { method: "POST" }, { ...body, name: "Crowded" }), 201);
    const others = await Promise.all(Array.from({ length: GUIDE_MEMBERS.max - 1 }, () => createUser(t.db)));
    await t.db
      .insert(guideMembers)
      .values(others.map((userId) => ({ guideId: full.id, userId, role: "viewer" })));
    const link = await inviteLink(crowd, full.id);
    const last = await signUp(t.app);
    okJson(await call(last, "POST", `/api/invites/${link.token}/accept`));
    expectApiError(
      await call(outsider, "POST", `/api/invites/${link.token}/accept`),
      409,
      "TOO_MANY_MEMBERS",
    );
    expect(okJson<GuideDetail>(await read(crowd, full.id)).members).toHaveLength(GUIDE_MEMBERS.max);
  });
});

describe("invitations by username", () => {
  it("are answered by the invited user: accept joins, decline leaves nothing", async () => {
    expectApiError(
      await call(owner, "POST", `/api/guides/${draft.id}/invites/users`, {
        username: "nobody_here",
        role: "viewer",
      }),
      400,
      "BAD_REQUEST",
    );
    okJson(
      await call(owner, "POST", `/api/guides/${draft.id}/invites/users`, {
        username: `@${viewer.username}`,
        role: "viewer",
      }),
    );
    expectApiError(
      await call(owner, "POST", `/api/guides/${draft.id}/invites/users`, {
        username: editor.username,
        role: "viewer",
      }),
      409,
      "ALREADY_MEMBER",
    );
    const mine = okJson<InvitationList>(await call(viewer, "GET", "/api/me/invitations"));
    expect(mine.items.map((i) => [i.guide.id, i.role])).toEqual([[draft.id, "viewer"]]);
    expect(okJson<InvitationList>(await call(outsider, "GET", "/api/me/invitations")).items).toEqual([]);
    const invitation = mine.items[0]?.id ?? "";
    expectApiError(
      await call(outsider, "POST", `/api/me/invitations/${invitation}/accept`),
      404,
      "NOT_FOUND",
    );
    okJson(await call(viewer, "POST", `/api/me/invitations/${invitation}/accept`));
    expect(roleIn(okJson<GuideDetail>(await read(viewer)), viewer.id)).toBe("viewer");
    expect(okJson<InvitationList>(await call(viewer, "GET", "/api/me/invitations")).items).toEqual([]);
  });
});

describe("roles", () => {
  it("let an editor change the content, recorded as theirs, and keep publishing and the city the owner's", async () => {
    const current = okJson<GuideDetail>(await read(editor));
    const added = spare.cafesBrunch[0] ?? "";
    const changed = {
      ...body,
      name: "Prague, together",
      places: { ...body.places, cafesBrunch: [...body.places.cafesBrunch, added] },
    };
    const saved = guideJson(await sendGuide(t, editor, { method: "PUT", id: current.id }, changed));
    const adders = Object.fromEntries(saved.places.cafesBrunch.map((place) => [place.id, place.addedBy?.id]));
    expect(adders[added]).toBe(editor.id);
    expect(adders[body.places.cafesBrunch[0] ?? ""]).toBe(owner.id);

    expectApiError(
      await sendGuide(t, editor, { method: "PUT", id: draft.id }, { ...changed, status: "published" }),
      403,
      "NOT_OWNER",
      GUIDE_MEMBER_MESSAGES.ownerPublishes,
    );
    expectApiError(await call(editor, "POST", `/api/guides/${draft.id}/publish`), 403, "NOT_OWNER");
    expectApiError(await call(editor, "DELETE", `/api/guides/${draft.id}`), 403, "NOT_OWNER");
    // The owner's next save keeps who added what.
    const again = guideJson(await sendGuide(t, owner, { method: "PUT", id: draft.id }, changed));
    expect(again.places.cafesBrunch.find((place) => place.id === added)?.addedBy?.id).toBe(editor.id);
  });

  it("let a viewer see the draft but change nothing", async () => {
    expect(okJson<GuideDetail>(await read(viewer)).status).toBe("draft");
    expectApiError(
      await sendGuide(t, viewer, { method: "PUT", id: draft.id }, body),
      403,
      "NOT_EDITOR",
      GUIDE_MEMBER_MESSAGES.viewerCannotEdit,
    );
    expectApiError(
      await call(viewer, "PATCH", `/api/guides/${draft.id}/members/${editor.id}`, { role: "viewer" }),
      403,
      "NOT_OWNER",
    );
  });

  it("let the owner change a role, and a member leave; the owner leaves only by handing the guide on", async () => {
    expect(
      (await call(owner, "PATCH", `/api/guides/${draft.id}/members/${viewer.id}`, { role: "editor" }))
        .statusCode,
    ).toBe(204);
    expect(roleIn(okJson<GuideDetail>(await read(viewer)), viewer.id)).toBe("editor");
    expect((await call(viewer, "DELETE", `/api/guides/${draft.id}/members/${viewer.id}`)).statusCode).toBe(
      204,
    );
    expectApiError(await read(viewer), 404, "NOT_FOUND");
    expectApiError(
      await call(owner, "DELETE", `/api/guides/${draft.id}/members/${owner.id}`),
      409,
      "OWNER_CANNOT_LEAVE",
    );
    const link = await inviteLink(owner, draft.id, { role: "viewer" });
    okJson(await call(viewer, "POST", `/api/invites/${link.token}/accept`));
  });

  it("hand ownership to an editor only, who then publishes; the former owner stays an editor", async () => {
    expectApiError(
      await call(owner, "POST", `/api/guides/${draft.id}/owner`, { userId: viewer.id }),
      403,
      "NOT_EDITOR",
    );
    expectApiError(
      await call(editor, "POST", `/api/guides/${draft.id}/owner`, { userId: editor.id }),
      403,
      "NOT_OWNER",
    );
    expect(
      (await call(owner, "POST", `/api/guides/${draft.id}/owner`, { userId: editor.id })).statusCode,
    ).toBe(204);
    const handed = okJson<GuideDetail>(await read(owner));
    expect(roleIn(handed, owner.id)).toBe("editor");
    expect(handed.creator.id).toBe(editor.id);
    expect(
      (await call(owner, "POST", `/api/guides/${draft.id}/owner`, { userId: owner.id })).statusCode,
    ).toBe(403);
    expect(
      (await call(editor, "POST", `/api/guides/${draft.id}/owner`, { userId: owner.id })).statusCode,
    ).toBe(204);
  });
});
