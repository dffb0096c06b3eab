import { beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE, PLACE_GUIDES_PAGE_SIZE } from "../../../shared/limits";
import type { PlaceGuidePage } from "../../../shared/schemas";
import { signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { cityByValue, pickPlaces } from "../../test/fixtures";
import { type GuideBody, guideJson, sendGuide } from "../../test/guides";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp();

let author: TestAccount;
let valid: GuideBody;
let place: string;
const made: string[] = [];

beforeAll(async () => {
  author = await signUp(t.app);
  const berlin = await cityByValue(t.db, "berlin");
  valid = { name: "Berlin, page by page", cityId: berlin.id, places: await pickPlaces(t.db, berlin.id) };
  place = valid.places.cafesBrunch[0] ?? "";
  // One more than a page and a half, and a draft that is never listed nor counted.
  for (let index = 0; index < PLACE_GUIDES_PAGE_SIZE + 5; index += 1) {
    const body = { ...valid, name: `Berlin ${index}` };
    made.unshift(guideJson(await sendGuide(t, author, { method: "POST" }, body), 201).id);
  }
  guideJson(
    await sendGuide(t, author, { method: "POST" }, { ...valid, name: "Draft", status: "draft" }),
    201,
  );
});

const pageOf = async (query = "") =>
  okJson<PlaceGuidePage>(await t.app.inject({ method: "GET", url: `/api/places/${place}/guides${query}` }));

describe("the guides that include a place, a page at a time", () => {
  it("answers the newest few with the count of all, then the rest by cursor, each guide once", async () => {
    const first = await pageOf();
    expect(first.items).toHaveLength(PLACE_GUIDES_PAGE_SIZE);
    expect(first.total).toBeGreaterThanOrEqual(made.length);
    expect(first.nextCursor).not.toBeNull();
    const seen = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await pageOf(`?cursor=${cursor}`);
      expect(next.total).toBe(first.total);
      seen.push(...next.items);
      cursor = next.nextCursor;
    }
    expect(seen.map((mention) => mention.guideId)).toHaveLength(first.total);
    expect(new Set(seen.map((mention) => mention.guideId)).size).toBe(first.total);
    expect(seen.slice(0, made.length).map((mention) => mention.guideId)).toEqual(made);
    expect(seen.map((mention) => mention.guideName)).not.toContain("Draft");
  });

  it("takes a page size up to the maximum, and refuses more or a forged cursor", async () => {
    expect((await pageOf("?limit=3")).items).toHaveLength(3);
    expectApiError(
      await t.app.inject({ method: "GET", url: `/api/places/${place}/guides?limit=${MAX_PAGE_SIZE + 1}` }),
      400,
      "VALIDATION_FAILED",
    );
    expectApiError(
      await t.app.inject({ method: "GET", url: `/api/places/${place}/guides?cursor=bm90LWEtY3Vyc29y` }),
      400,
      "BAD_REQUEST",
    );
  });
});
