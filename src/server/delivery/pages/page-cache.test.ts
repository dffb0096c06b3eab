import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import type { GuideDetail, MergeResult } from "../../../shared/schemas";
import { as, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { adminAndUser, adminAppOptions } from "../../test/catalogue";
import { type CityRow, cityByValue, pickPlaces, placeIds } from "../../test/fixtures";
import { type GuideBody, guideJson, sendGuide } from "../../test/guides";
import { okJson } from "../../test/http";
import { review, suggest, suggestionFields } from "../../test/suggestions";
import { visitUntil as visitUntilOf } from "../../test/visits";
import { realWebBuild } from "../../test/web-build";

// Visitors' pages kept drawn in memory, forgotten on every change to what they show (docs/decisions/035).
const t = setupTestApp({
  env: { ...adminAppOptions.env, WEB_DIST_DIR: realWebBuild(), UPLOAD_RATE_LIMIT: "10000" },
});

let admin: TestAccount;
let alice: TestAccount;
let prague: CityRow;
let guideBody: GuideBody;

beforeAll(async () => {
  ({ admin, user: alice } = await adminAndUser(t));
  prague = await cityByValue(t.db, "prague");
  guideBody = { name: "", cityId: prague.id, places: await pickPlaces(t.db, prague.id) };
});

const visit = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const guideUrl = (guide: GuideDetail) => `/guide/${guide.citySlug}/${guide.id}`;
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

async function publishedGuide(name: string, body: Partial<GuideBody> = {}): Promise<GuideDetail> {
  return guideJson(await sendGuide(t, alice, { method: "POST" }, { ...guideBody, name, ...body }), 201);
}

const visitUntil = (url: string, check: (page: LightMyRequestResponse) => boolean) =>
  visitUntilOf(t.app, url, check);

const fromMemory = (page: LightMyRequestResponse) => page.headers["x-page-cache"] === "hit";

/**
 * Visits until the page comes from memory: the notification of the write that made the test's data may still
 * be on its way, and clears what was kept when it arrives.
 */
async function keep(url: string): Promise<LightMyRequestResponse> {
  const kept = await visitUntil(url, fromMemory);
  expect(kept.headers["x-page-cache"], url).toBe("hit");
  return kept;
}

describe("visitors' pages", () => {
  it("serve the second visitor from memory, the same page, and a revalidation with 304 and no body", async () => {
    const guide = await publishedGuide(unique("Kept Prague"));
    const first = await visit(guideUrl(guide));
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(first.body).toContain(guide.name);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    // The creation's notification may arrive after the first visit and forget its page: the page kept is then the
    // one the latest miss drew, and the hit must be exactly that one.
    let drawn = first;
    let second = first;
    for (let tries = 0; tries < 50 && !fromMemory(second); tries++) {
      if (tries > 0) await sleep(100);
      second = await visit(guideUrl(guide));
      if (!fromMemory(second)) drawn = second;
    }
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body).toBe(drawn.body);
    expect(second.headers.etag).toBe(drawn.headers.etag);
    const revalidated = await visit(guideUrl(guide), { "if-none-match": String(second.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it("are sent compressed as the browser accepts, brotli first, the same page once decoded", async () => {
    const guide = await publishedGuide(unique("Compressed Prague"));
    const kept = await keep(guideUrl(guide));
    const br = await visit(guideUrl(guide), { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(kept.body);
    expect(br.rawPayload.byteLength).toBeLessThan(kept.rawPayload.byteLength / 3);
    const gz = await visit(guideUrl(guide), { "accept-encoding": "gzip, deflate" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(kept.body);
    const refused = await visit(guideUrl(guide), { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toBe(kept.body);
  });

  it("are never kept for a member, whose page carries their session", async () => {
    const guide = await publishedGuide(unique("Member Prague"));
    await keep(guideUrl(guide));
    const member = await t.app.inject(as(alice, { method: "GET", url: guideUrl(guide) }));
    expect(member.headers["x-page-cache"]).toBeUndefined();
    expect(member.headers["cache-control"]).toBe("no-store");
    expect(member.body).toContain(alice.username);
  });

  it("go stale on an edit: the guide's page and the city's list show the new name", async () => {
    const guide = await publishedGuide(unique("Before Edit"));
    await keep(guideUrl(guide));
    await keep(`/city/${prague.slug}`);
    const renamed = unique("After Edit");
    const edit = await t.app.inject(
      as(alice, {
        method: "PATCH",
        url: `/api/guides/${guide.id}`,
        payload: { name: renamed, cityId: prague.id },
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const page = await visitUntil(guideUrl(guide), (answer) => answer.body.includes(renamed));
    expect(page.body).toContain(renamed);
    expect(page.headers["x-page-cache"]).toBe("miss");
    expect((await visit(`/city/${prague.slug}`)).body).toContain(renamed);
  });

  it("never hold a draft, and show it once published", async () => {
    const name = unique("Draft Prague");
    const draft = guideJson(
      await sendGuide(t, alice, { method: "POST" }, { ...guideBody, name, status: "draft" }),
      201,
    );
    await keep(`/city/${prague.slug}`);
    const hidden = await visit(guideUrl(draft));
    expect(hidden.statusCode).toBe(404);
    expect((await visit(guideUrl(draft))).headers["x-page-cache"]).toBeUndefined();
    expect((await visit(`/city/${prague.slug}`)).body).not.toContain(name);

    const publish = await sendGuide(t, alice, { method: "PUT", id: draft.id }, { ...guideBody, name });
    expect(publish.statusCode, publish.body).toBe(200);
    const city = await visitUntil(`/city/${prague.slug}`, (answer) => answer.body.includes(name));
    expect(city.body).toContain(name);
    expect((await visit(guideUrl(draft))).statusCode).toBe(200);
  });

  it("go stale on a delete: the guide's page is gone", async () => {
    const guide = await publishedGuide(unique("Deleted Prague"));
    await keep(guideUrl(guide));
    const removal = await t.app.inject(as(alice, { method: "DELETE", url: `/api/guides/${guide.id}` }));
    expect(removal.statusCode, removal.body).toBe(204);
    // Its address says it is no longer available (decision 049), and nothing of what it was.
    const gone = await visitUntil(guideUrl(guide), (answer) => answer.statusCode === 410);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).not.toContain(guide.name);
  });

  it("never hold a pending suggestion, and go stale when one is merged", async () => {
    const name = unique("Suggested Cafe");
    const suggestion = await suggest(
      t,
      alice,
      suggestionFields(prague.id, { lat: 50.0833, lng: 14.4167 }, { name }),
    );
    const alone = await visit(`/place/${suggestion.id}`);
    expect(alone.statusCode).toBe(404);
    expect(alone.headers["x-page-cache"]).toBeUndefined();

    const cafes = await placeIds(t.db, prague.id, "cafesBrunch");
    const guide = await publishedGuide(unique("With Suggestion"), {
      places: { ...guideBody.places, cafesBrunch: [suggestion.id, ...cafes.slice(0, 2)] },
    });
    expect((await keep(guideUrl(guide))).body).toContain(name);
    const target = cafes.find(
      (id) => !guideBody.places.cafesBrunch.includes(id) && !cafes.slice(0, 2).includes(id),
    );
    if (!target) throw new Error("Prague has no spare café to merge into");
    okJson<MergeResult>(await review(t, admin, suggestion.id, "merge", { targetId: target }));
    const merged = await visitUntil(guideUrl(guide), (answer) => !answer.body.includes(name));
    expect(merged.body).not.toContain(name);
  });
});
