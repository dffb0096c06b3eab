import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import openapiTS from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guides } from "../../infrastructure/db/schema";
import { makeApiToken } from "../../test/api-tokens";
import { setupTestApp } from "../../test/app";
import { adminAndUser } from "../../test/catalogue";

/**
 * A client generated from the OpenAPI document, as a tool would make one (docs/decisions/041): openapi-typescript
 * writes the types, a small openapi-fetch client uses them, TypeScript compiles it strictly, and the compiled
 * client reads the cities and saves a guide with a token.
 */
const t = setupTestApp({});
const root = path.resolve(import.meta.dirname, "../../../..");
// Under node_modules, so that the compiled client finds openapi-fetch the way a project of its own would.
const dir = path.join(root, "node_modules", ".generated-client", String(process.pid));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CLIENT = `import createClient from "openapi-fetch";
import type { paths } from "./schema.js";

export async function run(baseUrl: string, token: string, guideId: string) {
  const client = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${token}\` } });
  const cities = await client.GET("/api/cities");
  const names: string[] = cities.data?.items.map((city) => city.name) ?? [];
  const saved = await client.PUT("/api/me/saved-guides/{id}", { params: { path: { id: guideId } } });
  const isSaved: boolean | undefined = saved.data?.saved;
  return { names, status: saved.response.status, saved: isSaved };
}
`;

let baseUrl: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

describe("a client generated from the OpenAPI document", () => {
  it("compiles under strict TypeScript and calls a read and a token-scoped write", async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, "schema.d.ts"),
      await openapiTS(JSON.parse(JSON.stringify(t.app.swagger())), {
        // zod writes a null as `enum: [null]`, which this generator does not read by itself.
        transform: (schema) =>
          Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null
            ? "null"
            : undefined,
      }),
    );
    writeFileSync(path.join(dir, "client.ts"), CLIENT);
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" }));
    const compiled = spawnSync(
      path.join(root, "node_modules", ".bin", "tsc"),
      [
        "--ignoreConfig",
        "--strict",
        "--module",
        "nodenext",
        "--moduleResolution",
        "nodenext",
        "--target",
        "es2022",
        "--skipLibCheck",
        "client.ts",
      ],
      { cwd: dir, encoding: "utf8" },
    );
    expect(compiled.stdout + compiled.stderr, "tsc").toBe("");
    expect(compiled.status).toBe(0);

    const { user } = await adminAndUser(t);
    const { token } = await makeApiToken(t, user, ["saves"]);
    const [demo] = await t.db.select({ id: guides.id }).from(guides).where(eq(guides.isDemo, true)).limit(1);
    const { run } = (await import(path.join(dir, "client.js"))) as {
      run: (
        baseUrl: string,
        token: string,
        guideId: string,
      ) => Promise<{ names: string[]; status: number; saved?: boolean }>;
    };
    const answer = await run(baseUrl, token, demo?.id ?? "");
    expect(answer.names).toContain("Paris");
    expect(answer).toMatchObject({ status: 200, saved: true });
  });
});
