import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app";
import { operationIdOf } from "./openapi";

// The OpenAPI document as tools read it (docs/decisions/041): linted, named, and saying what each call needs.
const t = await createTestApp({ env: { BASE_URL: "https://guides.example.test" } });
afterAll(() => t.close());

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: unknown;
  responses?: Record<string, unknown>;
};
type Document = { servers?: Array<{ url: string }>; paths: Record<string, Record<string, Operation>> };

const document = t.app.swagger() as unknown as Document;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    label: `${method.toUpperCase()} ${path}`,
    operation,
  })),
);

describe("the OpenAPI document", () => {
  it("passes Redocly's recommended rules", async () => {
    const config = await createConfig({
      extends: ["recommended"],
      rules: {
        // The project has chosen no licence yet; the document must not invent one.
        "info-license": "off",
        // Health, the city list and the event stream take no input, so no 4xx is theirs to answer.
        "operation-4xx-response": "off",
      },
    });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: "openapi.json",
      config,
    });
    expect(
      problems.map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer}`),
    ).toEqual([]);
  });

  it("names every operation once, by its method and path, and tags it", () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    expect(operations.filter(({ operation }) => !operation.tags?.length).map(({ label }) => label)).toEqual(
      [],
    );
    expect(operationIdOf("GET", "/api/guides/:id/export.gpx")).toBe("getGuidesByIdExportGpx");
    expect(operationIdOf("POST", "/api/guides/:id/publish")).toBe("postGuidesByIdPublish");
    expect(operations.find(({ label }) => label === "GET /api/me/saved-guides")?.operation.operationId).toBe(
      "getMeSavedGuides",
    );
  });

  it("serves from BASE_URL, and every call that can answer 401 says it takes the session, or which token", () => {
    expect(document.servers).toEqual([{ url: "https://guides.example.test" }]);
    for (const { label, operation } of operations) {
      const signedIn = Object.hasOwn(operation.responses ?? {}, "401");
      const scope = (operation as { "x-token-scope"?: string })["x-token-scope"];
      const expected = !signedIn
        ? []
        : scope
          ? [{ sessionCookie: [] }, { apiToken: [] }]
          : [{ sessionCookie: [] }];
      expect(operation.security, label).toEqual(expected);
    }
    const scopeOf = (label: string) =>
      (
        operations.find((operation) => operation.label === label)?.operation as { "x-token-scope"?: string }
      )?.["x-token-scope"];
    expect(scopeOf("PUT /api/me/saved-guides/{id}")).toBe("saves");
    expect(scopeOf("POST /api/guides")).toBe("guides");
    expect(scopeOf("GET /api/me/saved-guides")).toBe("read");
    expect(scopeOf("GET /api/me/tokens")).toBeUndefined();
    expect(scopeOf("PATCH /api/me")).toBeUndefined();
    expect(scopeOf("GET /api/suggestions")).toBeUndefined();
    expect(JSON.stringify(t.app.swagger())).toContain('"name":"__Secure-better-auth.session_token"');
  });

  it("describes the import's multipart body: the request as JSON and the file", () => {
    const body = (
      operations.find(({ label }) => label === "POST /api/imports")?.operation as {
        requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
      }
    )?.requestBody?.content?.["multipart/form-data"]?.schema;
    expect(body).toMatchObject({
      type: "object",
      required: ["import", "file"],
      properties: {
        import: { type: "object", properties: { mode: { enum: ["preview", "draft", "places"] } } },
        file: { type: "string", format: "binary" },
      },
    });
  });
});
