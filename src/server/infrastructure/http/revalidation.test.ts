import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../seed/demo-accounts";
import { cityInput } from "../../seed/factories";
import { as, signUp } from "../../test/accounts";
import { makeApiToken, withBearer } from "../../test/api-tokens";
import { setupTestApp } from "../../test/app";
import { signInCookie } from "../../test/auth";

describe("revalidating API reads", () => {
  const t = setupTestApp();

  it("answers a read with an ETag and 304 without a body when the client holds that version", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/guides" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    expect(first.headers.vary).toMatch(/cookie/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await t.app.inject({
      method: "GET",
      url: "/api/guides",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);

    const otherTag = await t.app.inject({
      method: "GET",
      url: "/api/guides",
      headers: { "if-none-match": 'W/"something-else"' },
    });
    expect(otherTag.statusCode).toBe(200);
    expect(otherTag.json()).toEqual(first.json());
  });

  /** A write to the catalogue, as the demo admin. */
  const adminWrite = async (method: "POST" | "PUT", url: string, payload: object) => {
    const admin = DEMO_ACCOUNTS.find((account) => account.role === "admin");
    if (!admin) throw new Error("The demo accounts have no admin");
    const cookie = await signInCookie(t.app, admin);
    return t.app.inject({ method, url, headers: { cookie, origin: t.config.baseUrl }, payload });
  };
  /** The cities list, asked by a client that holds the copy tagged `etag`. */
  const citiesHolding = (etag: unknown) =>
    t.app.inject({ method: "GET", url: "/api/cities", headers: { "if-none-match": String(etag) } });

  it("gives a changed answer a new ETag, so a held copy is replaced", async () => {
    const before = await t.app.inject({ method: "GET", url: "/api/cities" });
    const created = await adminWrite("POST", "/api/cities", cityInput());
    expect(created.statusCode, created.body).toBe(201);
    const after = await citiesHolding(before.headers.etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("tells apart answers of the same length that differ in one letter outside ASCII", async () => {
    const input = cityInput();
    const created = await adminWrite("POST", "/api/cities", { ...input, name: `Zurich ${input.value}` });
    expect(created.statusCode, created.body).toBe(201);
    const before = await t.app.inject({ method: "GET", url: "/api/cities" });
    const renamed = await adminWrite("PUT", `/api/cities/${created.json().id}`, {
      ...input,
      name: `Zürich ${input.value}`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await citiesHolding(before.headers.etag);
    expect(after.statusCode).toBe(200);
    expect(after.body.length).toBe(before.body.length);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain(`Zürich ${input.value}`);
  });

  it("marks answers to a signed-in request private, so no shared cache keeps one person's view", async () => {
    const account = await signUp(t.app);
    const response = await t.app.inject(as(account, { method: "GET", url: "/api/guides" }));
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
  });

  it("marks answers to a request made with an API token private too, and varies them with it", async () => {
    const account = await signUp(t.app);
    const { token } = await makeApiToken(t, account, ["read"]);
    const response = await t.app.inject(withBearer(token, { method: "GET", url: "/api/me/saved-guides" }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.headers.vary).toMatch(/authorization/i);
  });

  it("never lets health or session answers be reused, and leaves errors without an ETag", async () => {
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.headers["cache-control"]).toBe("no-store");
    expect(health.headers.etag).toBeUndefined();
    const session = await t.app.inject({ method: "GET", url: "/api/auth/get-session" });
    expect(session.headers.etag).toBeUndefined();
    const missing = await t.app.inject({ method: "GET", url: "/api/cities/atlantis/guides" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
