import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestApp, testEngine } from "../../test/app";
import { expectApiError, okJson } from "../../test/http";

describe("GET /api/health", () => {
  const t = setupTestApp({ demoContent: false });

  it("answers 200 with the database engine in use", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(okJson(response)).toEqual({ status: "ok", database: testEngine() });
    expect(t.database.engine).toBe(testEngine());
  });

  it("answers liveness without the database, and readiness once every migration is applied", async () => {
    expect(okJson(await t.app.inject({ method: "GET", url: "/api/health/live" }))).toEqual({ status: "ok" });
    expect(okJson(await t.app.inject({ method: "GET", url: "/api/health/ready" }))).toEqual({
      status: "ready",
      database: testEngine(),
    });
  });

  it("is not ready while a migration this build ships is missing from the database", async () => {
    const ledger = sql`drizzle.__drizzle_migrations`;
    await t.db.execute(sql`create temporary table saved_ledger as select * from ${ledger}`);
    await t.db.execute(sql`delete from ${ledger} where id = (select max(id) from ${ledger})`);
    try {
      const response = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      expectApiError(response, 503, "MIGRATIONS_PENDING");
      expect(response.headers["retry-after"]).toBe("5");
    } finally {
      await t.db.execute(sql`delete from ${ledger}`);
      await t.db.execute(sql`insert into ${ledger} select * from saved_ledger`);
      await t.db.execute(sql`drop table saved_ledger`);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
  });

  it("answers unknown API paths with 404 in the API error shape", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expectApiError(response, 404, "NOT_FOUND", "Not found");
  });

  it("answers unknown pages with 404 when no web build exists", async () => {
    const response = await t.app.inject({ method: "GET", url: "/some/page" });
    expectApiError(response, 404, "NOT_FOUND");
  });

  it("serves the OpenAPI document describing the read API", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const document = okJson<{ openapi: string; paths: Record<string, unknown> }>(response);
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/health",
        "/api/cities",
        "/api/guides",
        "/api/guides/{id}",
        "/api/cities/{slug}/guides",
        "/api/places/{id}",
      ]),
    );
  });
});
