import { beforeAll, describe, expect, it } from "vitest";
import { byCategory, CATEGORY_KEYS, type CategoryKey } from "../../../../shared/categories";
import { GUIDE_MEMBER_MESSAGES, type GuideMemberRole } from "../../../../shared/guide-members";
import { GUIDE_MESSAGES } from "../../../../shared/messages";
import type { CreatedInviteLink, GuideBase, GuideDetail, GuideOperation } from "../../../../shared/schemas";
import { as, signUp, type TestAccount } from "../../../test/accounts";
import { setupTestApp } from "../../../test/app";
import { cityByValue, pickPlaces } from "../../../test/fixtures";
import { type GuideBody, type GuidePlaceIds, guideJson, placeIdsOf, sendGuide } from "../../../test/guides";
import { expectApiError, okJson } from "../../../test/http";
import { multipartForm } from "../../../test/multipart";

const t = setupTestApp();

let owner: TestAccount;
let editors: TestAccount[];
let viewer: TestAccount;
let outsider: TestAccount;
let initial: GuidePlaceIds;
let spare: GuidePlaceIds;
let cityId: string;

const operate = (account: TestAccount | undefined, guideId: string, operations: GuideOperation[]) =>
  t.app.inject(
    as(account, { method: "POST", url: `/api/guides/${guideId}/operations`, payload: { operations } }),
  );
const read = async (guideId: string) =>
  okJson<GuideDetail>(await t.app.inject(as(owner, { method: "GET", url: `/api/guides/${guideId}` })));

async function join(account: TestAccount, guideId: string, role: GuideMemberRole) {
  const made = await t.app.inject(
    as(owner, { method: "POST", url: `/api/guides/${guideId}/invites`, payload: { role } }),
  );
  const { token } = made.json<CreatedInviteLink>();
  okJson(await t.app.inject(as(account, { method: "POST", url: `/api/invites/${token}/accept` })));
}

/** A guide of the owner's with three places a category, shared with the four editors and the viewer. */
async function sharedGuide(status: "draft" | "published" = "draft"): Promise<GuideDetail> {
  const body: GuideBody = { name: "Barcelona together", cityId, places: initial, status };
  const guide = guideJson(await sendGuide(t, owner, { method: "POST" }, body), 201);
  for (const editor of editors) await join(editor, guide.id, "editor");
  await join(viewer, guide.id, "viewer");
  return guide;
}

const baseOf = (guide: GuideDetail): GuideBase => ({
  name: guide.name,
  introduction: guide.introduction ?? "",
  places: placeIdsOf(guide),
  notes: Object.fromEntries(
    CATEGORY_KEYS.flatMap((key) =>
      guide.places[key].flatMap((place) => (place.note ? [[place.id, place.note]] : [])),
    ),
  ),
});
const noteOf = (guide: GuideDetail, placeId: string) =>
  CATEGORY_KEYS.flatMap((key) => guide.places[key]).find((place) => place.id === placeId)?.note ?? null;

beforeAll(async () => {
  const accounts = await Promise.all(Array.from({ length: 7 }, () => signUp(t.app)));
  [owner, viewer, outsider] = accounts as [TestAccount, TestAccount, TestAccount];
  editors = accounts.slice(3);
  const barcelona = await cityByValue(t.db, "barcelona");
  cityId = barcelona.id;
  const picked = await pickPlaces(t.db, cityId, 6);
  initial = byCategory((key) => picked[key].slice(0, 3));
  spare = byCategory((key) => picked[key].slice(3));
});

describe("guide operations from several members at once", () => {
  it("leave every add, each place's last move and every note: 20 operations by 5 members, none lost", async () => {
    const guide = await sharedGuide();
    const members = [owner, ...editors];
    const category = (n: number) => CATEGORY_KEYS[n % CATEGORY_KEYS.length] as CategoryKey;
    // The owner and three editors each work in a category of their own; the fourth editor adds and notes across.
    const plans: GuideOperation[][] = members.slice(0, 4).map((_, n) => {
      const moved = initial[category(n)][0] as string;
      return [
        { type: "addPlace", placeId: spare[category(n)][0] as string, category: category(n), position: 0 },
        { type: "movePlace", placeId: moved, position: 0 },
        { type: "setNote", placeId: moved, note: `Note ${n}`, base: "" },
        { type: "movePlace", placeId: moved, position: 11 },
      ];
    });
    plans.push([
      { type: "addPlace", placeId: spare.cafesBrunch[1] as string, category: "cafesBrunch", position: 0 },
      { type: "addPlace", placeId: spare.lunchDinner[1] as string, category: "lunchDinner", position: 0 },
      { type: "setNote", placeId: initial.drinksNightlife[1] as string, note: "Late", base: "" },
      { type: "setNote", placeId: initial.placesToVisit[1] as string, note: "Early", base: "" },
    ]);
    await Promise.all(
      members.map(async (member, n) => {
        for (const operation of plans[n] ?? []) okJson(await operate(member, guide.id, [operation]));
      }),
    );

    const stored = await read(guide.id);
    const ids = placeIdsOf(stored);
    const all = CATEGORY_KEYS.flatMap((key) => ids[key]);
    expect(new Set(all).size).toBe(all.length);
    const added = [...plans.flat()].flatMap((op) => (op.type === "addPlace" ? [op.placeId] : []));
    expect(all.sort()).toEqual([...CATEGORY_KEYS.flatMap((key) => initial[key]), ...added].sort());
    for (const n of [0, 1, 2, 3]) {
      const moved = initial[category(n)][0] as string;
      expect(ids[category(n)].at(-1)).toBe(moved);
      expect(noteOf(stored, moved)).toBe(`Note ${n}`);
    }
    expect(noteOf(stored, initial.drinksNightlife[1] as string)).toBe("Late");
    const byEditor = stored.places.cafesBrunch.find((place) => place.id === spare.cafesBrunch[1]);
    expect(byEditor?.addedBy?.username).toBe(`@${editors[3]?.username}`);
  });

  it("refuse the later of two changes to one text with 409 and the stored text, and keep the first", async () => {
    const guide = await sharedGuide();
    const placeId = initial.cafesBrunch[1] as string;
    const [first, second] = editors as [TestAccount, TestAccount];
    okJson(await operate(first, guide.id, [{ type: "setNote", placeId, note: "Their note", base: "" }]));
    const refused = await operate(second, guide.id, [
      { type: "addPlace", placeId: spare.cafesBrunch[2] as string, category: "cafesBrunch" },
      { type: "setNote", placeId, note: "My note", base: "" },
    ]);
    const error = expectApiError(refused, 409, "GUIDE_EDIT_CONFLICT", GUIDE_MEMBER_MESSAGES.editConflict);
    expect(error.details).toEqual({ [`notes.${placeId}`]: ["Their note"] });
    const stored = await read(guide.id);
    expect(noteOf(stored, placeId)).toBe("Their note");
    // All or none: the add sent with the refused note did not land either.
    expect(placeIdsOf(stored).cafesBrunch).not.toContain(spare.cafesBrunch[2]);

    okJson(await operate(first, guide.id, [{ type: "setName", name: "Ours", base: guide.name }]));
    const renamed = await operate(second, guide.id, [{ type: "setName", name: "Mine", base: guide.name }]);
    expect(expectApiError(renamed, 409, "GUIDE_EDIT_CONFLICT").details).toEqual({ name: ["Ours"] });
  });
});

describe("the guide form's save", () => {
  it("applies what its writer changed since they loaded the guide, over what others changed meanwhile", async () => {
    const guide = await sharedGuide();
    const loaded = baseOf(guide);
    const added = spare.placesToVisit[0] as string;
    okJson(
      await operate(editors[0], guide.id, [{ type: "addPlace", placeId: added, category: "placesToVisit" }]),
    );

    const renamed = { ...loaded, cityId, name: "Barcelona, our way", status: "draft" as const };
    const { payload, headers } = await multipartForm({
      guide: JSON.stringify(renamed),
      base: JSON.stringify(loaded),
    });
    const saved = guideJson(
      await t.app.inject(as(owner, { method: "PUT", url: `/api/guides/${guide.id}`, payload, headers })),
    );
    expect(saved.name).toBe("Barcelona, our way");
    expect(placeIdsOf(saved).placesToVisit).toContain(added);

    // Without a base, the API's whole-guide PUT makes the guide exactly what was sent.
    const replaced = guideJson(
      await sendGuide(t, owner, { method: "PUT", id: guide.id }, { ...renamed, places: initial }),
    );
    expect(placeIdsOf(replaced).placesToVisit).not.toContain(added);
  });
});

describe("who may operate", () => {
  it("lets owner and editors change, and refuses viewers, outsiders and visitors with nothing changed", async () => {
    const guide = await sharedGuide();
    const rename: GuideOperation[] = [{ type: "setName", name: "Not yours", base: guide.name }];
    expectApiError(
      await operate(viewer, guide.id, rename),
      403,
      "NOT_EDITOR",
      GUIDE_MEMBER_MESSAGES.viewerCannotEdit,
    );
    expectApiError(await operate(outsider, guide.id, rename), 404, "NOT_FOUND");
    expectApiError(await operate(undefined, guide.id, rename), 401, "UNAUTHORIZED");
    expect((await read(guide.id)).name).toBe(guide.name);
  });

  it("holds the result to the rules of publishing: a published guide keeps three places a category", async () => {
    const guide = await sharedGuide("published");
    const refused = await operate(editors[0], guide.id, [
      { type: "removePlace", placeId: initial.lunchDinner[0] as string },
    ]);
    expectApiError(refused, 400, "BAD_REQUEST", GUIDE_MESSAGES.missingPlacesText);
    expect(placeIdsOf(await read(guide.id)).lunchDinner).toEqual(initial.lunchDinner);
  });

  it("refuses malformed operations before anything runs", async () => {
    const guide = await sharedGuide();
    const bad = await t.app.inject(
      as(owner, {
        method: "POST",
        url: `/api/guides/${guide.id}/operations`,
        payload: { operations: [{ type: "setName", name: "No base" }] },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect((await read(guide.id)).name).toBe(guide.name);
  });
});
