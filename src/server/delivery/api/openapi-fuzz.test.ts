import { randomInt, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../../shared/schemas";
import { insertSuggestion } from "../../domains/suggestions/mutations";
import { guides, placeImages } from "../../infrastructure/db/schema";
import { placeInput } from "../../seed/factories";
import { createTestApp } from "../../test/app";
import { adminAndUser, adminAppOptions } from "../../test/catalogue";
import { cityByValue, createGuide, pickPlaces } from "../../test/fixtures";
import { type Baseline, fuzzCases } from "../../test/fuzz/cases";
import { conforms, type JsonSchema } from "../../test/fuzz/json-schema";
import { NOT_FUZZED, type Operation, operationsOf } from "../../test/fuzz/operations";
import { requestOf } from "../../test/fuzz/requests";
import { storedFiles } from "../../test/guides";
import { tableChecksums } from "../../test/table-checksums";

/**
 * Generated bad input for every route of the OpenAPI document: each request carries exactly one malformed value
 * (a wrong type, a huge, empty or odd unicode string, a null, an extreme number, a broken body or form) beside
 * valid ones, plus undeclared and prototype-poisoning keys, and is sent as a user and as an admin. Each answer
 * must be a 4xx in the API's error shape, never a 5xx, and no row or stored file may change.
 *
 * `npm test` runs a few fixed-seed inputs per route; `npm run test:fuzz` runs FUZZ_RUNS (1,000) per route with
 * a fresh seed, printed so that a failure can be replayed with FUZZ_SEED.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED =
  process.env.FUZZ_SEED === "random" ? randomInt(2 ** 31) : Number(process.env.FUZZ_SEED ?? 20261124);

// Rate limits would answer 429 to the flood before the input is even read.
const t = await createTestApp({
  env: { ...adminAppOptions.env, UPLOAD_RATE_LIMIT: "1000000", AUTH_RATE_LIMIT: "1000000" },
});
afterAll(() => t.close());
const operations = operationsOf(t.app.swagger());

const { admin, user } = await adminAndUser(t);
const city = await cityByValue(t.db, "paris");
const places = await pickPlaces(t.db, city.id);
const [pictured] = await t.db.select({ placeId: placeImages.placeId }).from(placeImages).limit(1);
// A pending suggestion for the review routes: every malformed review must leave it pending.
const suggestionId = randomUUID();
await insertSuggestion(t.db, {
  id: suggestionId,
  input: placeInput(city, { lat: city.lat, lng: city.lng }),
  imageKeys: [],
  userId: user.id,
  approved: false,
  perDay: Number.POSITIVE_INFINITY,
});
const [demoGuide] = await t.db.select({ id: guides.id }).from(guides).where(eq(guides.isDemo, true)).limit(1);
const actors = await Promise.all(
  [user, admin].map(async (account) => ({
    account,
    guideId: await createGuide(t.db, { createdBy: account.id, city }),
  })),
);
type Actor = (typeof actors)[number];
const NOBODYS_TOKEN = randomUUID();

/** Known-good values by parameter or property name; anything else is made from its schema. */
function examples(path: string, actor: Actor): Record<string, unknown> {
  const ids: Array<[string, string | undefined]> = [
    ["/api/cities/", city.id],
    ["/api/guides/", actor.guideId],
    ["/api/places/", pictured?.placeId],
    ["/api/me/saved-guides/", demoGuide?.id],
    ["/api/me/bookmarked-places/", pictured?.placeId],
    ["/api/suggestions/", suggestionId],
    // Nobody's token: a revocation of it is a 404, and the malformed ids around it 400s.
    ["/api/me/tokens/", NOBODYS_TOKEN],
    ["/api/me/invitations/", NOBODYS_TOKEN],
    ["/api/me/notifications/", NOBODYS_TOKEN],
  ];
  return {
    id: ids.find(([prefix]) => path.startsWith(prefix))?.[1],
    slug: city.slug,
    username: actor.account.username,
    cityId: city.id,
    places,
    bgColor: "#3f88c5",
    value: "Fuzzville",
    googleMapsLink: "https://maps.example.test/fuzz",
    website: "https://fuzz.example.test",
    phone: "+1 555 0100",
    priceLevel: 2,
    openingHours: "Mo-Fr 09:00-18:00",
    keepImages: [],
    targetId: places.cafesBrunch[0],
    reason: "Fuzz reason",
    q: "caf",
    lat: city.lat,
    lng: city.lng,
    timezone: city.timezone,
    aliases: ["Fuzzy Town"],
    // An import's choices per row and per folder: none.
    rows: [],
    folderCategories: {},
    // A new API token's.
    scopes: ["read"],
    expiresInDays: 30,
    // A guide's members, invitations, reactions and comments: a place of the guide, nobody's invitation and comment.
    placeId: places.cafesBrunch[0],
    inviteId: NOBODYS_TOKEN,
    commentId: NOBODYS_TOKEN,
    token: `cgi_${NOBODYS_TOKEN}`,
    userId: actor.account.id,
    role: "viewer",
    kind: "up",
    // A push subscription (docs/decisions/067): a push service's address and a browser's keys.
    endpoint: "https://fcm.googleapis.com/fcm/send/fuzz",
    keys: {
      p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
      auth: "tBHItJI5svbpez7KI4CCXg",
    },
    // A guide's change by operations: its introduction, from none.
    operations: [{ type: "setIntroduction", introduction: "Fuzz words", base: "" }],
  };
}

function validValue(schema: JsonSchema, name: string, known: Record<string, unknown>): unknown {
  if (known[name] !== undefined) return known[name];
  if (schema.enum) return schema.enum[0];
  if (schema.type === "integer" || schema.type === "number") return schema.minimum ?? 1;
  if (schema.type === "boolean") return false;
  if (schema.type === "object") {
    const properties = Object.entries(schema.properties ?? {});
    return Object.fromEntries(properties.map(([key, property]) => [key, validValue(property, key, known)]));
  }
  return "Fuzz value".slice(0, schema.maxLength).padEnd(schema.minLength ?? 0, "z");
}

function baselineOf(operation: Operation, actor: Actor): Baseline {
  const known = examples(operation.path, actor);
  const baseline: Baseline = { path: {}, query: {} };
  for (const parameter of operation.parameters) {
    const value = validValue(parameter.schema, parameter.name, known);
    baseline[parameter.in][parameter.name] = String(value);
  }
  const bodySchema = operation.jsonBody ?? operation.form?.field?.schema;
  if (bodySchema) baseline.body = validValue(bodySchema, "body", known);
  return baseline;
}

const world = async () => ({ tables: await tableChecksums(t.db), files: await storedFiles(t, "") });
const statuses = new Map<number, number>();
let inputs = 0;

afterAll(() => {
  const seen = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  console.log(
    `OpenAPI fuzz (seed ${SEED}): ${operations.length} routes fuzzed, ${inputs} inputs (${RUNS} per route), ` +
      `each sent as a user and an admin; statuses ${seen.join(", ")}; not fuzzed: ${Object.keys(NOT_FUZZED).join(", ")}`,
  );
});

describe(`malformed input from the OpenAPI document (seed ${SEED}, ${RUNS} per route)`, () => {
  it("starts every route from valid values, so the one malformed value is what gets refused", () => {
    for (const operation of operations) {
      for (const actor of actors) {
        const baseline = baselineOf(operation, actor);
        for (const parameter of operation.parameters) {
          const value = baseline[parameter.in][parameter.name];
          expect(conforms(parameter.schema, value, "text"), `${operation.label} ${parameter.name}`).toBe(
            true,
          );
        }
        const bodySchema = operation.jsonBody ?? operation.form?.field?.schema;
        if (bodySchema) expect(conforms(bodySchema, baseline.body), operation.label).toBe(true);
      }
    }
  });

  it.each(operations.map((operation) => [operation.label, operation] as const))(
    "%s: a 4xx in the error shape for every malformed input, and nothing written",
    async (_, operation) => {
      const before = await world();
      const baselines = new Map(actors.map((actor) => [actor, baselineOf(operation, actor)]));
      const cases = fuzzCases(operation, baselineOf(operation, actors[0] as Actor));
      await fc.assert(
        fc.asyncProperty(cases, async (fuzzCase) => {
          inputs += 1;
          for (const [actor, baseline] of baselines) {
            const request = await requestOf(operation, baseline, fuzzCase, actor.account.headers);
            const response = await t.app.inject(request);
            const status = response.statusCode;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            const context = `${actor.account.username}: ${request.method} ${request.url} -> ${response.body}`;
            expect(status, context).toBeLessThan(500);
            // A route that declares no input ignores undeclared keys, as every route does.
            if (fuzzCase.mutation.kind === "undeclared-only" && status < 300) continue;
            expect(status, context).toBeGreaterThanOrEqual(400);
            expect(response.headers["content-type"], context).toMatch(/^application\/json/);
            expect(apiErrorSchema.safeParse(response.json()).success, context).toBe(true);
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
      expect(await world()).toEqual(before);
      expect(Object.prototype).not.toHaveProperty("polluted");
    },
    RUNS * 1_000 + 30_000,
  );
});
