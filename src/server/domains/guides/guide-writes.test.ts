import { randomUUID } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { GUIDE_MESSAGES } from "../../../shared/messages";
import type { CityGuidePage, GuideCard, GuidePage } from "../../../shared/schemas";
import { places } from "../../infrastructure/db/schema";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { cityByValue, pickPlaces, placeIds } from "../../test/fixtures";
import {
  type CoverFile,
  type GuideBody,
  guideJson,
  guideRecord,
  guideWorld,
  placeIdsOf,
  pngCover,
  sendGuide,
} from "../../test/guides";
import { expectApiError, okJson } from "../../test/http";

const t = setupTestApp();

let alice: TestAccount;
/** A guide body that passes every rule: London, three places a category. */
let valid: GuideBody;
let parisCafe: string;
/** Alice's guide with a cover, the target of the refused updates. */
let existingId: string;
beforeAll(async () => {
  alice = await signUp(t.app);
  const london = await cityByValue(t.db, "london");
  const paris = await cityByValue(t.db, "paris");
  // London has 7 cafés in the catalogue: six more make a 13th possible.
  await t.db.insert(places).values(
    Array.from({ length: 6 }, (_, n) => ({
      name: `Extra Cafe ${n}`,
      category: "cafesBrunch",
      cityId: london.id,
    })),
  );
  valid = { name: "London by Test", cityId: london.id, places: await pickPlaces(t.db, london.id) };
  parisCafe = (await placeIds(t.db, paris.id, "cafesBrunch"))[0] ?? "";
  existingId = guideJson(await sendGuide(t, alice, { method: "POST" }, valid, await pngCover()), 201).id;
});

const feedIds = async (url: string) =>
  okJson<GuidePage | CityGuidePage>(await t.app.inject({ method: "GET", url })).items.map(
    (guide) => guide.id,
  );

describe("POST /api/guides", () => {
  it("creates the guide with its cover and its places in the order picked", async () => {
    const london = valid.cityId;
    const lunch = await placeIds(t.db, london, "lunchDinner");
    const picked = { ...valid.places, lunchDinner: [lunch[4], lunch[0], lunch[2]].map(String) };
    const before = Date.now();
    const guide = guideJson(
      await sendGuide(
        t,
        alice,
        { method: "POST" },
        { ...valid, name: "  My London  ", places: picked },
        await pngCover("my cover!.png"),
      ),
      201,
    );
    expect(guide).toMatchObject({ name: "My London", cityId: london, location: "London", isDemo: false });
    expect(guide.creator).toMatchObject({ id: alice.id, username: `@${alice.username}` });
    expect(guide.coverImage).toMatch(new RegExp(`^guides/${guide.id}/(\\d{13})-my_cover$`));
    const stamp = Number(guide.coverImage?.split("/")[2]?.split("-")[0]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    expect(placeIdsOf(guide)).toEqual(picked);

    const record = await guideRecord(t, guide.id);
    expect(record.row).toMatchObject({
      name: "My London",
      cityId: london,
      createdBy: alice.id,
      isDemo: false,
    });
    expect(record.places).toEqual(picked);
    expect(record.images.map((image) => image.storageKey)).toEqual([guide.coverImage]);
    expect(record.files).toEqual([`${guide.coverImage}/original.webp`]);
    const stored = await sharp(path.join(t.dataDir, "files", record.files[0] ?? "")).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 120, height: 80 });

    const shown = await t.app.inject({ method: "GET", url: `/api/guides/${guide.id}` });
    expect(okJson(shown)).toEqual(guide);
    expect((await feedIds("/api/guides"))[0]).toBe(guide.id);
    expect((await feedIds("/api/cities/london/guides"))[0]).toBe(guide.id);
    const profile = okJson<{ guides: GuideCard[] }>(
      await t.app.inject({ method: "GET", url: `/api/profiles/${alice.username}` }),
    );
    expect(profile.guides.map((card) => card.id)).toEqual([guide.id, existingId]);
  });

  it("accepts application/json without a cover, and 12 places in a category", async () => {
    const cafes = (await placeIds(t.db, valid.cityId, "cafesBrunch")).slice(0, 12);
    const body = { ...valid, places: { ...valid.places, cafesBrunch: cafes } };
    const response = await t.app.inject(as(alice, { method: "POST", url: "/api/guides", payload: body }));
    const guide = guideJson(response, 201);
    expect(guide.coverImage).toBeNull();
    expect(placeIdsOf(guide)).toEqual(body.places);
    const record = await guideRecord(t, guide.id);
    expect(record.places).toEqual(body.places);
    expect(record.images).toEqual([]);
    expect(record.files).toEqual([]);
    expect((await feedIds("/api/guides"))[0]).toBe(guide.id);
  });
});

type Refusal = {
  rule: string;
  status?: number;
  code?: string;
  message: string;
  guide: () => GuideBody | string | undefined;
  cover?: () => Promise<CoverFile>;
};

const withPlaces = (changes: Partial<GuideBody["places"]>) => ({
  ...valid,
  places: { ...valid.places, ...changes },
});
const first = (ids: string[]) => ids[0] ?? "";

const refusals: Refusal[] = [
  {
    rule: "a name of 2 characters",
    message: GUIDE_MESSAGES.nameTooShort,
    guide: () => ({ ...valid, name: "ab" }),
  },
  {
    rule: "a name of 2 characters padded with spaces",
    message: GUIDE_MESSAGES.nameTooShort,
    guide: () => ({ ...valid, name: "  ab   " }),
  },
  {
    rule: "2 places in a category",
    message: GUIDE_MESSAGES.missingPlacesText,
    guide: () => withPlaces({ lunchDinner: valid.places.lunchDinner.slice(0, 2) }),
  },
  {
    rule: "13 places in a category",
    message: GUIDE_MESSAGES.tooManyPlaces,
    guide: () => withPlaces({ cafesBrunch: extraCafes }),
  },
  {
    rule: "the same place twice in a category",
    message: GUIDE_MESSAGES.duplicatePlace,
    guide: () =>
      withPlaces({ drinksNightlife: [...valid.places.drinksNightlife, first(valid.places.drinksNightlife)] }),
  },
  {
    rule: "the same place in two categories",
    message: GUIDE_MESSAGES.duplicatePlace,
    guide: () => withPlaces({ lunchDinner: [...valid.places.lunchDinner, first(valid.places.cafesBrunch)] }),
  },
  {
    rule: "a place of another city",
    message: GUIDE_MESSAGES.placeNotInCity,
    guide: () => withPlaces({ cafesBrunch: [...valid.places.cafesBrunch, parisCafe] }),
  },
  {
    rule: "a place of the wrong category",
    message: GUIDE_MESSAGES.placeWrongCategory,
    guide: () => withPlaces({ cafesBrunch: [...valid.places.cafesBrunch.slice(1), first(spareLunch)] }),
  },
  {
    rule: "an unknown place id",
    message: GUIDE_MESSAGES.placeNotFound,
    guide: () => withPlaces({ placesToVisit: [...valid.places.placesToVisit, randomUUID()] }),
  },
  {
    rule: "an unknown cityId",
    message: GUIDE_MESSAGES.cityNotSupported,
    guide: () => ({ ...valid, cityId: randomUUID() }),
  },
  {
    rule: "a cityId that is no id",
    message: GUIDE_MESSAGES.locationRequired,
    guide: () => ({ ...valid, cityId: "" }),
  },
  {
    rule: "a text file named .png as cover",
    message: "Only PNG, JPEG, GIF and WebP images are accepted",
    guide: () => valid,
    cover: async () => ({
      name: "notes.png",
      type: "image/png",
      data: Buffer.from("just some notes\n".repeat(50)),
    }),
  },
  {
    rule: "an SVG as cover",
    message: "Only PNG, JPEG, GIF and WebP images are accepted",
    guide: () => valid,
    cover: async () => ({
      name: "cover.svg",
      type: "image/svg+xml",
      data: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
    }),
  },
  {
    rule: "an 11 MB cover",
    status: 413,
    code: "FILE_TOO_LARGE",
    message: "The file must be at most 10 MB",
    guide: () => valid,
    cover: async () => {
      const data = Buffer.alloc(11 * 1024 * 1024, 7);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
      return { name: "huge.png", type: "image/png", data };
    },
  },
  {
    rule: "no 'guide' field",
    message: "The 'guide' field is missing",
    guide: () => undefined,
    cover: () => pngCover(),
  },
  {
    rule: "a 'guide' field that is not JSON",
    message: "The 'guide' field is not valid JSON",
    guide: () => "{name: London",
  },
];

let extraCafes: string[];
let spareLunch: string[];
beforeAll(async () => {
  extraCafes = (await placeIds(t.db, valid.cityId, "cafesBrunch")).slice(0, 13);
  expect(extraCafes).toHaveLength(13);
  spareLunch = (await placeIds(t.db, valid.cityId, "lunchDinner")).filter(
    (id) => !valid.places.lunchDinner.includes(id),
  );
});

describe.each([
  ["POST /api/guides", () => ({ method: "POST" }) as const],
  ["PUT /api/guides/:id", () => ({ method: "PUT", id: existingId }) as const],
])("%s refuses", (_, target) => {
  it.each(refusals.map((refusal) => [refusal.rule, refusal] as const))(
    "%s, changing nothing",
    async (_, refusal) => {
      const before = await guideWorld(t);
      const response = await sendGuide(t, alice, target(), refusal.guide(), await refusal.cover?.());
      expectApiError(response, refusal.status ?? 400, refusal.code ?? "BAD_REQUEST", refusal.message);
      expect(await guideWorld(t)).toEqual(before);
    },
  );
});
