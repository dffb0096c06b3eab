import { randomUUID } from "node:crypto";
import type { HTTPMethods } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { TOKEN_SCOPES, type TokenScope } from "../../../shared/api-tokens";
import type { TestAccount } from "../../test/accounts";
import { makeApiToken, withBearer } from "../../test/api-tokens";
import { setupTestApp } from "../../test/app";
import { adminAndUser, adminAppOptions } from "../../test/catalogue";

/**
 * Every route of the OpenAPI document against a token of each scope (docs/decisions/042): a signed-in route that
 * names a scope (`x-token-scope`) takes a token with it and refuses the others with 403 TOKEN_NOT_ALLOWED, before
 * reading anything else of the request; one that names none (tokens, account, admin) refuses every token, the
 * admin's with every scope too; a public route answers a token as it answers anyone.
 */
const t = setupTestApp({ env: { ...adminAppOptions.env, UPLOAD_RATE_LIMIT: "10000" } });

type Operation = { responses?: Record<string, unknown>; "x-token-scope"?: TokenScope };
type Document = { paths: Record<string, Record<string, Operation>> };

let admin: TestAccount;
let user: TestAccount;
const tokens = new Map<string, string>();

const tokenOf = async (account: TestAccount, scopes: TokenScope[]) =>
  (await makeApiToken(t, account, scopes)).token;

beforeAll(async () => {
  ({ admin, user } = await adminAndUser(t));
  for (const scope of TOKEN_SCOPES) tokens.set(scope, await tokenOf(user, [scope]));
  tokens.set("admin, every scope", await tokenOf(admin, [...TOKEN_SCOPES]));
});

const operationsWhere = (signedIn: boolean) =>
  Object.entries((t.app.swagger() as unknown as Document).paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => Object.hasOwn(operation.responses ?? {}, "401") === signedIn)
      .map(([method, operation]) => ({
        method: method.toUpperCase() as HTTPMethods,
        url: path.replace(/\{[^}]+\}/g, () => randomUUID()),
        label: `${method.toUpperCase()} ${path}`,
        scope: operation["x-token-scope"],
      })),
  );

describe("a token on every route", () => {
  it("gets in with the route's scope and only with it; routes that name none refuse every token", async () => {
    const operations = operationsWhere(true);
    expect(operations.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const operation of operations) {
      for (const [holder, token] of tokens) {
        const answer = await t.app.inject(
          withBearer(token, { method: operation.method, url: operation.url }),
        );
        const refused = answer.statusCode === 403 && answer.json().error?.code === "TOKEN_NOT_ALLOWED";
        // The admin is a member too: with every scope, their token passes wherever a scope does.
        const shouldPass =
          operation.scope !== undefined && (holder === operation.scope || holder === "admin, every scope");
        if (shouldPass ? refused || answer.statusCode === 401 : !refused)
          wrong.push(
            `${operation.label} with a ${holder} token: ${answer.statusCode} ${answer.body.slice(0, 80)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is taken on public routes as anyone is: never refused for its scopes", async () => {
    // The event stream stays open; it takes no input and reads no token.
    const operations = operationsWhere(false).filter(({ label }) => label !== "GET /api/realtime");
    expect(operations.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const operation of operations) {
      for (const [holder, token] of tokens) {
        const answer = await t.app.inject(
          withBearer(token, { method: operation.method, url: operation.url }),
        );
        const refused = answer.statusCode === 401 || answer.body.includes("TOKEN_NOT_ALLOWED");
        if (refused) wrong.push(`${operation.label} with a ${holder} token: ${answer.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
