import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { byCategory } from "../../../shared/categories";
import { DRAFTS_PER_USER_MAX } from "../../../shared/limits";
import { API_ERRORS, GUIDE_MESSAGES } from "../../../shared/messages";
import { guides } from "../../infrastructure/db/schema";
import { INTERNAL_READ_HEADERS } from "../../infrastructure/http/internal-read";
import { as, signUp, type TestAccount } from "../../test/accounts";
import { makeApiToken } from "../../test/api-tokens";
import { setupTestApp } from "../../test/app";
import { cityByValue, createGuide } from "../../test/fixtures";
import { sendGuide } from "../../test/guides";
import { callTool, mcpPost, toolCall } from "../../test/mcp";

// Issue 62: what one caller may ask of the MCP server and of search, so that nobody stalls the server for others.
const PER_MINUTE = 5;
const t = setupTestApp({
  env: { MCP_RATE_LIMIT: String(PER_MINUTE), SEARCH_RATE_LIMIT: String(PER_MINUTE) },
});

let paris: Awaited<ReturnType<typeof cityByValue>>;
beforeAll(async () => {
  paris = await cityByValue(t.db, "paris");
});

/** How long `run` took, with what it answered. */
async function timed<T>(run: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await run();
  return { answer, ms: performance.now() - started };
}

const refusedBatch = { jsonrpc: "2.0", error: { code: -32600 }, id: null };

describe("the MCP server's limits", () => {
  it("refuses a batch of 100 tool calls without running one, while another client's read is answered", async () => {
    const batch = Array.from({ length: 100 }, (_, n) => toolCall("search", { query: `paris ${n}` }, n + 1));
    const [refused, other] = await Promise.all([
      mcpPost(t, batch, { remoteAddress: "127.0.0.11" }),
      timed(() => t.app.inject({ method: "GET", url: "/api/cities", remoteAddress: "127.0.0.12" })),
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(refusedBatch);
    expect(other.answer.statusCode).toBe(200);
    // Before batches were refused, the embedded database's other client waited 2.1-2.5 s here.
    expect(other.ms).toBeLessThan(1000);
    const member = await signUp(t.app);
    const { token } = await makeApiToken(t, member, ["read"]);
    const withToken = await mcpPost(t, batch, { token, remoteAddress: "127.0.0.11" });
    expect(withToken.statusCode).toBe(400);
    expect(withToken.json()).toMatchObject(refusedBatch);
  });

  it("counts every request without a token per address; a token's requests count against the token", async () => {
    const search = (remoteAddress: string, token?: string) =>
      mcpPost(t, toolCall("search", { query: "paris" }), { remoteAddress, token });
    for (let n = 0; n < PER_MINUTE; n++) expect((await search("127.0.0.21")).statusCode).toBe(200);
    const refused = await search("127.0.0.21");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: "RATE_LIMITED", message: API_ERRORS.tooManyRequests });
    expect((await search("127.0.0.22")).statusCode).toBe(200);
    const { token } = await makeApiToken(t, await signUp(t.app), ["read"]);
    expect((await search("127.0.0.21", token)).statusCode).toBe(200);
  });

  it("refuses a foreign page's Origin and answers the app's own", async () => {
    const list = { jsonrpc: "2.0", id: 1, method: "tools/list" };
    const foreign = await mcpPost(t, list, {
      remoteAddress: "127.0.0.31",
      headers: { origin: "https://elsewhere.example" },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await mcpPost(t, list, {
      remoteAddress: "127.0.0.31",
      headers: { origin: t.app.config.baseUrl },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe("search on the API", () => {
  it("is bounded per address; the server's own reads for the pages it draws are not counted again", async () => {
    const search = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: "GET", url: "/api/search?q=paris", remoteAddress, headers });
    for (let n = 0; n < PER_MINUTE; n++) expect((await search("127.0.0.41")).statusCode).toBe(200);
    const refused = await search("127.0.0.41");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
    expect((await search("127.0.0.42")).statusCode).toBe(200);
    expect((await search("127.0.0.41", INTERNAL_READ_HEADERS)).statusCode).toBe(200);
  });
});

describe("an assistant's writes", () => {
  const draftThrough = (token: string, name: string) =>
    callTool(t, "create_draft_guide", { name, city: "paris" }, { token, remoteAddress: "127.0.0.51" });
  const draftOverApi = (member: TestAccount) =>
    sendGuide(
      t,
      member,
      { method: "POST" },
      { name: "A draft", cityId: paris.id, places: byCategory(() => []), status: "draft" },
    );

  it("count against the route they stand for: 31 drafts in a minute, the 31st refused, and the API's too", async () => {
    const member = await signUp(t.app);
    const { token } = await makeApiToken(t, member, ["guides"]);
    const limit = t.app.config.uploadRateLimit;
    for (let n = 1; n <= limit; n++) {
      const made = await draftThrough(token, `Draft ${n}`);
      expect(made.isError, made.text).toBe(false);
    }
    const refused = await draftThrough(token, `Draft ${limit + 1}`);
    expect(refused).toEqual({ isError: true, text: API_ERRORS.tooManyRequests });
    expect((await draftOverApi(member)).statusCode).toBe(429);
    expect(await t.db.$count(guides, eq(guides.createdBy, member.id))).toBe(limit);
  });

  it(`keep a member to ${DRAFTS_PER_USER_MAX} drafts, through MCP and the API alike`, async () => {
    const member = await signUp(t.app);
    const { token } = await makeApiToken(t, member, ["guides"]);
    const drafts: string[] = [];
    for (let n = 0; n < DRAFTS_PER_USER_MAX; n++)
      drafts.push(await createGuide(t.db, { createdBy: member.id, city: paris, status: "draft" }));
    expect(await draftThrough(token, "One too many")).toEqual({
      isError: true,
      text: GUIDE_MESSAGES.tooManyDrafts,
    });
    const overApi = await draftOverApi(member);
    expect(overApi.statusCode).toBe(409);
    expect(overApi.json().error).toMatchObject({
      code: "TOO_MANY_DRAFTS",
      message: GUIDE_MESSAGES.tooManyDrafts,
    });
    expect(await t.db.$count(guides, eq(guides.createdBy, member.id))).toBe(DRAFTS_PER_USER_MAX);
    const deleted = await t.app.inject(as(member, { method: "DELETE", url: `/api/guides/${drafts[0]}` }));
    expect(deleted.statusCode).toBe(204);
    expect((await draftThrough(token, "Room again")).isError).toBe(false);
  });
});
