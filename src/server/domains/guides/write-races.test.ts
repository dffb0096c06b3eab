import { describe, expect, it } from "vitest";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { adminAndUser, adminAppOptions } from "../../test/catalogue";
import { cityByValue, pickPlaces } from "../../test/fixtures";
import { guideJson, sendGuide } from "../../test/guides";
import { review, suggest, suggestionFields } from "../../test/suggestions";

/**
 * Two requests that each check a row and then write one referring to it, sent at once so that one removes what
 * the other checked. On PostgreSQL (TEST_DATABASE_URL) they truly overlap; PGlite serves them one after another.
 * Either way each must be answered as the API answers (a 404 or 409 at worst), never with a 500.
 */
const ROUNDS = 20;

const t = setupTestApp({
  env: { ...adminAppOptions.env, AUTH_RATE_LIMIT: "1000", UPLOAD_RATE_LIMIT: "10000" },
});

async function guideOf(account: TestAccount, cafe?: string) {
  const prague = await cityByValue(t.db, "prague");
  const picked = await pickPlaces(t.db, prague.id);
  const places = cafe ? { ...picked, cafesBrunch: [cafe, ...picked.cafesBrunch.slice(0, 2)] } : picked;
  const body = { name: `Race ${Math.random()}`, cityId: prague.id, places };
  const guide = guideJson(await sendGuide(t, account, { method: "POST" }, body), 201);
  return { guide, body };
}

/**
 * Every answer of the round, refused ones included, in the API's own terms: 410 for a published guide deleted
 * while the other request ran (decision 049).
 */
function expectNoServerError(round: number, ...statuses: number[]) {
  for (const status of statuses)
    expect([200, 201, 204, 400, 404, 409, 410], `round ${round}: ${statuses}`).toContain(status);
}

// Twenty rounds of a suggestion, a guide and two writes take about 14 s on a loaded 2-core machine.
describe("writes racing on the same rows", { timeout: 60_000 }, () => {
  it("a guide saved by its creator while the admin merges its suggested place", async () => {
    const { admin } = await adminAndUser(t);
    const prague = await cityByValue(t.db, "prague");
    const [target] = (await pickPlaces(t.db, prague.id)).cafesBrunch;
    let author = await signUp(t.app);
    for (let round = 0; round < ROUNDS; round++) {
      // A suggester may make 20 suggestions a day.
      if (round === ROUNDS / 2) author = await signUp(t.app);
      const spot = { lat: 50.0833 + round * 0.0001, lng: 14.4167 };
      const suggested = await suggest(
        t,
        author,
        suggestionFields(prague.id, spot, { name: `Race café ${round}` }),
      );
      const { guide, body } = await guideOf(author, suggested.id);
      const [saved, merged] = await Promise.all([
        sendGuide(t, author, { method: "PUT", id: guide.id }, { ...body, name: `${body.name} again` }),
        review(t, admin, suggested.id, "merge", { targetId: target }),
      ]);
      expectNoServerError(round, saved.statusCode, merged.statusCode);
    }
  });

  it("a guide saved by a reader, and edited by its creator, while the creator deletes it", async () => {
    const reader = await signUp(t.app);
    const author = await signUp(t.app);
    for (let round = 0; round < ROUNDS; round++) {
      const { guide, body } = await guideOf(author);
      const [save, edit, removal] = await Promise.all([
        t.app.inject(as(reader, { method: "PUT", url: `/api/me/saved-guides/${guide.id}` })),
        sendGuide(t, author, { method: "PUT", id: guide.id }, { ...body, name: `${body.name} edited` }),
        t.app.inject(as(author, { method: "DELETE", url: `/api/guides/${guide.id}` })),
      ]);
      expectNoServerError(round, save.statusCode, edit.statusCode, removal.statusCode);
      expect(removal.statusCode, `round ${round}`).toBeLessThan(300);
    }
  });
});
