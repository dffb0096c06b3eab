import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../../shared/messages";
import type { Me, Profile } from "../../../shared/schemas";
import { users } from "../../infrastructure/db/schema";
import { as, originOf, signUp, type TestAccount } from "../../test/accounts";
import { setupTestApp } from "../../test/app";
import { expectApiError, okJson } from "../../test/http";

// Enough sign-ups for this file; rate-limit.test.ts checks the real limit.
const t = setupTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });

let alice: TestAccount;
let bob: TestAccount;
beforeAll(async () => {
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});

const patchMe = (account: TestAccount | undefined, payload: Record<string, unknown>) =>
  t.app.inject(as(account, { method: "PATCH", url: "/api/me", payload }));

async function userRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`No user ${id}`);
  return row;
}

describe("GET /api/me", () => {
  it("answers the signed-in user's own profile, email and role", async () => {
    const me = okJson<Me>(await t.app.inject(as(alice, { method: "GET", url: "/api/me" })));
    expect(me).toEqual({
      id: alice.id,
      username: alice.username,
      firstName: "Test",
      lastName: "Person",
      avatar: null,
      isDemo: false,
      email: alice.email,
      role: "user",
      twoFactorEnabled: false,
    });
  });

  it("refuses visitors and unknown cookies with 401 in the API error shape", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/me" });
    expectApiError(anonymous, 401, "UNAUTHORIZED", ACCOUNT_MESSAGES.sessionMissing);
    const stranger = await t.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: "better-auth.session_token=unknown.token" },
    });
    expectApiError(stranger, 401, "UNAUTHORIZED");
  });
});

describe("PATCH /api/me", () => {
  it("refuses visitors with 401 and changes nothing", async () => {
    const before = await userRow(alice.id);
    const response = await patchMe(undefined, { firstName: "Mallory", username: "mallory" });
    expectApiError(response, 401, "UNAUTHORIZED", ACCOUNT_MESSAGES.notAuthenticated);
    expect(await userRow(alice.id)).toEqual(before);
  });

  it("changes the names and username of the session user only", async () => {
    const bobBefore = await userRow(bob.id);
    const me = okJson<Me>(
      await patchMe(alice, { firstName: " Alice ", lastName: "Liddell", username: "Alice_L" }),
    );
    expect(me).toMatchObject({ id: alice.id, firstName: "Alice", lastName: "Liddell", username: "alice_l" });
    const row = await userRow(alice.id);
    expect(row).toMatchObject({
      firstName: "Alice",
      lastName: "Liddell",
      name: "Alice Liddell",
      username: "alice_l",
      displayUsername: "Alice_L",
    });
    expect(await userRow(bob.id)).toEqual(bobBefore);
    const profile = await t.app.inject({ method: "GET", url: "/api/profiles/ALICE_L" });
    expect(okJson<{ profile: Profile }>(profile).profile.id).toBe(alice.id);
    const old = await t.app.inject({ method: "GET", url: `/api/profiles/${alice.username}` });
    expectApiError(old, 404, "NOT_FOUND");
    alice.username = "alice_l";
  });

  it("lets a user keep their own username in another case, and clears an empty last name", async () => {
    const me = okJson<Me>(await patchMe(alice, { firstName: "Alice", lastName: "", username: "ALICE_L" }));
    expect(me).toMatchObject({ username: "alice_l", lastName: null });
  });

  it.each([
    ["a demo profile's", "MAYA_EATS"],
    ["another user's", "BOB"],
  ])("refuses %s username in any case with 409, changing nothing", async (_, username) => {
    const taken = username === "BOB" ? bob.username.toUpperCase() : username;
    const before = await userRow(alice.id);
    const error = expectApiError(
      await patchMe(alice, { firstName: "Changed", username: taken }),
      409,
      "USERNAME_TAKEN",
      ACCOUNT_MESSAGES.usernameTaken,
    );
    expect(error.details).toEqual({ username: [ACCOUNT_MESSAGES.usernameTaken] });
    expect(await userRow(alice.id)).toEqual(before);
  });

  it.each([
    [{ firstName: "Alice", username: "ab" }, "username", ACCOUNT_MESSAGES.usernameTooShort],
    [{ firstName: "Alice", username: "bad name!" }, "username", ACCOUNT_MESSAGES.usernameCharacters],
    [{ firstName: "Alice", username: "x".repeat(31) }, "username", ACCOUNT_MESSAGES.usernameTooLong],
    // /profile/edit is the edit form: a profile of that name could never be opened.
    [{ firstName: "Alice", username: "edit" }, "username", ACCOUNT_MESSAGES.usernameTaken],
    [{ firstName: "Alice", username: "EDIT" }, "username", ACCOUNT_MESSAGES.usernameTaken],
    [{ firstName: "Alice", username: "" }, "username", ACCOUNT_MESSAGES.namesRequired],
    [{ firstName: "", username: "alice_l" }, "firstName", ACCOUNT_MESSAGES.namesRequired],
    [{ firstName: "   ", username: "alice_l" }, "firstName", ACCOUNT_MESSAGES.namesRequired],
    [{ username: "alice_l" }, "firstName", undefined],
  ])("refuses %o with 400 and the product's message on the field", async (payload, field, message) => {
    const before = await userRow(alice.id);
    const error = expectApiError(await patchMe(alice, payload), 400, "VALIDATION_FAILED");
    expect(Object.keys(error.details ?? {})).toContain(field);
    if (message) expect(error.details?.[field]).toContain(message);
    expect(await userRow(alice.id)).toEqual(before);
  });
});

describe("profile fields better-auth could write", () => {
  it("has no /api/auth/update-user: names and avatars change only through the checked routes", async () => {
    const before = await userRow(alice.id);
    const response = await t.app.inject(
      as(alice, {
        method: "POST",
        url: "/api/auth/update-user",
        payload: { firstName: "", image: "avatars/x/y" },
      }),
    );
    expect(response.statusCode).toBe(404);
    expect(await userRow(alice.id)).toEqual(before);
  });

  it("ignores an image key sent with sign-up", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: originOf(t.app),
      payload: {
        email: "sneaky@example.test",
        password: "long-enough-password",
        name: "Sneaky",
        firstName: "Sneaky",
        username: "sneaky",
        image: `avatars/${bob.id}/1`,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, "sneaky@example.test"));
    expect(row?.image).toBeNull();
  });
});
