import { randomUUID } from "node:crypto";
import type { HTTPMethods } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { TOKEN_SCOPES, type TokenScope } from "../../../shared/api-tokens";
import { as, type TestAccount } from "../../test/accounts";
import { makeApiToken, withBearer } from "../../test/api-tokens";
import { setupTestApp } from "../../test/app";
import { adminAndUser, adminAppOptions } from "../../test/catalogue";
import { cityByValue, createGuide } from "../../test/fixtures";
import { callTool, listedTools } from "../../test/mcp";
import { suggest, suggestionFields } from "../../test/suggestions";

/**
 * Every route of the OpenAPI document against a token of each scope (docs/decisions/042): a signed-in route that
 * names a scope (`x-token-scope`) takes a token with it and refuses the others with 403 TOKEN_NOT_ALLOWED, before
 * reading anything else of the request; one that names none (tokens, account, admin) refuses every token, the
 * admin's with every scope too; a public route answers a token as it answers anyone. The MCP tools are callers too:
 * each token is offered its scopes' tools, and reads through them as it reads through the API.
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

/** What a token is offered over MCP (docs/decisions/043): the public tools, and those of each of its scopes. */
const PUBLIC_TOOLS = ["get_guide", "get_place", "list_city_guides", "search"];
const SCOPE_TOOLS: Record<TokenScope, string[]> = {
  read: ["list_feed", "list_notifications", "list_saved"],
  saves: ["bookmark_place", "save_guide", "unbookmark_place", "unsave_guide"],
  guides: ["add_place_to_guide", "create_draft_guide"],
  social: [],
};
const toolsOf = (scopes: readonly TokenScope[]) =>
  [...PUBLIC_TOOLS, ...scopes.flatMap((scope) => SCOPE_TOOLS[scope])].sort();

describe("MCP tools as callers, with a token of each scope", () => {
  let draftId: string;
  let suggestedId: string;
  beforeAll(async () => {
    const paris = await cityByValue(t.db, "paris");
    draftId = await createGuide(t.db, { createdBy: user.id, city: paris, status: "draft" });
    suggestedId = (
      await suggest(
        t,
        user,
        suggestionFields(paris.id, { lat: 48.8606, lng: 2.3376 }, { name: "Only in a draft" }),
      )
    ).id;
  });

  it("are offered the public tools and their scopes' own, and no other", async () => {
    for (const scope of TOKEN_SCOPES)
      expect(await listedTools(t, { token: tokens.get(scope) })).toEqual(toolsOf([scope]));
    expect(await listedTools(t, { token: tokens.get("admin, every scope") })).toEqual(toolsOf(TOKEN_SCOPES));
    expect(await listedTools(t)).toEqual(PUBLIC_TOOLS);
  });

  it("read the owner's draft and pending suggestion only with read, as the API does; otherwise as a visitor", async () => {
    const wrong: string[] = [];
    for (const scope of TOKEN_SCOPES) {
      const token = tokens.get(scope) ?? "";
      const asOwner = scope === "read";
      const reads = [
        { url: `/api/guides/${draftId}`, tool: "get_guide", args: { guideId: draftId } },
        { url: `/api/places/${suggestedId}`, tool: "get_place", args: { placeId: suggestedId } },
      ];
      for (const { url, tool, args } of reads) {
        const rest = await t.app.inject(withBearer(token, { method: "GET", url }));
        const mcp = await callTool(t, tool, args, { token });
        if (rest.statusCode !== (asOwner ? 200 : 404))
          wrong.push(`GET ${url} with ${scope}: ${rest.statusCode}`);
        if (mcp.isError === asOwner) wrong.push(`${tool} with ${scope}: ${mcp.text.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("never see with an admin's eyes: another member's pending suggestion stays hidden from the admin's tokens", async () => {
    const url = `/api/places/${suggestedId}`;
    expect((await t.app.inject(as(admin, { method: "GET", url }))).statusCode).toBe(200);
    const savesOnly = await tokenOf(admin, ["saves"]);
    for (const token of [tokens.get("admin, every scope") ?? "", savesOnly]) {
      expect((await t.app.inject(withBearer(token, { method: "GET", url }))).statusCode).toBe(404);
      expect(await callTool(t, "get_place", { placeId: suggestedId }, { token })).toMatchObject({
        isError: true,
      });
    }
  });
});
