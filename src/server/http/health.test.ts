import { describe, expect, it } from "vitest";
import { setupTestApp, testEngine } from "../test/app";
import { expectApiError, okJson } from "../test/http";

describe("GET /api/health", () => {
  const t = setupTestApp({ demoContent: false });

  it("answers 200 with the database engine in use", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(okJson(response)).toEqual({ status: "ok", database: testEngine() });
    expect(t.database.engine).toBe(testEngine());
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

  it("sends the security headers of helmet", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});
