import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "../../infrastructure/db/keyset-pages";
import { users } from "../../infrastructure/db/schema";
import { as, originOf, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { guideForm, guideWorld } from "../../test/guides";
import { expectApiError } from "../../test/http";

/** Input a probe sent that ended in a 500: each must be a clear 4xx that changes nothing. */
const t = setupTestApp();

let alice: TestAccount;
beforeAll(async () => {
  alice = await signUp(t.app, { username: "probe_alice" });
});

describe("values the database cannot store", () => {
  it.each(["0000-01-01T00:00:00.000Z", "-000001-01-01T00:00:00.000Z", "+275760-09-13T00:00:00.000Z"])(
    "a page cursor dated %s is a 400",
    async (createdAt) => {
      const cursor = encodeCursor({ createdAt, id: "00000000-0000-4000-8000-000000000000" });
      const response = await t.app.inject({ method: "GET", url: `/api/guides?cursor=${cursor}` });
      expectApiError(response, 400, "BAD_REQUEST", "Invalid cursor");
    },
  );

  it.each([
    ["a search", "/api/guides?q=caf%00e"],
    ["a username", "/api/profiles/ali%00ce"],
    ["a city slug", "/api/cities/par%00is/guides"],
  ])("a NUL character in %s is a 400 or a 404, never a 500", async (_, url) => {
    const response = await t.app.inject({ method: "GET", url });
    expect([400, 404]).toContain(response.statusCode);
  });

  it("a NUL character in a written field is a 400 and changes nothing", async () => {
    const response = await t.app.inject(
      as(alice, {
        method: "PATCH",
        url: "/api/me",
        payload: { firstName: "Al\u0000ice", lastName: "", username: "probe_alice" },
      }),
    );
    expectApiError(response, 400, "VALIDATION_FAILED");
    const [row] = await t.db.select().from(users).where(eq(users.id, alice.id));
    expect(row?.firstName).toBe("Test");
  });
});

describe("media paths that name no image", () => {
  it.each([
    "/media/thumb/places/00000000-0000-4000-8000-000000000000/seed-1/original.webp",
    `/media/thumb/places/${"x".repeat(280)}`,
  ])("%s is a 404", async (url) => {
    const { app } = t;
    const [place] = await t.db.query.places.findMany({ limit: 1 });
    const response = await app.inject({
      method: "GET",
      url: url.replace("00000000-0000-4000-8000-000000000000", place?.id ?? ""),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("auth requests that are not forms", () => {
  it.each([
    ["null", "null"],
    ["an array", "[]"],
    ["a deeply nested object", `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`],
  ])("a body of %s is a 400", async (_, payload) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { ...originOf(t.app), "content-type": "application/json" },
      payload,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("requests the router or the form parser refuses (found by openapi-fuzz.test.ts)", () => {
  it.each([
    ["a broken %-escape in a path", "/api/guides/%", 400, "FST_ERR_BAD_URL"],
    [
      "a path parameter past the router's length limit",
      `/api/profiles/${"x".repeat(101)}`,
      414,
      "FST_ERR_MAX_PARAM_LENGTH",
    ],
  ])("%s is answered in the API's error shape", async (_, url, status, code) => {
    expectApiError(await t.app.inject({ method: "GET", url }), status, code);
  });

  it("a guide form that breaks off inside its field is a 400 that stores nothing", async () => {
    const before = await guideWorld(t);
    const { payload, headers } = await guideForm({ guide: '{"name":"Broken off","cityId":"' });
    const response = await t.app.inject(
      as(alice, {
        method: "POST",
        url: "/api/guides",
        payload: payload.subarray(0, payload.length - 60),
        headers,
      }),
    );
    expectApiError(response, 400, "BAD_REQUEST", "The form is incomplete or malformed");
    expect(await guideWorld(t)).toEqual(before);
  });
});

describe("two users renaming to the same username at once", () => {
  it("one gets the name, the other a 409 'Username is already taken'", async () => {
    const bob = await signUp(t.app);
    const carol = await signUp(t.app);
    const rename = (account: TestAccount) =>
      t.app.inject(
        as(account, {
          method: "PATCH",
          url: "/api/me",
          payload: { firstName: "Same", lastName: "", username: "wanted_name" },
        }),
      );
    const answers = await Promise.all([rename(bob), rename(carol)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    if (refused) expectApiError(refused, 409, "USERNAME_TAKEN", "Username is already taken");
  });
});
