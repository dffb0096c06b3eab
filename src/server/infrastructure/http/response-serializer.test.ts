import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { placeDetailSchema } from "../../../shared/schemas";
import { createResponseSerializerCompiler } from "./response-serializer";

const route = (schema: z.ZodType) => ({ schema, method: "GET", url: "/test", httpStatus: "200" });
const serialize = (schema: z.ZodType, data: unknown) =>
  createResponseSerializerCompiler()(route(schema))(data);
const checkedSerialize = (schema: z.ZodType, data: unknown) =>
  createResponseSerializerCompiler({ checkWithZod: true })(route(schema))(data);
const zodSerialize = (schema: z.ZodType, data: unknown) => zodSerializerCompiler(route(schema))(data);

const place = {
  id: "6b55011c-02bb-4ba9-ac4c-80fed19a40bf",
  name: 'Café "de l\'Òpera"\n',
  category: "cafesBrunch",
  tag: null,
  address: "La Rambla 74",
  googleMapsLink: null,
  lat: 41.38084,
  lng: -2.1735,
  cityName: "Barcelona",
  image: "places/x/seed-1",
  isBookmarked: false,
  reviewStatus: "approved",
  citySlug: "barcelona",
  cityTimezone: null,
  images: ["places/x/seed-1", "places/x/seed-2"],
  website: null,
  phone: "+34 933 17 75 85",
  priceLevel: 2,
  openingHours: null,
  suggestedByYou: false,
  rejectionReason: null,
};

describe("the response serializer", () => {
  it("writes what zod's serializer writes, nullable numbers and escapes included", () => {
    for (const data of [place, { ...place, priceLevel: null, lat: null, lng: null, tag: "\u2028<\\>" }]) {
      expect(serialize(placeDetailSchema, data)).toBe(zodSerialize(placeDetailSchema, data));
    }
  });

  it("writes only the properties the schema names, as zod did", () => {
    const written = JSON.parse(serialize(placeDetailSchema, { ...place, suggestedBy: "someone's user id" }));
    expect(written).not.toHaveProperty("suggestedBy");
    expect(written).toEqual(JSON.parse(zodSerialize(placeDetailSchema, place)));
  });

  it("keeps zod's serializer for a schema JSON Schema cannot express", () => {
    const dated = z.object({ at: z.date() });
    expect(serialize(dated, { at: new Date(Date.UTC(2026, 0, 2)) })).toBe(
      '{"at":"2026-01-02T00:00:00.000Z"}',
    );
    expect(() => serialize(dated, { at: "not a date" })).toThrow();
  });

  it("fails an answer that breaks its schema when asked to check with zod, as the tests do", () => {
    const broken = { ...place, reviewStatus: "lost" };
    expect(JSON.parse(serialize(placeDetailSchema, broken)).reviewStatus).toBe("lost");
    expect(() => checkedSerialize(placeDetailSchema, broken)).toThrow();
    expect(checkedSerialize(placeDetailSchema, place)).toBe(zodSerialize(placeDetailSchema, place));
  });
});
