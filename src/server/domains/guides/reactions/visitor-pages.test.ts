import { beforeAll, describe, expect, it } from "vitest";
import type { CreatedInviteLink, GuideDetail } from "../../../../shared/schemas";
import { as, signUp, type TestAccount } from "../../../test/accounts";
import { setupTestApp } from "../../../test/app";
import { cityByValue, pickPlaces } from "../../../test/fixtures";
import { guideJson, sendGuide } from "../../../test/guides";
import { okJson } from "../../../test/http";
import { visitUntil } from "../../../test/visits";
import { realWebBuild } from "../../../test/web-build";

// A published guide made together is the same page for visitors as every other guide (docs/decisions/057): drawn
// without what only its members see (comments, who reacted, invitations), and kept in the visitors' page cache.
const t = setupTestApp({ env: { WEB_DIST_DIR: realWebBuild() } });

const COMMENT = "Only for us: the back room opens at ten";
let owner: TestAccount;
let editor: TestAccount;
let guide: GuideDetail;

const call = (account: TestAccount, method: "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject(as(account, { method, url, ...(payload ? { payload } : {}) }));

beforeAll(async () => {
  [owner, editor] = await Promise.all([signUp(t.app), signUp(t.app)]);
  const city = await cityByValue(t.db, "milan");
  const body = { name: "Milan, the two of us", cityId: city.id, places: await pickPlaces(t.db, city.id) };
  guide = guideJson(await sendGuide(t, owner, { method: "POST" }, body), 201);
  const link = (
    await call(owner, "POST", `/api/guides/${guide.id}/invites`, { role: "editor" })
  ).json<CreatedInviteLink>();
  okJson(await call(editor, "POST", `/api/invites/${link.token}/accept`));
  const placeId = guide.places.cafesBrunch[0]?.id;
  expect(
    (await call(editor, "PUT", `/api/guides/${guide.id}/places/${placeId}/reaction`, { kind: "up" }))
      .statusCode,
  ).toBe(204);
  expect(
    (await call(editor, "POST", `/api/guides/${guide.id}/places/${placeId}/comments`, { body: COMMENT }))
      .statusCode,
  ).toBe(201);
});

describe("a published guide made together, as visitors get it", () => {
  it("is drawn without comments or who reacted, and kept in the page cache", async () => {
    const url = `/guide/milan/${guide.id}`;
    const kept = await visitUntil(t.app, url, (page) => page.headers["x-page-cache"] === "hit");
    expect(kept.statusCode).toBe(200);
    expect(kept.headers["x-page-cache"]).toBe("hit");
    expect(kept.body).toContain(guide.name);
    expect(kept.body).not.toContain(COMMENT);
    expect(kept.body).not.toContain("Thumbs up for");
    const read = await t.app.inject({ method: "GET", url: `/api/guides/${guide.id}/reactions` });
    expect(read.body).not.toContain(editor.username);
    expect(read.body).not.toContain(COMMENT);
  });

  it("is never kept for a member, whose page is their own", async () => {
    const own = await t.app.inject(as(editor, { method: "GET", url: `/guide/milan/${guide.id}` }));
    expect(own.headers["cache-control"]).toContain("no-store");
    expect(own.headers["x-page-cache"]).toBeUndefined();
  });
});
