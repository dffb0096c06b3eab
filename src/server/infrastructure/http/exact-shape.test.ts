import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  cityGuidePageSchema,
  cityListSchema,
  guideDetailSchema,
  guidePageSchema,
  placeDetailSchema,
  popularGuidesSchema,
} from "../../../shared/schemas";
import { cityList } from "../../domains/cities/service";
import { cityGuidePage, getGuide, guideFeedPage, popularGuides } from "../../domains/guides/service";
import { getPlace, placeViewer } from "../../domains/places/service";
import { setupTestApp } from "../../test/app";
import { exactShapeCheck } from "./exact-shape";
import { answerJsonSchema } from "./response-serializer";

const card = {
  id: "6b55011c-02bb-4ba9-ac4c-80fed19a40bf",
  name: "Barcelona by Jordi",
  coverImage: null,
  saveCount: 3,
  lat: 41.38,
  isSaved: false,
  creator: { id: "u1", avatar: "avatars/u1/seed" },
};
const schema = {
  type: "object",
  properties: {
    items: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "string", format: "uuid" },
          name: { type: "string" },
          coverImage: { type: ["string", "null"] },
          saveCount: { type: "integer", minimum: 0 },
          lat: { type: "number" },
          isSaved: { type: "boolean" },
          note: { type: "string" },
          creator: {
            type: "object",
            properties: { id: { type: "string" }, avatar: { type: ["string", "null"] } },
            required: ["id", "avatar"],
            additionalProperties: false,
          },
        },
        required: ["id", "name", "coverImage", "saveCount", "lat", "isSaved", "creator"],
        additionalProperties: false,
      },
    },
    nextCursor: { type: ["string", "null"] },
  },
  required: ["items", "nextCursor"],
  additionalProperties: false,
};
const page = (item: object) => ({ items: [card, item], nextCursor: null });

describe("the exact-shape check", () => {
  const fits = exactShapeCheck(schema);

  it("passes a value with exactly the schema's properties and types, optional ones absent or present", () => {
    expect(fits?.(page(card))).toBe(true);
    const { creator, ...rest } = card;
    expect(fits?.(page({ ...rest, note: "A quiet corner", creator }))).toBe(true);
    expect(fits?.(page({ ...rest, note: undefined, creator }))).toBe(true);
    expect(fits?.({ items: [], nextCursor: "abc" })).toBe(true);
  });

  it("fails a property the schema does not name, at any depth", () => {
    expect(fits?.({ ...page(card), total: 2 })).toBe(false);
    expect(fits?.(page({ ...card, suggestedBy: "someone's user id" }))).toBe(false);
    expect(fits?.(page({ ...card, creator: { ...card.creator, email: "x@example.com" } }))).toBe(false);
  });

  it("fails properties in another order than the schema's, which the schema's writer would reorder", () => {
    const { id, name, ...rest } = card;
    expect(fits?.(page({ name, id, ...rest }))).toBe(false);
    expect(fits?.(page({ ...card, creator: { avatar: null, id: "u1" } }))).toBe(false);
  });

  it("fails what the schema's writer would coerce or refuse", () => {
    for (const item of [
      { ...card, saveCount: "3" },
      { ...card, saveCount: 1.5 },
      { ...card, lat: Number.NaN },
      { ...card, name: null },
      { ...card, name: undefined },
      { ...card, isSaved: 0 },
      { ...card, creator: null },
      { ...card, creator: new Date(0) },
      [card],
    ]) {
      expect(fits?.(page(item))).toBe(false);
    }
    expect(fits?.({ items: {}, nextCursor: null })).toBe(false);
    expect(fits?.(null)).toBe(false);
  });

  it("leaves unchecked a schema that uses what it does not check", () => {
    expect(exactShapeCheck({ anyOf: [{ type: "string" }, { type: "integer" }] })).toBeUndefined();
    expect(exactShapeCheck({ type: "object", additionalProperties: { type: "string" } })).toBeUndefined();
    expect(exactShapeCheck({ type: "object", properties: {} })).toBeUndefined();
    expect(exactShapeCheck({ type: "object", properties: {}, additionalProperties: false })?.({})).toBe(true);
  });
});

describe("the reads' answers", () => {
  const t = setupTestApp({ demoContent: true });
  const fits = (schema: z.ZodType, data: unknown) => exactShapeCheck(answerJsonSchema(schema))?.(data);

  it("have exactly their schemas' shape as the services build them, so they take the faster writer", async () => {
    const feed = await guideFeedPage(t.db, { limit: 12 });
    expect(fits(guidePageSchema, feed)).toBe(true);
    const guide = await getGuide(t.db, feed.items.find((card) => card.isDemo)?.id ?? "");
    expect(Object.values(guide.places).flat().length).toBeGreaterThan(0);
    expect(fits(guideDetailSchema, guide)).toBe(true);
    const placeId = Object.values(guide.places).flat()[0]?.id ?? "";
    expect(fits(placeDetailSchema, await getPlace(t.db, placeId, placeViewer(null)))).toBe(true);
    expect(fits(cityListSchema, await cityList(t.db))).toBe(true);
    expect(
      fits(cityGuidePageSchema, await cityGuidePage(t.db, t.app.cities, guide.citySlug, { limit: 12 })),
    ).toBe(true);
    expect(fits(popularGuidesSchema, await popularGuides(t.db, 6))).toBe(true);
  });
});
