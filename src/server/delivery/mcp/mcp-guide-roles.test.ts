import { inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TOKEN_SCOPES } from "../../../shared/api-tokens";
import { apiTokens } from "../../infrastructure/db/schema";
import { databaseFingerprint } from "../../test/access-scene";
import { makeApiToken } from "../../test/api-tokens";
import { setupTestApp } from "../../test/app";
import {
  type GuideState,
  MEMBER_ROLES,
  ROLES,
  type Role,
  SIGNED_IN_ROLES,
} from "../../test/guide-roles-callers";
import { GUIDE_TOOL_CASES, type ToolCase } from "../../test/guide-roles-mcp";
import {
  guideWorldOf,
  makeWorld,
  type RoleAccounts,
  signUpRoleAccounts,
  worldText,
} from "../../test/guide-roles-scene";
import { callTool } from "../../test/mcp";

// The guide roles' matrix (issue 64) with the assistants' tools as callers: each caller's token of every scope
// on a shared guide of each state.
const t = setupTestApp({ env: { UPLOAD_RATE_LIMIT: "10000", AUTH_RATE_LIMIT: "10000" } });

let accounts: RoleAccounts;
const tokens = new Map<Role, string>();
let calls = 0;

beforeAll(async () => {
  accounts = await signUpRoleAccounts(t);
  const made: string[] = [];
  for (const role of SIGNED_IN_ROLES) {
    const token = await makeApiToken(t, accounts[role], [...TOKEN_SCOPES]);
    tokens.set(role, token.token);
    made.push(token.id);
  }
  // Marked used ahead, so that no call writes a token's last use and a refused call is seen to change nothing.
  await t.db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now() + interval '1 day'` })
    .where(inArray(apiTokens.id, made));
});

async function check(toolCase: ToolCase, state: GuideState, role: Role) {
  calls += 1;
  const world = await makeWorld(t, accounts, { state, n: calls, given: toolCase.given });
  const before = await guideWorldOf(t, world.guide);
  const everything = await databaseFingerprint(t);

  const answer = await callTool(t, toolCase.tool, toolCase.args(world), {
    token: tokens.get(role),
    remoteAddress: `127.10.${Math.floor(calls / 250)}.${(calls % 250) + 1}`,
  });
  const outcome = toolCase.by[state]?.[ROLES.indexOf(role)];
  const what = `${toolCase.tool} on a ${state} guide as ${role}: ${answer.text.slice(0, 200)}`;
  expect(answer.isError ? "no" : "ok", what).toBe(outcome === "no" ? "no" : "ok");
  const after = await guideWorldOf(t, world.guide);
  if (toolCase.writes && outcome === "ok")
    expect(after, `${what} should change the guide`).not.toEqual(before);
  else expect(after, `${what} should leave the guide`).toEqual(before);
  if (!toolCase.writes || outcome === "no")
    expect(await databaseFingerprint(t), `${what} should change nothing`).toEqual(everything);
  if (toolCase.private) {
    const secret = worldText(world, toolCase.private, undefined);
    if (!MEMBER_ROLES.includes(role))
      expect(answer.text, `${what} shows the ${toolCase.private}`).not.toContain(secret);
    else if (!answer.isError) expect(answer.text, `${what} lacks the ${toolCase.private}`).toContain(secret);
  }
}

describe("the MCP tools of a guide, by role", () => {
  for (const toolCase of GUIDE_TOOL_CASES)
    describe(`${toolCase.tool} (${toolCase.who})`, () => {
      for (const state of Object.keys(toolCase.by) as GuideState[])
        for (const role of ROLES) it(`on a ${state} guide as ${role}`, () => check(toolCase, state, role));
    });
});
